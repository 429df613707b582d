import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { LinkEntity } from './link.entity.js';

const LinkRef = z.object({
  /** The company this side belongs to: the one to tell. */
  tenantId: z.string(),
  /** The other company's public id. */
  publicCompanyId: z.string(),
  actorId: z.string(),
  representatives: z.array(z.string()),
});

/**
 * `link.requested` lands on the side that was asked (its item became PENDING_FROM);
 * `link.accepted` on the side that asked (its PENDING_TO became LINKED).
 */
export const LinkEvents = {
  requested: defineEvent('link.requested', 1, LinkRef.extend({ message: z.string().nullable() })),
  accepted: defineEvent('link.accepted', 1, LinkRef),
};

export const linkEvents: Derivation = (change) => {
  const { before, after } = images(LinkEntity.decode, change);
  if (!after || before?.status === after.status) return [];
  const ref = {
    tenantId: after.tenantId,
    publicCompanyId: after.publicCompanyId,
    actorId: after.updatedBy,
    representatives: after.representatives,
  };
  if (after.status === 'PENDING_FROM') {
    return [
      derived(change, LinkEvents.requested, { ...ref, message: after.message ?? null }, after.updatedDate),
    ];
  }
  if (after.status === 'LINKED' && before?.status === 'PENDING_TO') {
    return [derived(change, LinkEvents.accepted, ref, after.updatedDate)];
  }
  return [];
};
