import type { AnyRequest } from '@polyloop/shared/network/resolve';
import { useRevalidate } from '../../../lib/api';
import { useChannel } from '../../../lib/realtime';
import { VIEWS } from '../../../lib/views';
import { requestChannel } from './trade-rules';

/** Reads the request, its offers and the lists showing it again whenever a change of it is pushed. */
export function useRequestPushes(id: string, kind: AnyRequest['kind'] | undefined) {
  const revalidate = useRevalidate();
  useChannel(requestChannel(id, kind), (event) => {
    const changed = (event.payload as { id?: unknown } | null)?.id;
    if (event.event === 'request-changed' && changed === id) void revalidate(VIEWS.requestPushed);
  });
}
