import { changeOf } from '../data/changes.js';
import { InvocationMetrics } from '../lib/observability.js';
import { Metric, PROJECTION_CONTEXT } from '../lib/metrics.definition.js';
import { streamHandler, type StreamRecord } from '../lib/presets.js';
import { project, type Projection, type StreamConsumerName, type Tally } from '../lib/projection.js';
import { projections } from './projections.js';

/**
 * A stream consumer: every record through the projections it runs. Each projection's records,
 * writes, failures and durations are published per batch, in the `projection` context by name.
 */
export function projectionHandler(consumer: StreamConsumerName) {
  const mine: readonly Projection[] = projections.filter((p) => p.consumer === consumer);
  let tallies = new Map<string, Tally>();
  return streamHandler(
    (record: StreamRecord) => project(mine, changeOf(record), tallies),
    () => {
      for (const [name, t] of tallies) {
        const metrics = new InvocationMetrics(PROJECTION_CONTEXT)
          .route(name)
          .count(Metric.projectionRecords, t.records)
          .count(Metric.projectionWrites, t.writes)
          .count(Metric.projectionFailures, t.failures);
        for (const d of t.durations) metrics.milliseconds(Metric.projectionDuration, d);
        metrics.publish();
      }
      tallies = new Map();
    },
  );
}
