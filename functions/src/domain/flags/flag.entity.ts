import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** A platform-wide feature flag. All flags live in one partition, read with one Query. */
export const Flag = defineEntity({
  name: 'flag',
  schema: z.object({
    name: z.string(),
    enabled: z.boolean(),
    updatedAt: z.string(),
    updatedBy: z.string().optional(),
  }),
  indexes: {
    // listFlags: every flag
    all: { pk: [], sk: ['name'] },
  },
});

/** Every flag that was ever set. */
export const listFlags = () => Flag.queryAll('all', {});
