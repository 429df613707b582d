import { useNavigate } from 'react-router';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Auction } from '@polyloop/shared/network/auction';
import { formatBid } from './auction-time';
import { TimeLeft } from './TimeLeft';

/** What a bid form reads from the page's history state to take the focus. */
export interface BidFocusState {
  /** Changes on every press, so a second press focuses again. */
  focusBid: number;
}

/**
 * On a phone, the bid form is screens down the page: this bar stays at the bottom of the window
 * with the price to beat, the time left and "Place bid", which opens the details tab (if another is
 * shown) and puts the focus on the bid's price.
 */
export function BidBar({ auction, remaining }: { auction: Auction; remaining: number }) {
  const navigate = useNavigate();
  const [label, price] = auction.leadingBid
    ? ['Leading bid', auction.leadingBid.price]
    : ['Starting bid', auction.startingBid];
  return (
    <Box
      as="section"
      aria-label="Bidding"
      position="sticky"
      // Above the tools bar, which is sticky at the window's bottom below lg: a small button plus its padding and border.
      bottom="calc({sizes.9} + {spacing.4} + 1px)"
      zIndex="docked"
      mx={{ base: '-4', md: '0' }}
      px="4"
      py="2"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.08)"
    >
      <HStack justify="space-between" gap="3">
        <Stack gap="0" minW="0">
          <Text fontSize="sm" fontWeight="semibold">{`${label} ${formatBid(price)}`}</Text>
          <Text fontSize="sm" color="fg.muted">
            {'Ends in '}
            <TimeLeft auction={auction} remaining={remaining} color="fg" />
          </Text>
        </Stack>
        <Button
          flexShrink="0"
          onClick={() =>
            void navigate(`/network/auctions/${auction.id}/details`, {
              state: { focusBid: Date.now() } satisfies BidFocusState,
            })
          }
        >
          Place bid
        </Button>
      </HStack>
    </Box>
  );
}
