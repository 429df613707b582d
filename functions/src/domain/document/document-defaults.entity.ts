import * as z from 'zod';
import { DocumentDefaults } from '@polyloop/shared/identity/document-defaults';
import { defineEntity } from '../../data/entity.js';

/**
 * What a company's administrator set for its documents (Administration → Documents): letterhead
 * fields in place of its own records, and terms and a footer per document type. One item per
 * company; none means every document reads the company's records.
 */
export const DocumentDefaultsEntity = defineEntity({
  name: 'document-defaults',
  schema: DocumentDefaults.extend({
    tenantId: z.string(),
    updatedDate: z.string(),
    updatedBy: z.string(),
  }),
  indexes: {
    // DocumentDefaultsEntity.get: the company's settings, read with each document written
    byTenant: { pk: ['tenantId'], sk: [] },
  },
});
export type DocumentDefaultsItem = z.infer<typeof DocumentDefaultsEntity.schema>;
