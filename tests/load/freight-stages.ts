import { RealtimePublished } from '@polyloop/functions/domain/push/push.events';

interface BusEvent {
  'detail-type': string;
  detail: unknown;
}

/** The bench cloud's in-process bus, which tells a listener every event it accepts. */
export type WatchedBus = { subscribe(listener: (event: BusEvent) => void): () => void };

/**
 * When each quote's `realtime.published` event reached the bus, by quote id: the point between the
 * table stream's half of a quote's way to its socket (the poller's wait for its next read of the
 * shard, then the events consumer deriving and publishing) and the fan-out's half (the bus rule,
 * the realtime-fanout function finding the channel's connections and posting to each).
 */
export function watchQuoteEvents(bus: WatchedBus) {
  const at = new Map<string, number>();
  const stop = bus.subscribe((event) => {
    if (event['detail-type'] !== RealtimePublished.name) return;
    const data = (event.detail as { data?: { event?: string; payload?: { id?: string } } }).data;
    if (data?.event === 'freight-quote' && data.payload?.id && !at.has(data.payload.id))
      at.set(data.payload.id, Date.now());
  });
  return { at, stop };
}

/**
 * How long the local stream poller leaves a record unread, by its interval alone: a write lands at
 * a uniformly random moment between two reads of the shard, so it waits `interval × q` at the qth
 * quantile. Lambda's event source mapping reads a DynamoDB stream's shard four times a second, the
 * same 250 ms, so this part of the way is the platform's in AWS too.
 */
export const pollerWait = (intervalMs: number, percentile: number) => (intervalMs * percentile) / 100;
