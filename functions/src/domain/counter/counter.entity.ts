import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** How many items of one kind a tenant has; maintained from the table stream, read by list pages. */
export const Counter = defineEntity({
  name: 'counter',
  schema: z.object({ tenantId: z.string(), name: z.string(), count: z.number().int() }),
  indexes: {
    // Counter.get (counter.service read): one tenant's count of one kind; pageCountersBetween: a run of counters by name
    byName: { pk: ['tenantId'], sk: ['name'] },
  },
});

/** A tenant's counters whose names sort between two names (inclusive): a scope's per-day counts, summed into a list total. */
export const pageCountersBetween = (tenantId: string, low: string, high: string, cursor: string | null) =>
  Counter.query('byName', { tenantId }, { range: { between: [{ name: low }, { name: high }] }, cursor });
