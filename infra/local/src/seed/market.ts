import type { MaterialType } from '@polyloop/shared';
import { demoAdministrator, demoCompanyNamed, type DemoCompanyRecord } from './demo-companies.js';
import { day, lbs, perLb } from './measures.js';

const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const tonnes = (unitValue: number) => ({ unitValue, unit: 'METRIC_TON' as const });
const perTonne = (unitValue: number) => ({ unitValue, unit: 'METRIC_TON' as const });

type Weight = ReturnType<typeof lbs> | ReturnType<typeof tonnes>;
type Price = ReturnType<typeof perLb> | ReturnType<typeof perTonne>;

/** A demo company's public offer: a have of its own put on the market. */
interface DemoOffer {
  company: string;
  materialType: MaterialType;
  materialName: string;
  weight: Weight;
  price: Price;
  terms: 'FOB_ORIGIN' | 'FOB_DESTINATION' | 'EXW' | 'DAP';
  days: number;
  notes: string;
}

/** A demo company's public request: a need of its own put on the market (opening later when `startsIn` is given). */
interface DemoRequest {
  company: string;
  title: string;
  materialType: MaterialType;
  weight: Weight;
  target?: Price;
  terms?: 'FOB_ORIGIN' | 'FOB_DESTINATION' | 'DAP';
  days: number;
  startsIn?: number;
  description: string;
}

const PUBLISHERS = [
  'Great Lakes Polymers',
  'Lone Star Resins',
  'Maple Leaf Plastics Recovery',
  'Fraser Valley Recyclers',
];

const OFFERS: DemoOffer[] = [
  {
    company: 'Great Lakes Polymers',
    materialType: 'PP',
    materialName: 'PP film regrind',
    weight: lbs(30_000),
    price: perLb(0.38),
    terms: 'FOB_ORIGIN',
    days: 21,
    notes: 'Post-industrial BOPP film, ground to 3/8", under 1% moisture.',
  },
  {
    company: 'Lone Star Resins',
    materialType: 'PE',
    materialName: 'HDPE off-grade pellets',
    weight: tonnes(24),
    price: perTonne(820),
    terms: 'FOB_ORIGIN',
    days: 10,
    notes: 'Off-spec blow-molding grade, MFI 0.3 to 0.5, in gaylords.',
  },
  {
    company: 'Lone Star Resins',
    materialType: 'ABS',
    materialName: 'Black ABS regrind',
    weight: lbs(18_000),
    price: perLb(0.52),
    terms: 'DAP',
    days: 16,
    notes: 'Automotive interior trim, single source.',
  },
  {
    company: 'Maple Leaf Plastics Recovery',
    materialType: 'PET',
    materialName: 'Clear PET bottle bales',
    weight: lbs(40_000),
    price: perLb(0.22),
    terms: 'FOB_ORIGIN',
    days: 14,
    notes: 'Curbside grade A bales, about 1,100 lbs each.',
  },
  {
    company: 'Fraser Valley Recyclers',
    materialType: 'PE',
    materialName: 'Densified LDPE film',
    weight: lbs(15_000),
    price: perLb(0.19),
    terms: 'EXW',
    days: 28,
    notes: 'Clear and natural stretch film, densified.',
  },
];

/** Great Lakes Polymers' request gets two offers from Lone Star Resins: one it qualifies, one it disqualifies. */
const ANSWERED: DemoRequest = {
  company: 'Great Lakes Polymers',
  title: 'Natural HDPE regrind, monthly',
  materialType: 'PE',
  weight: lbs(60_000),
  target: perLb(0.32),
  terms: 'FOB_DESTINATION',
  days: 12,
  description: 'Natural HDPE bottle regrind for pipe compounding, delivered to Chicago. Monthly loads.',
};

const REQUESTS: DemoRequest[] = [
  ANSWERED,
  {
    company: 'Lone Star Resins',
    title: 'PP copolymer pellets for injection',
    materialType: 'PP',
    weight: tonnes(20),
    target: perTonne(900),
    terms: 'DAP',
    days: 9,
    description: 'Black or natural, MFI 12 to 25.',
  },
  {
    company: 'Maple Leaf Plastics Recovery',
    title: 'Washed PET flake',
    materialType: 'PET',
    weight: lbs(50_000),
    terms: 'FOB_DESTINATION',
    days: 18,
    description: 'Clear flake, PVC under 50 ppm, for sheet.',
  },
  {
    company: 'Fraser Valley Recyclers',
    title: 'EPS foam blocks',
    materialType: 'PS',
    weight: lbs(8_000),
    days: 25,
    startsIn: 2,
    description: 'White packaging EPS, compacted or loose.',
  },
];

/**
 * The Materials Market of the demo: public offers and requests of several companies (supply and
 * demand to browse), Great Lakes Polymers' request answered by two offers it has rated, and private
 * requests between Great Lakes Polymers and Lone Star Resins (one active each way, one cancelled; one
 * with a short conversation), and a live reverse auction of Great Lakes Polymers with three bids from
 * the two companies linked with it.
 * Everything goes through the services the API uses, each company acting as its administrator;
 * the platform's pre-approval is written on the companies' tenant records, and each publisher
 * accepts the ground rules first. Links that trading needs are made if the network seed did not.
 */
export async function seedMarket(companies: DemoCompanyRecord[]): Promise<void> {
  const { requireProfile } = await import('@polyloop/functions/domain/public-company/public-company.entity');
  const { listLocationsOfCompany } = await import('@polyloop/functions/domain/location/location.entity');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Market = await import('@polyloop/functions/domain/market/market.service');
  const Offers = await import('@polyloop/functions/domain/network-offer/offer.service');
  const Requests = await import('@polyloop/functions/domain/network-request/request.service');
  const Comments = await import('@polyloop/functions/domain/comment/comment.service');

  const company = (name: string) => demoCompanyNamed(companies, name);
  const actorOf = demoAdministrator;
  const publicId = async (c: DemoCompanyRecord) => (await requireProfile(c.tenantId)).publicCompanyId;
  const contactOf = (c: DemoCompanyRecord) => {
    const admin = c.people.find((p) => p.admin)!;
    return { name: `${admin.firstName} ${admin.lastName}`, email: admin.email, phoneNumber: '3125550100' };
  };
  const hq = async (c: DemoCompanyRecord) =>
    (await listLocationsOfCompany(c.tenantId, c.tenantId, 'ACTIVE'))[0]?.locationId;

  // The platform's approval of public offers and requests is the access seed's (seed/access.ts), which runs first.

  // Answering needs links: the directory's demo network (seed/network.ts, run before) linked Great Lakes Polymers and Lone Star Resins.
  const [greatLakes, loneStar] = [company('Great Lakes Polymers'), company('Lone Star Resins')];

  for (const name of PUBLISHERS) await Market.acceptGroundRules(await actorOf(company(name)));

  for (const offer of OFFERS) {
    const c = company(offer.company);
    const actor = await actorOf(c);
    const have = await Listings.create(actor, 'have', {
      companyId: c.tenantId,
      locationId: await hq(c),
      materialType: offer.materialType,
      remainingWeight: offer.weight,
      price: offer.price,
      shippingTerms: offer.terms,
      palletized: false,
      expirationDate: day(offer.days),
      notes: offer.notes,
      representatives: [c.adminId],
    });
    await Market.publishOffer(actor, {
      haveId: have.id,
      askingPrice: offer.price,
      terms: offer.terms,
      materialName: offer.materialName,
      description: offer.notes,
      contactInformation: contactOf(c),
      representatives: [c.adminId],
    });
  }

  const published = new Map<DemoRequest, string>();
  for (const request of REQUESTS) {
    const c = company(request.company);
    const actor = await actorOf(c);
    const need = await Listings.create(actor, 'need', {
      companyId: c.tenantId,
      locationId: await hq(c),
      materialType: request.materialType,
      remainingWeight: request.weight,
      priceTarget: request.target,
      shippingTerms: request.terms,
      expirationDate: day(request.days + 10),
      notes: request.description,
      representatives: [c.adminId],
    });
    const listed = await Market.publishRequest(actor, {
      needId: need.id,
      title: request.title,
      description: request.description,
      startDate: request.startsIn ? at(request.startsIn) : undefined,
      endDate: at((request.startsIn ?? 0) + request.days),
      priceTarget: request.target,
      enforceTargetPrice: false,
      reverseAuction: false,
      contactInformation: contactOf(c),
      representatives: [c.adminId],
    });
    published.set(request, listed.id);
  }

  // Lone Star Resins answers Great Lakes Polymers' request twice; Great Lakes rates both offers.
  const loneStarActor = await actorOf(loneStar);
  const requestId = published.get(ANSWERED)!;
  const answers = [
    {
      name: 'Natural HDPE regrind',
      notes: 'Natural HDPE milk-bottle regrind, washed, 3/8" screen.',
      price: 0.3,
      weight: 40_000,
    },
    {
      name: 'Mixed-colour HDPE regrind',
      notes: 'Mixed-colour HDPE regrind, washed.',
      price: 0.36,
      weight: 30_000,
    },
  ];
  const made: string[] = [];
  for (const answer of answers) {
    const have = await Listings.create(loneStarActor, 'have', {
      companyId: loneStar.tenantId,
      locationId: await hq(loneStar),
      materialType: 'PE',
      remainingWeight: lbs(answer.weight),
      price: perLb(answer.price),
      palletized: false,
      expirationDate: day(30),
      notes: answer.notes,
      representatives: [loneStar.adminId],
    });
    const [offer] = await Offers.create(loneStarActor, {
      haveId: have.id,
      requestId,
      recipients: [],
      price: perLb(answer.price),
      weight: lbs(answer.weight),
      terms: 'FOB_DESTINATION',
      materialName: answer.name,
      description: answer.notes,
      message: 'Can ship the first load next week.',
      contactInformation: contactOf(loneStar),
      representatives: [loneStar.adminId],
    });
    made.push(offer!.id);
  }
  const greatLakesActor = await actorOf(greatLakes);
  await Offers.qualify(greatLakesActor, { requestId, offerIds: [made[0]!], qualification: 'QUALIFIED' });
  await Offers.qualify(greatLakesActor, { requestId, offerIds: [made[1]!], qualification: 'DISQUALIFIED' });

  // Private requests between the two: one active and one cancelled from Great Lakes, one active from Lone Star.
  const [loneStarId, greatLakesId] = [await publicId(loneStar), await publicId(greatLakes)];
  const privately = async (
    from: DemoCompanyRecord,
    to: string,
    title: string,
    materialType: MaterialType,
    weight: Weight,
  ) => {
    const actor = await actorOf(from);
    const locationId = (await hq(from))!;
    const need = await Listings.create(actor, 'need', {
      companyId: from.tenantId,
      locationId,
      materialType,
      remainingWeight: weight,
      expirationDate: day(30),
      representatives: [from.adminId],
    });
    const [sent] = await Requests.create(actor, {
      needId: need.id,
      title,
      locationId,
      receivingCompanyIds: [to],
      representatives: [from.adminId],
    });
    return { actor, sent: sent! };
  };
  const chicago = await privately(
    greatLakes,
    loneStarId,
    'PP homopolymer regrind for Chicago',
    'PP',
    lbs(25_000),
  );
  // Its conversation: Lone Star asks, Great Lakes answers (both see it on the request's page).
  await Comments.createComment(
    await actorOf(loneStar),
    { request: chicago.sent.id },
    'We have about 20,000 lbs of natural homopolymer regrind. Would a melt flow of 12 work?',
  );
  await Comments.createComment(
    chicago.actor,
    { request: chicago.sent.id },
    'Yes, MFI 10 to 14 is fine. Please include a certificate of analysis with your offer.',
  );
  const withdrawn = await privately(greatLakes, loneStarId, 'PS sheet scrap, one load', 'PS', lbs(12_000));
  await Requests.cancel(withdrawn.actor, withdrawn.sent.id);
  await privately(loneStar, greatLakesId, 'Natural LDPE film for Houston', 'PE', tonnes(12));

  // A live reverse auction of Great Lakes Polymers, bid on by both companies linked with it. Its
  // administrator is read afresh: an actor cached before the access seed has no approval yet.
  (await import('@polyloop/functions/domain/user/actor-cache')).forget(greatLakes.adminId);
  const auctioneer = await actorOf(greatLakes);
  const auctionNeed = await Listings.create(auctioneer, 'need', {
    companyId: greatLakes.tenantId,
    locationId: await hq(greatLakes),
    materialType: 'PP',
    remainingWeight: lbs(45_000),
    priceTarget: perLb(0.36),
    shippingTerms: 'FOB_DESTINATION',
    expirationDate: day(20),
    notes: 'PP film regrind for compounding, three loads to Chicago.',
    representatives: [greatLakes.adminId],
  });
  const auction = await Market.publishRequest(auctioneer, {
    needId: auctionNeed.id,
    title: 'PP film regrind, three loads: lowest price wins',
    description:
      'Reverse auction: bid per pound delivered to Chicago; each bid at least half a cent under the lowest.',
    endDate: at(3),
    priceTarget: perLb(0.36),
    enforceTargetPrice: false,
    maxOfferPrice: perLb(0.4),
    reverseAuction: true,
    bidIncrement: perLb(0.005),
    contactInformation: contactOf(greatLakes),
    representatives: [greatLakes.adminId],
  });
  for (const [bidder, price] of [
    [loneStar, 0.375],
    [company('Fraser Valley Recyclers'), 0.36],
    [loneStar, 0.35],
  ] as const) {
    const actor = await actorOf(bidder);
    const have = await Listings.create(actor, 'have', {
      companyId: bidder.tenantId,
      locationId: await hq(bidder),
      materialType: 'PP',
      remainingWeight: lbs(45_000),
      price: perLb(price),
      palletized: false,
      expirationDate: day(30),
      notes: 'PP film regrind, washed and ground.',
      representatives: [bidder.adminId],
    });
    await Offers.create(actor, {
      haveId: have.id,
      requestId: auction.id,
      recipients: [],
      price: perLb(price),
      weight: lbs(15_000),
      terms: 'FOB_DESTINATION',
      materialName: 'PP film regrind',
      contactInformation: contactOf(bidder),
      representatives: [bidder.adminId],
    });
  }
}
