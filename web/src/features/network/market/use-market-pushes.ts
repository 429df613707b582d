import { NetworkRoutes } from '@polyloop/shared';
import { useRevalidate } from '../../../lib/api';
import { useChannel } from '../../../lib/realtime';

/** Every change of a public request is pushed on one channel (part 3 §7.3): the demand list and totals read again. */
export function useDemandPushes() {
  const revalidate = useRevalidate();
  useChannel('public-requests', (event) => {
    if (event.event === 'request-changed') void revalidate([NetworkRoutes.listPublicRequests, NetworkRoutes.countMarket]);
  });
}
