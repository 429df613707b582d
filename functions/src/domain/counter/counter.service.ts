import { lazy } from '../../lib/lazy.js';
import { CounterEntity } from './counter.entity.js';

const counters = lazy(CounterEntity);

/** Entities whose per-tenant totals list pages show; the stream keeps these counts. */
export const countedEntities = new Set(['user']);

export async function add(tenantId: string, name: string, delta: number): Promise<void> {
  await counters().update({ tenantId, name }).add({ count: delta }).go();
}

export async function read(tenantId: string, name: string): Promise<number> {
  const { data } = await counters().get({ tenantId, name }).go();
  return Math.max(0, data?.count ?? 0);
}
