import { demoAdministrator, demoCompanyNamed, type DemoCompanyRecord } from './demo-companies.js';
import { day, inHours, lbs, perLb } from './measures.js';

/**
 * The demo auctions, made through the services the API uses: Great Lakes Polymers auctions a have
 * to its two linked companies. One runs for two days with bids from both (Lone Star Resins behind
 * a hidden maximum, so its proxy has already answered) and its end moved later once, one ends
 * within the hour with no bid yet, and one has closed, won by Fraser Valley Recyclers: its
 * transaction fee is on Great Lakes Polymers' statement under Administration → Billing.
 */
export async function seedAuctions(companies: DemoCompanyRecord[]): Promise<void> {
  const Profiles = await import('@polyloop/functions/domain/public-company/public-company.service');
  const PublicLocations = await import('@polyloop/functions/domain/public-company/public-location.service');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Auctions = await import('@polyloop/functions/domain/auction/auction.service');
  const Bids = await import('@polyloop/functions/domain/auction/auction.bids');
  const { listLocationsOfCompany } = await import('@polyloop/functions/domain/location/location.entity');

  const seller = demoCompanyNamed(companies, 'Great Lakes Polymers');
  const bidders = [
    demoCompanyNamed(companies, 'Lone Star Resins'),
    demoCompanyNamed(companies, 'Fraser Valley Recyclers'),
  ];
  const owner = await demoAdministrator(seller);
  const [headquarters] = await listLocationsOfCompany(seller.tenantId, seller.tenantId, 'ACTIVE');
  const profiles = await Promise.all(bidders.map((b) => Profiles.get(b.tenantId)));

  const have = (pounds: number, notes: string) =>
    Listings.create(owner, 'have', {
      companyId: seller.tenantId,
      locationId: headquarters?.locationId,
      materialType: 'PP',
      remainingWeight: lbs(pounds),
      price: perLb(0.38),
      packaging: 'BOXES',
      palletized: true,
      shippingTerms: 'FOB_ORIGIN',
      expirationDate: day(30),
      notes,
      representatives: [seller.adminId],
    });
  const start = (haveId: string, materialName: string, endDate: string, startingBid: number) =>
    Auctions.create(owner, {
      coreHaveId: haveId,
      materialName,
      materialDescription: 'Gaylords on pallets, loaded at our Chicago dock.',
      terms: 'FOB_ORIGIN',
      startingBid: perLb(startingBid),
      bidIncrement: perLb(0.005),
      reservePrice: perLb(startingBid + 0.02),
      endDate,
      bidders: profiles.map((p) => p.id),
      isPublic: false,
      feeAgreement: true,
    });

  const regrind = await have(40_000, 'PP homopolymer regrind from automotive trim, black, 3/8 inch.');
  const live = await start(regrind.id, 'Black PP regrind, automotive', inHours(48), 0.3);
  const soon = await have(22_000, 'Natural PP purge chunks, sorted by grade.');
  await start(soon.id, 'Natural PP purge', inHours(0.75), 0.22);

  const bid = async (
    company: DemoCompanyRecord,
    phoneNumber: string,
    price: number,
    maximum?: number,
    auctionId = live.id,
  ) => {
    const actor = await demoAdministrator(company);
    const [place] = await PublicLocations.all(company.tenantId);
    const admin = company.people.find((p) => p.admin)!;
    if (!place) return;
    await Bids.placeBid(actor, auctionId, {
      price: perLb(price),
      ...(maximum ? { maximum: perLb(maximum) } : {}),
      contactInformation: { name: `${admin.firstName} ${admin.lastName}`, email: admin.email, phoneNumber },
      destinationLocationId: place.id,
    });
  };
  await bid(bidders[0]!, '7135550187', 0.3);
  // Lone Star's maximum reaches the reserve, so its first bid is raised to the reserve; its proxy answers Fraser Valley twice.
  await bid(bidders[0]!, '7135550187', 0.305, 0.34);
  await bid(bidders[1]!, '6045550123', 0.325);
  await bid(bidders[1]!, '6045550123', 0.335);
  // With bids placed the end may only move later: the seller gave its bidders four more hours, which the auction's history shows.
  await Auctions.update(owner, live.id, { materialName: live.materialName, endDate: inHours(52) });

  await seedWonAuction(owner, bidders[1]!, have, start, bid);
}

/**
 * An auction that has closed and been won, so the seller's transaction fee statement is not empty:
 * bid on, its end moved into the past as time passing would, closed by the close timer's own
 * code, and its winner declared at the winning bid (which records the fee and its journal entry).
 */
async function seedWonAuction(
  owner: Awaited<ReturnType<typeof demoAdministrator>>,
  winner: DemoCompanyRecord,
  have: (pounds: number, notes: string) => Promise<{ id: string }>,
  start: (
    haveId: string,
    materialName: string,
    endDate: string,
    startingBid: number,
  ) => Promise<{ id: string }>,
  bid: (
    company: DemoCompanyRecord,
    phoneNumber: string,
    price: number,
    maximum?: number,
    auctionId?: string,
  ) => Promise<void>,
): Promise<void> {
  const { AuctionEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
  const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
  const Close = await import('@polyloop/functions/domain/auction/auction.close');
  const Bids = await import('@polyloop/functions/domain/auction/auction.bids');
  const lot = await have(18_000, 'Grey PP crate regrind, washed.');
  const won = await start(lot.id, 'Grey PP crate regrind', inHours(24), 0.26);
  await bid(winner, '6045550123', 0.29, undefined, won.id);
  const item = (await AuctionEntity.get({ auctionId: won.id }, { consistent: true }))!;
  await AuctionEntity.update(
    { auctionId: won.id },
    { endDate: new Date(Date.now() - 1_000).toISOString(), version: item.version + 1 },
    { current: item, condition: { version: item.version } },
  );
  await close(won.id);
  const leading = (await Bids.listBids(owner, won.id, 0, 10)).items.find((b) => b.status === 'LEADING');
  if (!leading) return;
  await Close.declareWinner(owner, won.id, {
    auctionBidId: leading.id,
    contactInformation: { name: 'Great Lakes Polymers', email: owner.email, phoneNumber: '3125550100' },
  });
}
