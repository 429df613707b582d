import { CrmRoutes } from '@polyloop/shared';
import { CompanyEvents } from '@polyloop/functions/domain/company/company.events';
import { dynamoBaseline } from './dynamo.js';
import { benchTenant, type Cloud } from './harness.js';
import { percentile } from './stats.js';

/** Writes timed one after another, each until its domain event is on the bus. */
const SAMPLES = Number(process.env.BENCH_STREAM_SAMPLES ?? 100);
const WARMUP = 10;

interface BusEvent {
  'detail-type': string;
  detail: unknown;
}
type WatchedCloud = Cloud & { bus: { subscribe(listener: (event: BusEvent) => void): () => void } };

/**
 * The table stream's end-to-end delay: a company created through the API, from its answer until
 * `company.created` (which the stream derives from the write) is accepted by the bus. The stream
 * consumer projects the same record's history, counters and search documents too, so the delay
 * shows what the projections in front of the event cost. Reported as a ratio to a DynamoDB Local
 * Query's p50 measured in the same run, so runs on different machines compare.
 */
export async function streamFigures(cloud: WatchedCloud) {
  const { api } = await benchTenant(cloud, 'Stream');
  /** When each company's event arrived, by the company's id (read from the event's data). */
  const arrivals = new Map<string, number>();
  let arrival: (() => void) | undefined;
  const stop = cloud.bus.subscribe((event) => {
    if (event['detail-type'] !== CompanyEvents.created.name) return;
    const id = (event.detail as { data?: { companyId?: string } }).data?.companyId;
    if (id) arrivals.set(id, performance.now());
    arrival?.();
  });
  const delays: number[] = [];
  try {
    for (let n = 0; n < WARMUP + SAMPLES; n++) {
      const created = await api.ok(CrmRoutes.createCompany, {
        body: { name: `Stream Company ${n}`, confirmDuplicate: true },
      });
      const answered = performance.now();
      const id = created.body.id;
      while (!arrivals.has(id)) await new Promise<void>((resolve) => (arrival = resolve));
      if (n >= WARMUP) delays.push(Math.max(0, arrivals.get(id)! - answered));
    }
  } finally {
    stop();
  }
  const { query } = await dynamoBaseline(cloud.env, 200);
  const query50 = percentile(query, 50);
  const p50 = percentile(delays, 50);
  return { samples: SAMPLES, p50, p95: percentile(delays, 95), query50, ratio: p50 / query50 };
}

export function streamLines(s: Awaited<ReturnType<typeof streamFigures>>): string[] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    `\nTable stream: a company created through the API until its company.created event is on the bus (${s.samples} in a row)`,
    `  delay p50 ${ms(s.p50)}  p95 ${ms(s.p95)}   DynamoDB Local Query p50 ${ms(s.query50)}`,
    `stream delay ratio: ${s.ratio.toFixed(1)}`,
  ];
}
