import type { Image } from '../../data/changes.js';
import type { TxItem } from '../../data/operations.js';
import { defineProjection, tableWrites, type Projection } from '../../lib/projection.js';
import { Counter } from './counter.entity.js';

/** One move of a per-tenant counter. */
export interface CounterMove {
  tenantId: string;
  name: string;
  delta: number;
}

/** The moves as transaction pieces (each counter created at its first move). */
export const counterWrites = (moves: CounterMove[]): TxItem[] =>
  moves.map(({ tenantId, name, delta }) =>
    Counter.tx.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true }),
  );

/** Which counter an item counts toward: its company's active or archived total of its kind. */
function counterOf(entity: string, item: Image | undefined): { tenantId: string; name: string } | undefined {
  const tenantId = item?.tenantId;
  if (item?.__entity !== entity || typeof tenantId !== 'string') return undefined;
  return { tenantId, name: item.archived === true ? `${entity}:archived` : entity };
}

/**
 * The per-tenant total of an entity's items that its list pages show (`<entity>.count`, on the
 * events consumer: a list's total is right when it is reopened). A counter moves whenever an item
 * enters or leaves what it counts: created, deleted, archived, restored, or (a user at onboarding)
 * joining a company. The moves commit with the change's marker, so a replay moves nothing twice.
 */
export function countOf(entity: string): Projection {
  return defineProjection({
    name: `${entity}.count`,
    entity: entity,
    consumer: 'events',
    derive: (change) => {
      const from = counterOf(entity, change.before);
      const to = counterOf(entity, change.after);
      if (from?.tenantId === to?.tenantId && from?.name === to?.name) return [];
      return counterWrites([...(from ? [{ ...from, delta: -1 }] : []), ...(to ? [{ ...to, delta: 1 }] : [])]);
    },
    write: tableWrites,
    rebuild: {
      clear: async (tenantId) => {
        for (const name of [entity, `${entity}:archived`]) await Counter.delete({ tenantId, name });
      },
    },
  });
}
