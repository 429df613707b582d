import { Text } from '@chakra-ui/react';
import type { Auction } from '@polyloop/shared/network/auction';
import { formatCountdown } from './auction-time';

/**
 * The time left to an auction's end, ticking: a timer screen readers do not read out every
 * second, orange once the auction ends soon.
 */
export function TimeLeft({
  auction,
  remaining,
  color,
}: {
  auction: Pick<Auction, 'displayState'>;
  /** Milliseconds to the end, on the server's clock. */
  remaining: number;
  /** Its color while the end is not near. */
  color?: string;
}) {
  return (
    <Text
      as="span"
      role="timer"
      aria-label="Time left"
      aria-live="off"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      color={auction.displayState === 'ENDING_SOON' ? 'orange.fg' : color}
    >
      {formatCountdown(remaining)}
    </Text>
  );
}
