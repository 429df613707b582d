import { randomUUID } from 'node:crypto';
import { AdminRoutes, buildPath, NetworkRoutes } from '@polyloop/shared';
import { benchHave, benchPublicProfile, benchTenant, type Cloud } from './harness.js';
import { measure } from './stats.js';

const COMPANIES = Number(process.env.BENCH_NETWORK_COMPANIES ?? 500);
const LINKS = Number(process.env.BENCH_NETWORK_LINKS ?? 5_000);
const OFFERS = Number(process.env.BENCH_NETWORK_OFFERS ?? 20_000);
const PUBLIC_OFFERS = Number(process.env.BENCH_NETWORK_PUBLIC_OFFERS ?? 2_000);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });

/**
 * The network at the size the issue names: 500 companies, 5,000 links and 20,000 offers (each
 * kept for both of its companies, as the services keep them), and a market of public offers with
 * its closing-hour counters. One company is real and signed in; it is party to enough open offers
 * that every timed counter-offer is a fresh move of its own. Times the market supply page, an
 * offer's detail with its negotiation, and a counter-offer (the write), and counts the DynamoDB
 * requests each makes.
 */
export async function networkFigures(cloud: Cloud, samples: number) {
  const { company, api, get, requestsOf, countsOf } = await benchTenant(cloud, 'Network bench', {
    services: ['GRINDING'],
    plan: 'INTELLIGENCE',
  });
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { PublicProfile } = await import('@polyloop/functions/domain/public-company/public-company.entity');
  const { LinkEntity } = await import('@polyloop/functions/domain/link/link.entity');
  const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
  const { NetworkOfferEntity } =
    await import('@polyloop/functions/domain/network-offer/network-offer.entity');
  const { PublicListingEntity } = await import('@polyloop/functions/domain/market/public-listing.entity');
  const { Counter } = await import('@polyloop/functions/domain/counter/counter.entity');
  const { MARKET_TENANT } = await import('@polyloop/functions/domain/market/market.service');
  const { newNetworkId } = await import('@polyloop/functions/domain/network/network-id');
  const started = Date.now();
  const at = new Date().toISOString();
  const me = (await api.ok(AdminRoutes.getPublicCompany)).body;

  // The other companies: a public profile and one have each, enough weight for every offer on it.
  const others = Array.from({ length: COMPANIES - 1 }, (_, n) => ({
    tenantId: randomUUID(),
    publicCompanyId: randomUUID(),
    name: `Bench Recycler ${String(n).padStart(3, '0')}`,
    haveId: `bench-have-${n}`,
  }));
  const parties = [
    { tenantId: company.tenantId, publicCompanyId: me.id, name: me.name, haveId: 'bench-have-me' },
    ...others,
  ];
  const puts = [];
  for (const [n, p] of parties.entries()) {
    if (n > 0)
      puts.push(PublicProfile.batchPut(benchPublicProfile(p.tenantId, p.publicCompanyId, p.name, at)));
    puts.push(
      HaveItem.batchPut(
        benchHave(
          {
            tenantId: p.tenantId,
            companyName: p.name,
            id: p.haveId,
            identifier: `B${n}-H1`,
            pounds: 10_000_000,
          },
          at,
        ),
      ),
    );
  }
  // Links: each company with the next ones round the ring until 5,000 pairs, both sides each.
  let made = 0;
  for (let step = 1; made < LINKS; step++)
    for (let i = 0; i < parties.length && made < LINKS; i++, made++) {
      const a = parties[i]!;
      const b = parties[(i + step) % parties.length]!;
      const side = (x: typeof a, y: typeof a) =>
        LinkEntity.batchPut({
          tenantId: x.tenantId,
          publicCompanyId: y.publicCompanyId,
          otherTenantId: y.tenantId,
          status: 'LINKED',
          representatives: [],
          updatedBy: 'bench',
          requestedDate: at,
          updatedDate: at,
        });
      puts.push(side(a, b), side(b, a));
    }
  // Offers: the first ones go to the bench company (open, its turn to answer), the rest between the others.
  const mine: string[] = [];
  const mineCount = Math.min(OFFERS / 10, samples + 100);
  for (let n = 0; n < OFFERS; n++) {
    const seller = n < mineCount ? parties[1 + (n % others.length)]! : parties[1 + (n % others.length)]!;
    const buyer = n < mineCount ? parties[0]! : parties[1 + ((n * 7 + 3) % others.length)]!;
    if (buyer.tenantId === seller.tenantId) continue;
    const offerId = newNetworkId(Date.now() - (OFFERS - n) * 1000);
    if (n < mineCount) mine.push(offerId);
    const terms = {
      price: { unitValue: 0.4 + (n % 10) / 100, unit: 'POUND' as const },
      weight: lbs(10_000 + (n % 30) * 1000),
      terms: 'FOB_ORIGIN' as const,
    };
    const offering = {
      tenantId: seller.tenantId,
      offerId,
      side: 'OFFERING' as const,
      otherTenantId: buyer.tenantId,
      lane: 'OPEN' as const,
      status: 'OFFERED' as const,
      offeringCompany: { id: seller.publicCompanyId, name: seller.name },
      receivingCompany: { id: buyer.publicCompanyId, name: buyer.name },
      listingId: seller.haveId,
      haveId: seller.haveId,
      haveIdentifier: 'B-H1',
      materialName: 'PP homopolymer regrind',
      materialType: 'PP' as const,
      totalAvailableWeight: lbs(10_000_000),
      ...terms,
      offererContact: { name: 'Bench Seller', email: 'seller@bench.example', phoneNumber: '3125550100' },
      representatives: [],
      // The bench company's offers carry their first step (and are told to it, as a new offer is);
      // the others' histories are left empty so seeding tells nobody of 20,000 offers.
      negotiations:
        n < mineCount
          ? [
              {
                seq: 1,
                side: 'OFFERING' as const,
                action: 'OFFER' as const,
                ...terms,
                message: 'Bench offer',
                reason: null,
                userName: 'Bench',
                at,
              },
            ]
          : [],
      expirationDate: day(30),
      createdDate: at,
      updatedDate: new Date(Date.now() - (OFFERS - n) * 1000).toISOString(),
      version: 1,
    };
    puts.push(
      NetworkOfferEntity.batchPut(offering),
      NetworkOfferEntity.batchPut({
        ...offering,
        tenantId: buyer.tenantId,
        otherTenantId: seller.tenantId,
        side: 'RECEIVING',
        listingId: undefined,
      }),
    );
  }
  // The market: public offers of the other companies closing over the next 30 days, and their closing-day counters.
  const days = new Map<string, number>();
  for (let n = 0; n < PUBLIC_OFFERS; n++) {
    const p = parties[1 + (n % others.length)]!;
    const closesAt = new Date(Date.now() + (1 + (n % 720)) * 3_600_000).toISOString();
    const name = (scope: string) => `PUBLIC_OFFER:${scope}:${closesAt.slice(0, 10)}`;
    for (const scope of ['all', 't=PP']) days.set(name(scope), (days.get(name(scope)) ?? 0) + 1);
    puts.push(
      PublicListingEntity.batchPut({
        id: newNetworkId(Date.now() - n),
        kind: 'PUBLIC_OFFER',
        tenantId: p.tenantId,
        publicCompanyId: p.publicCompanyId,
        companyName: p.name,
        lane: 'OPEN',
        status: 'ACTIVE',
        recordId: p.haveId,
        recordIdentifier: 'B-H1',
        materialName: 'PP homopolymer regrind',
        materialType: 'PP',
        weight: lbs(40_000),
        askingPrice: { unitValue: 0.45, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        expirationDate: closesAt.slice(0, 10),
        contactInformation: {
          name: 'Bench Seller',
          email: 'seller@bench.example',
          phoneNumber: '3125550100',
        },
        closesAt,
        createdDate: at,
        activatedDate: at,
        updatedDate: at,
        version: 1,
      }),
    );
  }
  for (const [name, count] of days) puts.push(Counter.batchPut({ tenantId: MARKET_TENANT, name, count }));
  await batchPut(puts, 8);
  const seedMs = Date.now() - started;
  await cloud.settle();
  const settledMs = Date.now() - started;

  const supply = `${NetworkRoutes.listPublicOffers.path}?page=0&size=25`;
  const detail = (id: string) => buildPath(NetworkRoutes.getNetworkOffer.path, { id });
  const counterOf = (id: string) => buildPath(NetworkRoutes.negotiateOffer.path, { id });
  const counter = (id: string) =>
    api.raw('POST', counterOf(id), {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'COUNTER',
        price: { unitValue: 0.41, unit: 'POUND' },
        weight: lbs(12_000),
        terms: 'FOB_DESTINATION',
        message: 'Bench counter',
      }),
    });
  const rows = [];
  rows.push({
    label: 'Market supply page (25)',
    samples: await measure(samples, () => get(supply)),
    requests: await requestsOf(supply),
  });
  rows.push({
    label: 'Offer detail + negotiation',
    samples: await measure(samples, (i) => get(detail(mine[(i * 7919) % mine.length]!))),
    requests: await requestsOf(detail(mine[0]!)),
  });
  // Each counter is the bench company's move on an offer still waiting for it: the first two
  // count the requests of one write, the rest are timed.
  let next = 0;
  const counted = await countsOf(
    async () => {
      const res = await counter(mine[next++]!);
      if (res.status !== 200)
        throw new Error(`a counter answered ${res.status}: ${'text' in res ? res.text : ''}`);
    },
    () => get(detail(mine[0]!)),
  );
  const WARMUP = 50;
  const timedCounters = Math.min(samples, mine.length - next - WARMUP);
  rows.push({
    label: 'Counter-offer (write)',
    samples: await measure(
      timedCounters,
      async () => {
        const res = await counter(mine[next++]!);
        if (res.status !== 200) throw new Error(`a counter answered ${res.status}`);
      },
      WARMUP,
    ),
    requests: counted,
  });
  return {
    title: `The network with ${COMPANIES} companies, ${LINKS.toLocaleString('en-US')} links, ${OFFERS.toLocaleString('en-US')} offers and ${PUBLIC_OFFERS.toLocaleString('en-US')} public offers (written in ${(seedMs / 1000).toFixed(1)} s, stream settled after ${(settledMs / 1000).toFixed(1)} s)`,
    rows,
  };
}
