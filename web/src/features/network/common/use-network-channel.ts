import type { RealtimeEventName, RouteDefinition } from '@polyloop/shared';
import { useRevalidate } from '../../../lib/api';
import { useChannel, type RealtimeEvent } from '../../../lib/realtime';

/** The real-time channel of one offer, request or auction (the server lets only its parties in). */
export const networkChannel = (id: string) => `network.${id}`;

/**
 * Listens on a network record's channel while mounted and, for each pushed event, revalidates the
 * reads named for it (`offer-changed` → the offer's reads, `comment-created` → its conversation),
 * then calls `onEvent`. Pass a null id to listen to nothing.
 *
 *   useNetworkChannel(offerId, { 'offer-changed': VIEWS.networkOffer, 'comment-created': VIEWS.offerComment });
 */
export function useNetworkChannel(
  id: string | null | undefined,
  reads: Partial<Record<RealtimeEventName, readonly Pick<RouteDefinition, 'id'>[]>>,
  onEvent?: (event: RealtimeEvent) => void,
) {
  const revalidate = useRevalidate();
  useChannel(id ? networkChannel(id) : null, (event) => {
    const stale = reads[event.event];
    if (stale?.length) void revalidate(stale);
    onEvent?.(event);
  });
}
