import type { FreightPartner } from '@polyloop/shared/freight/freight';
import type { PartnerSnapshot } from './freight.entity.js';
import type { FreightPartnerItem } from './partner.entity.js';

/** A partner as users see it, and as a search keeps it. */
export const partnerView = (p: PartnerSnapshot | FreightPartnerItem): FreightPartner => ({
  id: 'partnerId' in p ? p.partnerId : p.id,
  name: p.name,
  logo: p.logoUrl ? { filePath: p.logoUrl } : null,
  bookingDisclaimer: p.bookingDisclaimer,
  regions: p.regions,
  sandbox: p.sandbox,
});

export const snapshotOf = (p: FreightPartnerItem): PartnerSnapshot => ({
  id: p.partnerId,
  name: p.name,
  ...(p.logoUrl ? { logoUrl: p.logoUrl } : {}),
  bookingDisclaimer: p.bookingDisclaimer,
  regions: p.regions,
  sandbox: p.sandbox,
});
