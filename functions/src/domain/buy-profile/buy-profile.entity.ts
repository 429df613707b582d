import * as z from 'zod';
import { Color, Form, Grade, MaterialType, PriceUnitSchema, WeightUnitSchema } from '@polyloop/shared/enums';
import { AuditFields } from '../history/index.js';
import { defineEntity } from '../../data/entity.js';

/** What a CRM company buys; a company with at least one is an active buyer. */
export const BuyProfile = defineEntity({
  name: 'buy-profile',
  schema: z.object({
    tenantId: z.string(),
    companyId: z.string(),
    profileId: z.string(),
    materialType: MaterialType,
    grades: z.array(Grade).default([]),
    forms: z.array(Form).default([]),
    colors: z.array(Color).default([]),
    minWeight: z.object({ unitValue: z.number(), unit: WeightUnitSchema }).optional(),
    priceTarget: z.object({ unitValue: z.number(), unit: PriceUnitSchema }).optional(),
    notes: z.string().optional(),
    createdDate: z.string(),
    /** Who changed it last, for the history feed the stream builds. */
    ...AuditFields,
  }),
  indexes: {
    // listBuyProfilesOfCompany: oldest first
    byCompany: { pk: ['tenantId', 'companyId'], sk: ['profileId'] },
  },
});
export type BuyProfileItem = z.infer<typeof BuyProfile.schema>;

/** A company's buy profiles, oldest first (a handful per company: one Query). */
export const listBuyProfilesOfCompany = (tenantId: string, companyId: string) =>
  BuyProfile.queryAll('byCompany', { tenantId, companyId });
