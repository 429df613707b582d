import { encodeOpenBids, type OpenBid } from './open-bids.js';

export const at = '2026-03-01T10:00:00.000Z';
export const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });

/** Open bids as a listing stores them, each bidder named after its tenant. */
export const storedBids = (bids: OpenBid[]) =>
  encodeOpenBids({
    bids,
    bidders: Object.fromEntries(bids.map((b) => [b.tenantId, { id: `p-${b.tenantId}`, name: b.tenantId }])),
  });

/** A buyer's public request run as a reverse auction, at `version`, holding `bids`. */
export const reverseAuction = (bids: OpenBid[], version: number) => ({
  id: 'l1',
  kind: 'PUBLIC_REQUEST',
  tenantId: 't0',
  publicCompanyId: 'p0',
  companyName: 'Buyer',
  lane: 'OPEN',
  status: 'ACTIVE',
  recordId: 'n1',
  recordIdentifier: 'N1',
  materialType: 'PP',
  weight: { unitValue: 1000, unit: 'POUND' },
  reverseAuction: true,
  bidIncrement: perLb(0.01),
  contactInformation: { name: 'Ann', email: 'ann@buyer.example', phoneNumber: '3125550142' },
  closesAt: '2026-03-05T10:00:00.000Z',
  createdDate: at,
  activatedDate: at,
  updatedDate: at,
  version,
  bidCount: bids.length,
  openBids: storedBids(bids),
});
