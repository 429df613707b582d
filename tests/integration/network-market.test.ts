import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, NetworkRoutes, PUBLIC_PROFILE_MESSAGES, SupplyRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { eventually } from '../support/eventually.js';
import { contact, lbs, link, newHave, newNeed, party, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const [seller, requester, cheap, dear, stranger, unapproved] = useParties(cloud, [
  ['Lister', { approved: true }],
  ['Requester', { approved: true }],
  ['Cheap', { approved: true }],
  ['Dear', { approved: true }],
  ['Stranger', { approved: true }],
  'Unapproved',
]);

beforeAll(async () => {
  await Promise.all([link(cheap, requester), link(dear, requester), link(requester, seller)]);
});

const publicOffer = (p: Party, haveId: string) => ({
  haveId,
  askingPrice: perLb(0.48),
  terms: 'FOB_ORIGIN' as const,
  contactInformation: contact(p),
  representatives: [p.company.member.userId],
});

describe('public offers', () => {
  let listingId: string;

  it('asks for the ground rules before the first listing, and the platform’s approval before any', async () => {
    const have = await newHave(seller, 30_000);
    const refused = await seller.member.refused(NetworkRoutes.createPublicOffer, {
      body: publicOffer(seller, have.id),
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'GROUND_RULES', message: MARKET_MESSAGES.groundRules },
    });
    const rules = (await seller.member.ok(NetworkRoutes.acceptGroundRules)).body;
    expect(rules.acceptedDate).not.toBeNull();
    expect(rules.rules.length).toBeGreaterThan(3);

    const listing = (
      await seller.member.ok(NetworkRoutes.createPublicOffer, { body: publicOffer(seller, have.id) })
    ).body;
    expect(listing).toMatchObject({
      kind: 'PUBLIC_OFFER',
      own: true,
      haveId: have.id,
      status: 'ACTIVE',
      weight: lbs(30_000),
      askingPrice: perLb(0.48),
      company: { id: seller.id },
    });
    listingId = listing.id;
    expect(
      (await seller.member.refused(NetworkRoutes.createPublicOffer, { body: publicOffer(seller, have.id) }))
        .body.message,
    ).toBe(MARKET_MESSAGES.alreadyListed);

    const other = await newHave(unapproved, 100);
    expect(
      (
        await unapproved.admin.refused(NetworkRoutes.createPublicOffer, {
          body: publicOffer(unapproved, other.id),
        })
      ).status,
    ).toBe(403);
  });

  it('is on every company’s market supply, without its contact until linked', async () => {
    const supply = await stranger.member.ok(NetworkRoutes.listPublicOffers, {
      query: { materialType: 'PP', size: 100 },
    });
    const seen = supply.body.find((l) => l.id === listingId);
    expect(seen).toMatchObject({ own: false, haveId: null, contactInformation: null, representatives: [] });
    expect(supply.total).toBeGreaterThanOrEqual(1);
    expect(
      (
        await stranger.member.ok(NetworkRoutes.listPublicOffers, { query: { materialType: 'PE', size: 100 } })
      ).body.map((l) => l.id),
    ).not.toContain(listingId);
    const detail = (await requester.member.ok(NetworkRoutes.getPublicOffer, { params: { id: listingId } }))
      .body;
    expect(detail).toMatchObject({ linked: true, contactInformation: { email: seller.company.admin.email } });
    expect((await requester.member.ok(NetworkRoutes.getOffer, { params: { id: listingId } })).body.kind).toBe(
      'PUBLIC_OFFER',
    );
  });

  it('takes a bid from a linked company only; the seller answers it as an offer of its own', async () => {
    const bid = {
      price: perLb(0.44),
      weight: lbs(10_000),
      terms: 'FOB_ORIGIN' as const,
      destinationLocationId: requester.publicLocationId,
      contactInformation: contact(requester),
      representatives: [requester.company.member.userId],
    };
    expect(
      (
        await stranger.member.refused(NetworkRoutes.bidOnPublicOffer, {
          params: { id: listingId },
          body: {
            ...bid,
            destinationLocationId: stranger.publicLocationId,
            contactInformation: contact(stranger),
            representatives: [stranger.company.member.userId],
          },
        })
      ).body.message,
    ).toBe(OFFER_MESSAGES.notLinked);
    const made = (
      await requester.member.ok(NetworkRoutes.bidOnPublicOffer, { params: { id: listingId }, body: bid })
    ).body;
    expect(made).toMatchObject({
      side: 'RECEIVING',
      status: 'PUBLIC_OFFER_BID',
      publicOfferId: listingId,
      turn: 'OFFERING',
      actions: ['CANCEL'],
    });
    const bids = (await seller.member.ok(NetworkRoutes.listPublicOfferBids, { params: { id: listingId } }))
      .body;
    expect(bids).toMatchObject([
      { id: made.id, side: 'OFFERING', actions: ['ACCEPT', 'COUNTER', 'DECLINE'] },
    ]);
    const listing = (await seller.member.ok(NetworkRoutes.getPublicOffer, { params: { id: listingId } }))
      .body;
    expect(listing).toMatchObject({ offerCount: 1, hasOpenNegotiation: true });
  });

  it('leaves the market when its company closes it, and only its company may', async () => {
    expect(
      (
        await stranger.admin.refused(NetworkRoutes.updatePublicOffer, {
          params: { id: listingId },
          body: { status: 'CLOSED' },
        })
      ).status,
    ).toBe(403);
    const closed = (
      await seller.member.ok(NetworkRoutes.updatePublicOffer, {
        params: { id: listingId },
        body: { status: 'CLOSED' },
      })
    ).body;
    expect(closed.status).toBe('CLOSED');
    expect(
      (await stranger.member.ok(NetworkRoutes.listPublicOffers, { query: { size: 100 } })).body.map(
        (l) => l.id,
      ),
    ).not.toContain(listingId);
    expect(
      (await seller.member.ok(NetworkRoutes.listMyPublicOffers, { query: { status: 'CLOSED' } })).body.map(
        (l) => l.id,
      ),
    ).toContain(listingId);
  });
});

describe('a listing whose have sells out', () => {
  const bid = (pounds: number) => ({
    price: perLb(0.44),
    weight: lbs(pounds),
    terms: 'FOB_ORIGIN' as const,
    destinationLocationId: requester.publicLocationId,
    contactInformation: contact(requester),
    representatives: [requester.company.member.userId],
  });
  const sell = async (listingId: string, pounds: number) => {
    const made = (
      await requester.member.ok(NetworkRoutes.bidOnPublicOffer, {
        params: { id: listingId },
        body: bid(pounds),
      })
    ).body;
    await seller.member.ok(NetworkRoutes.negotiateOffer, {
      params: { id: made.id },
      body: { action: 'ACCEPT', version: made.version },
    });
    return (await seller.member.ok(NetworkRoutes.confirmOffer, { params: { id: made.id }, body: {} })).body;
  };

  it('offers only what is left, and the confirm that takes the last pound marks it sold and the have completed', async () => {
    const have = await newHave(seller, 20_000);
    const listing = (
      await seller.member.ok(NetworkRoutes.createPublicOffer, { body: publicOffer(seller, have.id) })
    ).body;

    await sell(listing.id, 5_000);
    expect(
      (await requester.member.ok(NetworkRoutes.getPublicOffer, { params: { id: listing.id } })).body,
    ).toMatchObject({ status: 'ACTIVE', weight: lbs(15_000) });

    await sell(listing.id, 15_000);
    expect(
      (await requester.member.ok(NetworkRoutes.getPublicOffer, { params: { id: listing.id } })).body,
    ).toMatchObject({ status: 'SOLD' });
    expect((await seller.member.ok(SupplyRoutes.getHave, { params: { id: have.id } })).body).toMatchObject({
      status: 'COMPLETED',
      remainingWeight: lbs(0),
    });
    expect(
      (await stranger.member.ok(NetworkRoutes.listPublicOffers, { query: { size: 100 } })).body.map(
        (l) => l.id,
      ),
    ).not.toContain(listing.id);
    expect(
      (
        await requester.member.refused(NetworkRoutes.bidOnPublicOffer, {
          params: { id: listing.id },
          body: bid(1_000),
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('public requests', () => {
  let requestId: string;

  beforeAll(async () => {
    await requester.member.ok(NetworkRoutes.acceptGroundRules);
  });

  it('needs a target price when it is enforced and an end in the future', async () => {
    const need = await newNeed(requester, 50_000);
    const base = {
      needId: need.id,
      title: 'PP regrind wanted',
      endDate: inHours(48),
      contactInformation: contact(requester),
      representatives: [requester.company.member.userId],
    };
    const noTarget = await requester.member.invalid(NetworkRoutes.createPublicRequest, {
      body: { ...base, enforceTargetPrice: true },
    });
    expect(noTarget.body.fieldErrors?.['body.priceTarget']).toEqual([MARKET_MESSAGES.targetRequired]);
    expect(
      (
        await requester.member.refused(NetworkRoutes.createPublicRequest, {
          body: { ...base, endDate: inHours(-1) },
        })
      ).body.fieldErrors?.endDate,
    ).toEqual([MARKET_MESSAGES.endPast]);

    const made = (
      await requester.member.ok(NetworkRoutes.createPublicRequest, {
        body: {
          ...base,
          priceTarget: perLb(0.4),
          enforceTargetPrice: true,
          maxOfferPrice: perLb(0.5),
          preferredShippingTerms: 'FOB_DESTINATION',
        },
      })
    ).body;
    expect(made).toMatchObject({
      kind: 'PUBLIC_REQUEST',
      own: true,
      needId: need.id,
      status: 'ACTIVE',
      enforceTargetPrice: true,
      priceTarget: perLb(0.4),
      weight: lbs(50_000),
    });
    requestId = made.id;
    expect(
      (
        await cheap.member.ok(NetworkRoutes.listPublicRequests, { query: { q: 'regrind wanted', size: 100 } })
      ).body.map((r) => r.id),
    ).toContain(requestId);
  });

  it('qualifies answers by the enforced target, refuses one above the maximum, and keeps each responder to its own', async () => {
    const answer = async (p: Party, price: number) => {
      const have = await newHave(p, 20_000);
      return p.member(NetworkRoutes.createNetworkOffers, {
        body: {
          haveId: have.id,
          requestId,
          price: perLb(price),
          weight: lbs(10_000),
          terms: 'FOB_DESTINATION',
          contactInformation: contact(p),
          representatives: [p.company.member.userId],
        },
      });
    };
    const under = await answer(cheap, 0.38);
    const over = await answer(dear, 0.46);
    expect(under.status).toBe(201);
    expect(over.status).toBe(201);
    const tooDear = await answer(dear, 0.51);
    expect(tooDear.status).toBe(400);
    expect((await answer(stranger, 0.3)).status).toBe(409);

    const all = (await requester.member.ok(NetworkRoutes.listRequestOffers, { params: { id: requestId } }))
      .body;
    expect(all.map((o) => [o.offeringCompany.name, o.status, o.qualification]).sort()).toEqual([
      [cheap.company.name, 'REQUEST_BID', 'QUALIFIED'],
      [dear.company.name, 'REQUEST_BID', 'DISQUALIFIED'],
    ]);
    const running = (
      await requester.member.ok(NetworkRoutes.listRequestOffers, {
        params: { id: requestId },
        query: { tab: 'IN_THE_RUNNING' },
      })
    ).body;
    expect(running.map((o) => o.offeringCompany.id)).toEqual([cheap.id]);
    expect(
      (await cheap.member.ok(NetworkRoutes.listRequestOffers, { params: { id: requestId } })).body.map(
        (o) => o.offeringCompany.id,
      ),
    ).toEqual([cheap.id]);
    const detail = (await requester.member.ok(NetworkRoutes.getPublicRequest, { params: { id: requestId } }))
      .body;
    expect(detail).toMatchObject({
      offerCount: 2,
      hasOpenNegotiation: true,
      lowestQualifiedPrice: perLb(0.38),
    });
  });

  it('lets the requester change a rating, never a responder', async () => {
    const dearOffer = (
      await requester.member.ok(NetworkRoutes.listRequestOffers, {
        params: { id: requestId },
        query: { tab: 'DISQUALIFIED' },
      })
    ).body[0]!;
    const rated = (
      await requester.member.ok(NetworkRoutes.qualifyOffers, {
        body: { requestId, offerIds: [dearOffer.id], qualification: 'CONDITIONALLY_QUALIFIED' },
      })
    ).body;
    expect(rated[0]!.qualification).toBe('CONDITIONALLY_QUALIFIED');
    expect(
      (await dear.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: dearOffer.id } })).body
        .qualification,
    ).toBe('CONDITIONALLY_QUALIFIED');
    expect(
      (
        await dear.member.refused(NetworkRoutes.qualifyOffers, {
          body: { requestId, offerIds: [dearOffer.id], qualification: 'QUALIFIED' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a move judged against an offer as it was before the requester rated it', async () => {
    const offer = (
      await requester.member.ok(NetworkRoutes.listRequestOffers, {
        params: { id: requestId },
        query: { tab: 'IN_THE_RUNNING' },
      })
    ).body.find((o) => o.offeringCompany.id === cheap.id)!;
    const before = (await cheap.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: offer.id } })).body;
    const [rated] = (
      await requester.member.ok(NetworkRoutes.qualifyOffers, {
        body: { requestId, offerIds: [offer.id], qualification: 'CONDITIONALLY_QUALIFIED' },
      })
    ).body;
    expect(rated!.version).toBe(before.version + 1);
    const stale = await cheap.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offer.id },
      body: { action: 'CANCEL', reason: 'OTHER', version: before.version },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'OFFER_CHANGED', message: OFFER_MESSAGES.changed },
    });
    expect(
      (await cheap.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: offer.id } })).body,
    ).toMatchObject({
      status: 'REQUEST_BID',
      version: before.version + 1,
      qualification: 'CONDITIONALLY_QUALIFIED',
    });
  });

  it('holds a seller’s counter to the request’s maximum offer price', async () => {
    const offer = (
      await requester.member.ok(NetworkRoutes.listRequestOffers, {
        params: { id: requestId },
        query: { tab: 'IN_THE_RUNNING' },
      })
    ).body.find((o) => o.offeringCompany.id === cheap.id)!;
    await requester.member.ok(NetworkRoutes.negotiateOffer, {
      params: { id: offer.id },
      body: { action: 'COUNTER', price: perLb(0.36), weight: lbs(10_000), terms: 'FOB_DESTINATION' },
    });
    const above = await cheap.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offer.id },
      body: { action: 'COUNTER', price: perLb(0.55), weight: lbs(10_000), terms: 'FOB_DESTINATION' },
    });
    expect(above.body.fieldErrors?.price).toEqual([OFFER_MESSAGES.priceAboveMaximum]);
  });

  it('when cancelled, answers no more offers and leaves the demand list', async () => {
    await requester.member.ok(NetworkRoutes.updatePublicRequest, {
      params: { id: requestId },
      body: { status: 'CANCELLED' },
    });
    const have = await newHave(cheap, 1_000);
    const late = await cheap.member.refused(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: have.id,
        requestId,
        price: perLb(0.3),
        weight: lbs(100),
        terms: 'FOB_DESTINATION',
        contactInformation: contact(cheap),
        representatives: [cheap.company.member.userId],
      },
    });
    expect(late.body.message).toBe(OFFER_MESSAGES.inactiveRequest);
    expect(
      (await cheap.member.ok(NetworkRoutes.listPublicRequests, { query: { size: 100 } })).body.map(
        (r) => r.id,
      ),
    ).not.toContain(requestId);
    expect(
      (await eventually(async () => (await requester.member.ok(NetworkRoutes.countMarket)).body))
        .myPublicRequests,
    ).toBe(0);
  });
});

describe('the public profile of a company with listings', () => {
  let lister: Party;
  beforeAll(async () => {
    lister = await party(cloud, 'Profile lister', { approved: true });
    await lister.member.ok(NetworkRoutes.acceptGroundRules);
  });

  const disable = () => lister.admin(AdminRoutes.updatePublicCompany, { body: { enabled: false } });
  const enable = () => lister.admin.ok(AdminRoutes.updatePublicCompany, { body: { enabled: true } });
  const refusedWhileOpen = async () =>
    expect(
      await lister.admin.refused(AdminRoutes.updatePublicCompany, { body: { enabled: false } }),
    ).toMatchObject({ status: 409, body: { message: PUBLIC_PROFILE_MESSAGES.openListings } });
  const request = async (endDate: string) => {
    const need = await newNeed(lister, 5_000);
    return (
      await lister.member.ok(NetworkRoutes.createPublicRequest, {
        body: {
          needId: need.id,
          title: 'PP regrind wanted',
          endDate,
          contactInformation: contact(lister),
          representatives: [lister.company.member.userId],
        },
      })
    ).body;
  };

  it('cannot be disabled while its public offer is open, and can once it is closed', async () => {
    const have = await newHave(lister, 2_000);
    const offer = (
      await lister.member.ok(NetworkRoutes.createPublicOffer, { body: publicOffer(lister, have.id) })
    ).body;
    await refusedWhileOpen();
    await lister.member.ok(NetworkRoutes.updatePublicOffer, {
      params: { id: offer.id },
      body: { status: 'CLOSED' },
    });
    expect((await disable()).status).toBe(200);
    await enable();
  });

  it('cannot be disabled while its public request is open, and can once it is cancelled', async () => {
    const listed = await request(inHours(48));
    await refusedWhileOpen();
    await lister.member.ok(NetworkRoutes.updatePublicRequest, {
      params: { id: listed.id },
      body: { status: 'CANCELLED' },
    });
    expect((await disable()).status).toBe(200);
    await enable();
  });

  it('is not held by a listing past its closing time that nothing closed', async () => {
    const listed = await request(new Date(Date.now() + 3_000).toISOString());
    await refusedWhileOpen();
    await eventually(async () =>
      (await lister.member.ok(NetworkRoutes.getPublicRequest, { params: { id: listed.id } })).body.status ===
      'EXPIRED'
        ? true
        : undefined,
    );
    expect((await disable()).status).toBe(200);
    await enable();
  });

  it('of a listing opened as the profile is disabled, keeps one and refuses the other', async () => {
    const have = await newHave(lister, 2_000);
    const [disabled, opened] = await Promise.all([
      disable(),
      lister.member(NetworkRoutes.createPublicOffer, { body: publicOffer(lister, have.id) }),
    ]);
    expect([disabled.status === 200, opened.status === 201]).toContain(true);
    expect(disabled.status === 200 && opened.status === 201).toBe(false);
    const profile = (await lister.admin.ok(AdminRoutes.getPublicCompany)).body;
    const listings = (
      await lister.member.ok(NetworkRoutes.listMyPublicOffers, { query: { status: 'ACTIVE' } })
    ).body;
    expect({ enabled: profile.enabled, open: listings.length }).toEqual(
      disabled.status === 200 ? { enabled: false, open: 0 } : { enabled: true, open: 1 },
    );
  });
});
