import * as z from 'zod';
import { PolicyName } from '@polyloop/shared/identity/platform';
import { defineEntity } from '../../data/entity.js';

/** The version of each policy in force. All in one partition: "latest" is one Query. */
export const PolicyVersion = defineEntity({
  name: 'policy',
  schema: z.object({
    name: PolicyName,
    version: z.number().int().positive(),
    publishedAt: z.string(),
    publishedBy: z.string().optional(),
  }),
  indexes: {
    // listPoliciesInForce: every policy's current version
    all: { pk: [], sk: ['name'] },
  },
});
export type PolicyVersionItem = z.infer<typeof PolicyVersion.schema>;

/** Every policy's published version (consistent: a version just published counts at once). */
export const listPoliciesInForce = () => PolicyVersion.queryAll('all', {}, { consistent: true });
