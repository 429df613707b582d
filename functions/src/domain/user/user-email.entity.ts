import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * Claims an e-mail address for one user. A GSI cannot enforce uniqueness, so every write that
 * creates a user also creates this item with `attribute_not_exists` in the same transaction:
 * two invitations of one address cannot both win.
 */
export const UserEmail = defineEntity({
  name: 'user-email',
  schema: z.object({
    email: z.string(),
    userId: z.string(),
    tenantId: z.string().optional(),
    createdAt: z.string(),
  }),
  indexes: {
    // UserEmail.get: who holds an address
    byEmail: { pk: ['email'], sk: [] },
  },
});
export type UserEmailItem = z.infer<typeof UserEmail.schema>;
