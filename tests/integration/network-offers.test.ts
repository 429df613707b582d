import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CrmRoutes, NetworkRoutes, NotificationRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { multipart } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { contact, day, lbs, link, newHave, party, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');

const [seller, buyer, outsider, free] = useParties(cloud, [
  ['Seller', { services: ['GRINDING'] }],
  ['Buyer', { services: ['EXTRUSION'] }],
  ['Outsider', { services: ['WASHING'] }],
  ['Free', { services: ['BALING'], plan: 'PLATFORM' }],
]);

beforeAll(async () => {
  await Promise.all([link(seller, buyer), link(seller, free)]);
});

const offerTo = (p: Party, haveId: string, extra: Record<string, unknown> = {}) => ({
  haveId,
  recipients: [{ companyId: p.id, destinationLocationId: p.publicLocationId }],
  price: perLb(0.45),
  weight: lbs(20_000),
  terms: 'FOB_ORIGIN' as const,
  message: 'Clean PP regrind, ready to ship',
  contactInformation: contact(seller),
  representatives: [seller.company.member.userId],
  ...extra,
});

describe('sending an offer', () => {
  it('sends a have to a linked company, who sees it from its own side and is told', async () => {
    const have = await newHave(seller, 40_000);
    const [sent] = (
      await seller.member.ok(NetworkRoutes.createNetworkOffers, { body: offerTo(buyer, have.id) })
    ).body;
    expect(sent).toMatchObject({
      side: 'OFFERING',
      status: 'OFFERED',
      haveId: have.id,
      offeringCompany: { id: seller.id },
      receivingCompany: { id: buyer.id },
      currentPrice: perLb(0.45),
      currentWeight: lbs(20_000),
      destinationLocation: { city: 'Denver' },
      turn: 'RECEIVING',
      actions: ['CANCEL'],
      version: 1,
    });
    expect(sent!.id).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);

    const theirs = (await buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: sent!.id } })).body;
    expect(theirs).toMatchObject({
      side: 'RECEIVING',
      haveId: null,
      actions: ['ACCEPT', 'COUNTER', 'DECLINE'],
      representatives: [buyer.company.admin.userId, buyer.company.member.userId],
    });
    expect(theirs.negotiations).toMatchObject([
      { side: 'OFFERING', action: 'OFFER', message: 'Clean PP regrind, ready to ship' },
    ]);
    const received = (await buyer.member.ok(NetworkRoutes.listNetworkOffers, { query: { tab: 'RECEIVED' } }))
      .body;
    expect(received.map((o) => o.id)).toContain(sent!.id);
    expect((await buyer.member.ok(NetworkRoutes.countNetworkOffers)).body).toMatchObject({
      received: 1,
      sent: 0,
      negotiations: 1,
      personal: 1,
    });

    const told = await eventually(async () =>
      (await buyer.member.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'OFFER_STATUS_CHANGED',
      ),
    );
    expect(told).toMatchObject({
      message: `${seller.company.name} sent you an offer of PP`,
      subject: { kind: 'networkOffer', id: sent!.id },
    });
  });

  it('refuses more weight than the have has, no recipient, an unlinked company and a free plan', async () => {
    const have = await newHave(seller, 1_000);
    const heavy = await seller.member.refused(NetworkRoutes.createNetworkOffers, {
      body: offerTo(buyer, have.id, { weight: lbs(1_001) }),
    });
    expect(heavy).toMatchObject({
      status: 400,
      body: { fieldErrors: { weight: [OFFER_MESSAGES.weightAboveAvailable] } },
    });
    const nobody = await seller.member.refused(NetworkRoutes.createNetworkOffers, {
      body: offerTo(buyer, have.id, { weight: lbs(10), recipients: [] }),
    });
    expect(nobody.body.fieldErrors?.recipients).toEqual([NETWORK_MESSAGES.linkRequired]);
    const stranger = await seller.member.refused(NetworkRoutes.createNetworkOffers, {
      body: offerTo(outsider, have.id, { weight: lbs(10) }),
    });
    expect(stranger).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.notLinked } });
    const badPhone = await seller.member.invalid(NetworkRoutes.createNetworkOffers, {
      body: offerTo(buyer, have.id, {
        weight: lbs(10),
        contactInformation: { ...contact(seller), phoneNumber: '12345' },
      }),
    });
    expect(badPhone.status).toBe(400);
    expect(
      (
        await free.member.refused(NetworkRoutes.createNetworkOffers, {
          body: { ...offerTo(seller, 'x'), contactInformation: contact(free) },
        })
      ).status,
    ).toBe(403);
    expect(
      (await seller.member.ok(NetworkRoutes.listNetworkOffers, { query: { tab: 'SENT', haveId: have.id } }))
        .body,
    ).toEqual([]);
  });
});

describe('negotiating', () => {
  let offerId: string;
  let haveId: string;

  beforeAll(async () => {
    const have = await newHave(seller, 40_000);
    haveId = have.id;
    offerId = (await seller.member.ok(NetworkRoutes.createNetworkOffers, { body: offerTo(buyer, have.id) }))
      .body[0]!.id;
  });

  it('counters and counter-counters, each side seeing the other’s proposal and whose turn it is', async () => {
    const countered = (
      await buyer.member.ok(NetworkRoutes.negotiateOffer, {
        params: { id: offerId },
        body: {
          action: 'COUNTER',
          version: 1,
          price: perLb(0.41),
          weight: lbs(25_000),
          terms: 'FOB_DESTINATION',
          message: 'Delivered?',
        },
      })
    ).body;
    expect(countered).toMatchObject({
      status: 'COUNTERED_BY_RECEIVING',
      turn: 'OFFERING',
      currentPrice: perLb(0.41),
      currentWeight: lbs(25_000),
      terms: 'FOB_DESTINATION',
      actions: ['CANCEL'],
      version: 2,
    });
    const seen = (await seller.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: offerId } })).body;
    expect(seen).toMatchObject({
      status: 'COUNTERED_BY_RECEIVING',
      actions: ['ACCEPT', 'COUNTER', 'DECLINE'],
    });

    const tooMuch = await seller.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offerId },
      body: { action: 'COUNTER', price: perLb(0.43), weight: lbs(40_001), terms: 'FOB_DESTINATION' },
    });
    expect(tooMuch.body.fieldErrors?.weight).toEqual([OFFER_MESSAGES.weightAboveAvailable]);
    const back = (
      await seller.member.ok(NetworkRoutes.negotiateOffer, {
        params: { id: offerId },
        body: {
          action: 'COUNTER',
          version: 2,
          price: perLb(0.43),
          weight: lbs(25_000),
          terms: 'FOB_DESTINATION',
        },
      })
    ).body;
    expect(back).toMatchObject({ status: 'COUNTERED_BY_OFFERING', turn: 'RECEIVING', version: 3 });
    expect(back.negotiations.map((s) => `${s.side}:${s.action}`)).toEqual([
      'OFFERING:OFFER',
      'RECEIVING:COUNTER',
      'OFFERING:COUNTER',
    ]);

    const told = await eventually(async () =>
      (await seller.member.ok(NotificationRoutes.listNotifications)).body.find((n) =>
        n.message.includes('countered'),
      ),
    );
    expect(told.message).toBe(`${buyer.company.name} countered the offer of PP`);
  });

  it('refuses a move made on a stale version, or one that is not the mover’s to make', async () => {
    const stale = await buyer.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offerId },
      body: { action: 'ACCEPT', version: 2 },
    });
    expect(stale).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.changed } });
    const notTheirs = await seller.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offerId },
      body: { action: 'ACCEPT' },
    });
    expect(notTheirs).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.notAllowed } });
    const noReason = await buyer.member.invalid(NetworkRoutes.negotiateOffer, {
      params: { id: offerId },
      body: { action: 'DECLINE' } as never,
    });
    expect(noReason.status).toBe(400);
  });

  it('lets exactly one of an accept and a cancel made at once win; the other is told the offer changed', async () => {
    const have = await newHave(seller, 5_000);
    const id = (
      await seller.member.ok(NetworkRoutes.createNetworkOffers, {
        body: offerTo(buyer, have.id, { weight: lbs(1_000) }),
      })
    ).body[0]!.id;
    const answers = await Promise.all([
      buyer.member(NetworkRoutes.negotiateOffer, { params: { id }, body: { action: 'ACCEPT' } }),
      seller.member(NetworkRoutes.negotiateOffer, {
        params: { id },
        body: { action: 'CANCEL', reason: 'SOLD_OUTSIDE' },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [mine, theirs] = await Promise.all([
      seller.member.ok(NetworkRoutes.getNetworkOffer, { params: { id } }),
      buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id } }),
    ]);
    expect(mine.body.status).toBe(theirs.body.status);
    expect(['ACCEPTED', 'CANCELLED']).toContain(mine.body.status);
    expect(mine.body.negotiations).toHaveLength(2);
  });

  it('accepts, and each company confirms into its own order; the seller’s takes the have’s weight', async () => {
    const accepted = (
      await buyer.member.ok(NetworkRoutes.negotiateOffer, {
        params: { id: offerId },
        body: { action: 'ACCEPT', version: 3 },
      })
    ).body;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', actions: ['CONFIRM', 'CANCEL'] });

    const confirmed = (
      await seller.member.ok(NetworkRoutes.confirmOffer, {
        params: { id: offerId },
        body: { customerPoNumber: 'PO-778' },
      })
    ).body;
    expect(confirmed.offer).toMatchObject({
      status: 'CONFIRMED',
      confirmedSides: ['OFFERING'],
      orderId: confirmed.orderId,
      hasOpenNegotiation: false,
    });
    const order = (await seller.member.ok(OrderRoutes.getOrder, { params: { id: confirmed.orderId } })).body;
    expect(order).toMatchObject({
      customerPoNumber: 'PO-778',
      supplier: { id: seller.ownId },
      receiver: { name: buyer.company.name },
      totalWeight: lbs(25_000),
      destination: { city: 'Denver' },
    });
    expect(order.items[0]).toMatchObject({ haveId, weight: lbs(25_000), sellPrice: perLb(0.43) });
    expect(
      (await seller.member.ok(SupplyRoutes.getHave, { params: { id: haveId } })).body.remainingWeight,
    ).toEqual(lbs(15_000));
    expect(
      (await seller.member.refused(NetworkRoutes.confirmOffer, { params: { id: offerId }, body: {} })).body
        .message,
    ).toBe(OFFER_MESSAGES.alreadyConfirmed);

    const theirs = (await buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: offerId } })).body;
    expect(theirs).toMatchObject({ status: 'CONFIRMED', orderId: null, actions: ['CONFIRM'] });
    const buyerOrder = (
      await buyer.member.ok(NetworkRoutes.confirmOffer, { params: { id: offerId }, body: {} })
    ).body;
    const bought = (await buyer.member.ok(OrderRoutes.getOrder, { params: { id: buyerOrder.orderId } })).body;
    expect(bought).toMatchObject({
      supplier: { name: seller.company.name },
      receiver: { id: buyer.ownId },
      source: { city: 'Denver' },
    });
    expect(bought.items[0]).toMatchObject({ buyPrice: perLb(0.43), weight: lbs(25_000) });
    expect(buyerOrder.offer).toMatchObject({ confirmedSides: ['OFFERING', 'RECEIVING'], actions: [] });
    // The partner is in the buyer's CRM once, whatever else is confirmed with it later.
    expect(
      (await seller.member.ok(NetworkRoutes.listNetworkOffers, { query: { status: 'CLOSED' } })).body.map(
        (o) => o.id,
      ),
    ).toContain(offerId);
  });
});

describe('the partner in the confirmer’s CRM', () => {
  it('is the company already there under its name, every time', async () => {
    const regular = await party(cloud, 'Regular');
    await link(seller, regular);
    const existing = (
      await seller.member.ok(CrmRoutes.createCompany, {
        body: { name: regular.company.name, confirmDuplicate: true },
      })
    ).body;
    const receivers: string[] = [];
    for (const price of [0.41, 0.42]) {
      const have = await newHave(seller, 5_000);
      const [sent] = (
        await seller.member.ok(NetworkRoutes.createNetworkOffers, {
          body: offerTo(regular, have.id, { weight: lbs(1_000), price: perLb(price) }),
        })
      ).body;
      const accepted = (
        await regular.member.ok(NetworkRoutes.negotiateOffer, {
          params: { id: sent!.id },
          body: { action: 'ACCEPT' },
        })
      ).body;
      const { orderId } = (
        await seller.member.ok(NetworkRoutes.confirmOffer, {
          params: { id: sent!.id },
          body: { version: accepted.version },
        })
      ).body;
      receivers.push(
        (await seller.member.ok(OrderRoutes.getOrder, { params: { id: orderId } })).body.receiver.id,
      );
    }
    expect(receivers).toEqual([existing.id, existing.id]);
  });
});

describe('what a third company sees', () => {
  it('finds none of an offer, its conversation or its documents', async () => {
    const have = await newHave(seller, 2_000);
    const id = (
      await seller.member.ok(NetworkRoutes.createNetworkOffers, {
        body: offerTo(buyer, have.id, { weight: lbs(500) }),
      })
    ).body[0]!.id;
    await buyer.member.ok(NetworkRoutes.createOfferComment, {
      params: { id },
      body: { body: 'Can you send a photo of the bales?' },
    });
    const file = (
      await seller.member.ok(NetworkRoutes.uploadOfferFiles, {
        params: { id },
        form: multipart([['Spec sheet.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf']]),
      })
    ).body[0]!;

    // Both parties read the same conversation and documents, live.
    expect(
      (await seller.member.ok(NetworkRoutes.listOfferComments, { params: { id } })).body.map((c) => c.body),
    ).toEqual(['Can you send a photo of the bales?']);
    expect(
      (await buyer.member.ok(NetworkRoutes.listOfferFiles, { params: { id } })).body.map((f) => f.name),
    ).toEqual(['Spec sheet.pdf']);
    expect(
      (await buyer.member.ok(NetworkRoutes.downloadOfferFile, { params: { id, fileId: file.id } })).body.url,
    ).toContain('Spec');
    expect(
      (await buyer.member.refused(NetworkRoutes.deleteOfferFile, { params: { id, fileId: file.id } })).status,
    ).toBe(403);

    for (const res of await Promise.all([
      outsider.admin.refused(NetworkRoutes.getNetworkOffer, { params: { id } }),
      outsider.admin.refused(NetworkRoutes.listOfferComments, { params: { id } }),
      outsider.admin.refused(NetworkRoutes.createOfferComment, { params: { id }, body: { body: 'Hello' } }),
      outsider.admin.refused(NetworkRoutes.listOfferFiles, { params: { id } }),
      outsider.admin.refused(NetworkRoutes.downloadOfferFile, { params: { id, fileId: file.id } }),
      outsider.admin.refused(NetworkRoutes.negotiateOffer, { params: { id }, body: { action: 'ACCEPT' } }),
      outsider.admin.refused(NetworkRoutes.confirmOffer, { params: { id }, body: {} }),
    ]))
      expect(res.status).toBe(404);
    expect((await outsider.admin.ok(NetworkRoutes.listNetworkOffers, {})).body).toEqual([]);
  });
});

describe('when the have closes', () => {
  it('cancels its open offers for both companies', async () => {
    const have = await newHave(seller, 3_000);
    const id = (
      await seller.member.ok(NetworkRoutes.createNetworkOffers, {
        body: offerTo(buyer, have.id, { weight: lbs(1_000), expirationDate: day(10) }),
      })
    ).body[0]!.id;
    await seller.member.ok(SupplyRoutes.changeHaveStatus, {
      params: { id: have.id },
      body: { status: 'CANCELLED' },
    });
    const theirs = await eventually(async () => {
      const offer = (await buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id } })).body;
      return offer.status === 'CANCELLED' ? offer : undefined;
    });
    expect(theirs.negotiations.at(-1)).toMatchObject({ action: 'CANCEL', reason: 'NO_LONGER_FOR_SALE' });
    expect((await seller.member.ok(NetworkRoutes.getNetworkOffer, { params: { id } })).body.status).toBe(
      'CANCELLED',
    );
  });
});

describe('answering a public offer', () => {
  it('names one of my company’s public locations, which any member reads, as the bid’s destination', async () => {
    const lister = await party(cloud, 'Lister', { services: ['SORTING'], approved: true });
    await link(lister, buyer);
    const have = await newHave(lister, 30_000);
    await lister.member.ok(NetworkRoutes.acceptGroundRules);
    const listing = (
      await lister.member.ok(NetworkRoutes.createPublicOffer, {
        body: {
          haveId: have.id,
          askingPrice: perLb(0.39),
          terms: 'FOB_ORIGIN',
          contactInformation: contact(lister),
          representatives: [lister.company.member.userId],
        },
      })
    ).body;

    const mine = (await buyer.member.ok(NetworkRoutes.listMyPublicLocations)).body;
    expect(mine.map((l) => l.id)).toEqual([buyer.publicLocationId]);
    expect(mine[0]).toMatchObject({ city: 'Denver', stateProvince: 'CO' });

    const elsewhere = await buyer.member.refused(NetworkRoutes.bidOnPublicOffer, {
      params: { id: listing.id },
      body: {
        price: perLb(0.36),
        weight: lbs(10_000),
        terms: 'FOB_ORIGIN',
        destinationLocationId: lister.publicLocationId,
        contactInformation: contact(buyer),
        representatives: [buyer.company.member.userId],
      },
    });
    expect(elsewhere.body.fieldErrors?.destinationLocationId).toEqual([OFFER_MESSAGES.destinationUnknown]);
    const bid = (
      await buyer.member.ok(NetworkRoutes.bidOnPublicOffer, {
        params: { id: listing.id },
        body: {
          price: perLb(0.36),
          weight: lbs(10_000),
          terms: 'FOB_ORIGIN',
          destinationLocationId: mine[0]!.id,
          contactInformation: contact(buyer),
          representatives: [buyer.company.member.userId],
        },
      })
    ).body;
    expect(bid).toMatchObject({
      side: 'RECEIVING',
      status: 'PUBLIC_OFFER_BID',
      publicOfferId: listing.id,
      destinationLocation: { city: 'Denver' },
    });
    expect(
      (await lister.member.ok(NetworkRoutes.listPublicOfferBids, { params: { id: listing.id } })).body.map(
        (o) => o.id,
      ),
    ).toEqual([bid.id]);
  });
});
