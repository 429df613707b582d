import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { defineEvent } from '../../lib/events.js';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { BuyProfile } from './buy-profile.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  companyId: z.string(),
  profileId: z.string(),
  materialType: MaterialType,
});

/** A partner's buy profile was added, changed or removed: what it wants is matched against the company's haves. */
export const BuyProfileEvents = {
  ...lifecycleContracts('buy-profile', Ref),
  removed: defineEvent('buy-profile.removed', 1, Ref.extend({ actorId: z.string().nullable() })),
};

export const buyProfileEvents = lifecycle(BuyProfileEvents, BuyProfile.decode, (p) => ({
  tenantId: p.tenantId,
  companyId: p.companyId,
  profileId: p.profileId,
  materialType: p.materialType,
}));
