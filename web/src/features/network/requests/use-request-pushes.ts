import type { AnyRequest } from '@polyloop/shared/network/resolve';
import { useRevalidate } from '../../../lib/api';
import { useChannel } from '../../../lib/realtime';
import { VIEWS } from '../../../lib/views';
import { requestChannel } from './trade-rules';
import { requestBidsChannel } from '@polyloop/shared/network/reverse-auction';

/**
 * Reads the request, its offers and the lists showing it again whenever a change of it is pushed;
 * a private request's conversation whenever either company comments; a reverse auction's bids too.
 */
export function useRequestPushes(id: string, kind: AnyRequest['kind'] | undefined, reverseAuction = false) {
  const revalidate = useRevalidate();
  useChannel(requestChannel(id, kind), (event) => {
    const payload = event.payload as { id?: unknown; requestId?: unknown } | null;
    if (event.event === 'request-changed' && payload?.id === id) void revalidate(VIEWS.requestPushed);
    const commented = event.event === 'comment-created' || event.event === 'comment-changed';
    if (commented && payload?.requestId === id) void revalidate(VIEWS.requestComment);
  });
  useChannel(reverseAuction ? requestBidsChannel(id) : null, (event) => {
    if (event.event === 'bid-created' || event.event === 'bid-changed') void revalidate(VIEWS.requestPushed);
  });
}
