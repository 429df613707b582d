import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** A platform-wide feature flag. All flags live in one partition, read with one Query. */
export const Flag = defineEntity({
  name: 'flag',
  version: 1,
  schema: z.object({ name: z.string(), enabled: z.boolean(), updatedAt: z.string(), updatedBy: z.string().optional() }),
  indexes: {
    // listFlags: every flag
    all: { pk: [], sk: ['name'] },
  },
});
