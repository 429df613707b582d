import { IdentityRoutes, NetworkRoutes } from '@polyloop/shared';
import type { AuctionInput } from '@polyloop/shared/network/auction';
import { eventually } from '../support/eventually.js';
import { contact, link, newHave, perLb, type Party } from '../support/network.js';

/** What the auctions suites share: the platform's approval, an auction of a fresh have, a bid, and time moved on. */

export { perLb };
export const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** The platform pre-approves the company's private auctions (as its administrators would), effective once its people's permissions say so. */
export async function allowAuctions(p: Party): Promise<void> {
  const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
  const tenant = await Tenant.get({ tenantId: p.company.tenantId });
  await Tenant.update(
    { tenantId: p.company.tenantId },
    { publishing: { ...tenant!.publishing, privateAuctionPermission: 'PRE_APPROVED' } },
  );
  for (const client of [p.admin, p.member])
    await eventually(
      async () =>
        (await client.ok(IdentityRoutes.getAccount)).body.permissions.includes('PRIVATE_AUCTION_WRITE')
          ? true
          : undefined,
      { attempts: 60, intervalMs: 250 },
    );
}

/** How the auctions suites start: the owner may auction, and is linked with each company it invites to bid. */
export async function auctioneerWith(owner: Party, bidders: Party[]): Promise<void> {
  await allowAuctions(owner);
  await Promise.all(bidders.map((bidder) => link(owner, bidder)));
}

/** A day-long auction of 10,000 lb of a fresh 12,000 lb have of the owner's: starting at $0.30/lb, rising by $0.01. */
export async function auctionOf(owner: Party, bidders: Party[], extra: Partial<AuctionInput> = {}) {
  const have = await newHave(owner, 12_000);
  const body = {
    coreHaveId: have.id,
    materialName: 'PP regrind lot',
    terms: 'FOB_ORIGIN' as const,
    startingBid: perLb(0.3),
    bidIncrement: perLb(0.01),
    weight: { unitValue: 10_000, unit: 'POUND' as const },
    endDate: inMinutes(24 * 60),
    bidders: bidders.map((b) => b.id),
    feeAgreement: true as const,
    ...extra,
  };
  return (await owner.member.ok(NetworkRoutes.createAuction, { body })).body;
}

/** A bid of the party's, to its own location, with an optional hidden maximum. */
export const bidBy = (p: Party, price: number, maximum?: number) => ({
  price: perLb(price),
  ...(maximum !== undefined ? { maximum: perLb(maximum) } : {}),
  contactInformation: contact(p),
  destinationLocationId: p.publicLocationId,
});

/** Moves an auction's end a second into the past, as time passing would (nothing closes it first). */
export async function age(auctionId: string): Promise<void> {
  const { AuctionEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
  const item = await AuctionEntity.get({ auctionId }, { consistent: true });
  // A new version, as every write of an auction is: bids are judged against the version last seen.
  await AuctionEntity.update(
    { auctionId },
    { endDate: new Date(Date.now() - 1_000).toISOString(), version: item!.version + 1 },
    { current: item!, condition: { version: item!.version } },
  );
}
