import { useController, useWatch, type Control } from 'react-hook-form';
import { SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { formatBidPrice, MIN_BID_INCREMENT } from '@polyloop/shared/network/reverse-auction';
import { useAccount } from '../../../lib/account';
import { requestAccess } from '../../../app/upgrade-store';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { Section } from '../../../components/Section';
import type { PublicRequestFormValues } from './public-request-form';

/**
 * The reverse auction switch of the public request form (part 2 §5): the answers become bids, the
 * lowest price winning, each at least the increment under the last. Without the platform's
 * approval of reverse auctions the switch opens the access-restricted dialog instead.
 */
export function ReverseAuctionFields({ control }: { control: Control<PublicRequestFormValues> }) {
  const { account } = useAccount();
  const approved = account?.publishing.reverseAuctionPermission === 'PRE_APPROVED';
  const { field } = useController({ control, name: 'reverseAuction' });
  const unit = useWatch({ control, name: 'incrementUnit' });
  return (
    <Section title="Reverse auction">
      <Stack gap="4">
        <Switch.Root
          checked={!!field.value}
          onCheckedChange={(d) => {
            if (d.checked && !approved) requestAccess('REVERSE_AUCTION');
            else field.onChange(d.checked);
          }}
        >
          <Switch.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>Reverse auction: offers are bids, the lowest price wins</Switch.Label>
        </Switch.Root>
        {field.value && (
          <>
            <Text color="fg.muted" fontSize="sm">
              {`Each bid must be at least the increment under the lowest bid; a bid in the last five minutes extends the end by five minutes. The smallest increment is ${formatBidPrice({ unitValue: MIN_BID_INCREMENT[unit], unit })}.`}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <MaterialWeightPrice
                control={control}
                price={{
                  name: 'bidIncrement',
                  unitName: 'incrementUnit',
                  label: 'Bid increment',
                  unitLabel: 'Bid increment unit',
                  step: '0.0001',
                  required: true,
                }}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Section>
  );
}
