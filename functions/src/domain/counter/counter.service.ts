import { Counter } from './counter.entity.js';

/** Moves one counter at once (outside the stream, e.g. a listing opened or closed). */
export async function add(tenantId: string, name: string, delta: number): Promise<void> {
  await Counter.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true });
}

export async function read(tenantId: string, name: string): Promise<number> {
  const counter = await Counter.get({ tenantId, name });
  return Math.max(0, counter?.count ?? 0);
}
