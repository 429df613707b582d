import { Button } from '@chakra-ui/react';
import { LuTruck } from 'react-icons/lu';
import { useUpgrade } from '../../app/upgrade-store';
import { useAccount } from '../../lib/account';
import { permissionsOf } from '../../lib/permissions';
import type { FreightPrefill } from './freight-form';
import { openFreightPanel } from './freight-panel-store';
import { freightPrefillOf, type RecordPlace } from './record-prefill';

/**
 * What "Get freight quotes" does, for a button or a page's "More" menu. `load` names the order
 * the freight is for and its weight (an order's page: `freightPrefillOfOrder`), sent with the search.
 */
export function useGetFreightQuotes(
  source: RecordPlace | null | undefined,
  destination: RecordPlace | null | undefined,
  load?: Pick<FreightPrefill, 'order' | 'weight'>,
) {
  const { account } = useAccount();
  const upgrade = useUpgrade('record-freight');
  const allowed = permissionsOf(account).has('FREIGHTS_BOOKING');
  return () =>
    allowed
      ? openFreightPanel({
          ...freightPrefillOf(source, destination),
          ...(load?.order ? { order: load.order } : {}),
          ...(load?.weight ? { weight: load.weight } : {}),
        })
      : upgrade();
}

/**
 * "Get freight quotes" on a record (a shipment, an order, a network offer): the freight panel
 * opens with the record's source as pickup and its destination as delivery. Without the freight
 * booking permission it opens the upgrade dialog, as the tools bar's button does.
 */
export function GetFreightQuotesButton({
  source,
  destination,
}: {
  source: RecordPlace | null | undefined;
  destination: RecordPlace | null | undefined;
}) {
  const getQuotes = useGetFreightQuotes(source, destination);
  return (
    <Button variant="outline" onClick={getQuotes}>
      <LuTruck aria-hidden /> Get freight quotes
    </Button>
  );
}
