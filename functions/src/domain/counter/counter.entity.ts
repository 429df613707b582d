import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** How many items of one kind a tenant has; maintained from the table stream, read by list pages. */
export const Counter = defineEntity({
  name: 'counter',
  schema: z.object({ tenantId: z.string(), name: z.string(), count: z.number().int() }),
  indexes: {
    // Counter.get (counter.service read): one tenant's count of one kind
    byName: { pk: ['tenantId'], sk: ['name'] },
  },
});
