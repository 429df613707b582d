import { demoAdministrator, demoCompanyNamed, type DemoCompanyRecord } from './demo-companies.js';
import { day, lbs, perLb } from './measures.js';

/** The spec sheet the demo's public offer of LDPE film is published with. */
const FILM_SPEC_SHEET = [
  'LDPE stretch film bales: specification',
  'Material: post-industrial LDPE stretch film, clear, no printing',
  'Bale size: about 1,100 lbs, 48 x 30 x 60 in',
  'Contamination: under 2% (paper labels, cores removed)',
].join('\n');

/**
 * The demo network's trade between Great Lakes Polymers and Lone Star Resins, made through the
 * services the API uses, each company acting as its administrator: an offer waiting for an answer,
 * one countered and countered back, one accepted and waiting to be confirmed, one confirmed with the
 * seller's order, two public offers (one with its spec sheet, one with a bid on it), and a conversation. The two companies
 * are linked first when they are not yet, so this runs with or without the directory's demo links.
 */
export async function seedOffers(companies: DemoCompanyRecord[]): Promise<void> {
  const Links = await import('@polyloop/functions/domain/link/link.service');
  const Profiles = await import('@polyloop/functions/domain/public-company/public-company.service');
  const PublicLocations = await import('@polyloop/functions/domain/public-company/public-location.service');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Materials = await import('@polyloop/functions/domain/material/material.service');
  const Offers = await import('@polyloop/functions/domain/network-offer/offer.service');
  const Market = await import('@polyloop/functions/domain/market/market.service');
  const Comments = await import('@polyloop/functions/domain/comment/comment.service');
  const { listLocationsOfCompany } = await import('@polyloop/functions/domain/location/location.entity');

  const named = (name: string) => demoCompanyNamed(companies, name);
  const seller = named('Great Lakes Polymers');
  const buyer = named('Lone Star Resins');
  const actorOf = demoAdministrator;
  const [glp, lsr] = await Promise.all([actorOf(seller), actorOf(buyer)]);
  const [glpProfile, lsrProfile] = await Promise.all([
    Profiles.get(seller.tenantId),
    Profiles.get(buyer.tenantId),
  ]);

  // Offers need a link: the directory's demo network (seed/network.ts, run before) made this one.
  if ((await Links.publicCompany(glp, lsrProfile.id)).link?.status !== 'LINKED')
    throw new Error('The demo network should link Great Lakes Polymers and Lone Star Resins');

  /** A have of the company's own at its headquarters, of the demo material of that type. */
  const haveOf = async (
    actor: typeof glp,
    c: DemoCompanyRecord,
    h: { materialType: 'PE' | 'PP'; pounds: number; price: number; notes: string; ownMaterial?: boolean },
  ) => {
    const materials =
      h.ownMaterial === false
        ? []
        : (await Materials.list(actor, { page: 0, size: 25, archived: 'false' })).items;
    const [headquarters] = await listLocationsOfCompany(c.tenantId, c.tenantId, 'ACTIVE');
    return Listings.create(actor, 'have', {
      companyId: c.tenantId,
      locationId: headquarters?.locationId,
      materialId: materials.find((m) => m.type === h.materialType)?.id,
      materialType: h.materialType,
      remainingWeight: lbs(h.pounds),
      price: perLb(h.price),
      packaging: 'BALES',
      palletized: true,
      shippingTerms: 'FOB_ORIGIN',
      expirationDate: day(30),
      notes: h.notes,
      representatives: [c.adminId],
    });
  };
  const contactOf = (c: DemoCompanyRecord, phoneNumber: string) => {
    const admin = c.people.find((p) => p.admin)!;
    return { name: `${admin.firstName} ${admin.lastName}`, email: admin.email, phoneNumber };
  };
  const [glpPlace] = await PublicLocations.all(seller.tenantId);
  const [lsrPlace] = await PublicLocations.all(buyer.tenantId);
  if (!glpPlace || !lsrPlace) return;
  const offer = async (
    from: 'GLP' | 'LSR',
    haveId: string,
    price: number,
    pounds: number,
    message: string,
  ) => {
    const [actor, to, place, company, phone] =
      from === 'GLP'
        ? [glp, lsrProfile.id, lsrPlace.id, seller, '3125550142']
        : [lsr, glpProfile.id, glpPlace.id, buyer, '7135550187'];
    const [made] = await Offers.create(actor, {
      haveId,
      recipients: [{ companyId: to, destinationLocationId: place }],
      price: perLb(price),
      weight: lbs(pounds),
      terms: 'FOB_ORIGIN',
      message,
      ...(from === 'LSR'
        ? {
            materialName: 'Off-grade PP homopolymer pellets',
            grade: 'OFF_GRADE' as const,
            form: 'PELLETS' as const,
          }
        : {}),
      contactInformation: contactOf(company, phone),
      representatives: [company.adminId],
    });
    return made!;
  };

  const hdpe = await haveOf(glp, seller, {
    materialType: 'PE',
    pounds: 80_000,
    price: 0.36,
    notes: 'Natural HDPE regrind from bottle caps, washed, under 1% fines.',
  });
  const resin = await haveOf(lsr, buyer, {
    materialType: 'PP',
    pounds: 120_000,
    price: 0.41,
    notes: 'Off-grade PP homopolymer pellets, mixed lots, 2-4 MFI.',
    ownMaterial: false,
  });

  // Waiting for Lone Star's answer.
  await offer('GLP', hdpe.id, 0.38, 20_000, 'Two truckloads ready at our Chicago yard.');

  // Countered by Great Lakes, countered back by Lone Star: Great Lakes' turn.
  const countered = await offer('LSR', resin.id, 0.44, 40_000, 'Off-grade PP, ready to ship from Houston.');
  const c1 = await Offers.negotiate(glp, countered.id, {
    action: 'COUNTER',
    version: countered.version,
    price: perLb(0.39),
    weight: lbs(40_000),
    terms: 'FOB_DESTINATION',
    message: 'Could you deliver to Chicago at this price?',
  });
  await Offers.negotiate(lsr, countered.id, {
    action: 'COUNTER',
    version: c1.version,
    price: perLb(0.42),
    weight: lbs(40_000),
    terms: 'FOB_DESTINATION',
    message: 'Delivered is fine; we can meet you at 0.42.',
  });
  await Comments.createComment(glp, { offer: countered.id }, 'Do you have a recent MFI test for these lots?');
  await Comments.createComment(
    lsr,
    { offer: countered.id },
    'Yes, I will attach the certificate of analysis this afternoon.',
  );

  // Accepted by Lone Star: both companies may now confirm.
  const accepted = await offer('GLP', hdpe.id, 0.37, 25_000, 'Price holds through the end of the month.');
  await Offers.negotiate(lsr, accepted.id, {
    action: 'ACCEPT',
    version: accepted.version,
    message: 'Agreed. Please send the paperwork.',
  });

  // Confirmed by the seller, with its order; the buyer can still confirm into its own.
  const deal = await offer('LSR', resin.id, 0.4, 30_000, 'Repeat of last quarter’s load.');
  const agreed = await Offers.negotiate(glp, deal.id, { action: 'ACCEPT', version: deal.version });
  await Offers.confirm(lsr, deal.id, {
    version: agreed.version,
    customerPoNumber: 'GLP-PO-3301',
    notes: 'Repeat load from the network.',
  });

  // Both companies may publish (seed/access.ts) and their administrators accepted the ground rules (seed/market.ts).
  const film = await haveOf(glp, seller, {
    materialType: 'PE',
    pounds: 36_000,
    price: 0.22,
    notes: 'Baled LDPE stretch film, clear, post-industrial.',
    ownMaterial: false,
  });
  // Published with its spec sheet, which every company reading the listing may download.
  await Market.publishOffer(
    glp,
    {
      haveId: film.id,
      materialName: 'LDPE stretch film bales',
      askingPrice: perLb(0.22),
      terms: 'FOB_ORIGIN',
      contactInformation: contactOf(seller, '3125550142'),
      representatives: [seller.adminId],
    },
    [{ name: 'LDPE film spec sheet.txt', data: Buffer.from(FILM_SPEC_SHEET) }],
  );
  const pellets = await haveOf(lsr, buyer, {
    materialType: 'PP',
    pounds: 60_000,
    price: 0.47,
    notes: 'Black PP copolymer pellets, consistent melt flow.',
  });
  const listed = await Market.publishOffer(lsr, {
    haveId: pellets.id,
    terms: 'FOB_ORIGIN',
    contactInformation: contactOf(buyer, '7135550187'),
    representatives: [buyer.adminId],
  });
  await Offers.bid(glp, listed.id, {
    price: perLb(0.43),
    weight: lbs(20_000),
    terms: 'FOB_DESTINATION',
    destinationLocationId: glpPlace.id,
    message: 'Interested in one truckload delivered to Chicago.',
    contactInformation: contactOf(seller, '3125550142'),
    representatives: [seller.adminId],
  });
}
