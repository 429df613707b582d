import { Counter } from './counter.entity.js';

/** Entities whose per-tenant totals list pages show; the stream keeps these counts. */
export const countedEntities = new Set(['user', 'contact', 'location']);

export async function add(tenantId: string, name: string, delta: number): Promise<void> {
  await Counter.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true });
}

export async function read(tenantId: string, name: string): Promise<number> {
  const counter = await Counter.get({ tenantId, name });
  return Math.max(0, counter?.count ?? 0);
}
