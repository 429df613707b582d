import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CrmRoutes, FreightRoutes, NotificationRoutes, OrderRoutes } from '@polyloop/shared';
import {
  DISTANCE_FAILED_CODE,
  FREIGHT_MESSAGES,
  FREIGHT_QUOTE_ERRORS,
  type StreamedFreightQuote,
} from '@polyloop/shared/freight/freight';
import {
  type BookingRequestedMessage,
  type QuoteRequestedMessage,
} from '@polyloop/shared/freight/partner-api';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { address } from './crm-support.js';
import {
  bookingAnswer,
  chicagoToHouston,
  quote,
  setUpShipping,
  type TestPartner,
} from './freight-support.js';

/**
 * Freight quotes and booking through the partners' signed webhook: what a partner is sent, how a
 * search streams to its user and times out, and how a booking goes (what the webhook takes from a
 * partner: freight-webhook.test.ts).
 */

const cloud = inject('cloud');

let shipper: SignedInClient;
let colleague: SignedInClient;
let freePlan: SignedInClient;
let shipperCompany: TestCompany;
let carrier: TestPartner;
let other: TestPartner;
/** A search left unanswered by the test carrier from the start: it times out while the others run. */
let silent: string;

const search = async (client = shipper) =>
  (await client.ok(FreightRoutes.requestFreightQuotes, { body: chicagoToHouston() })).body;
const seen = async (id: string, client = shipper) =>
  (await client.ok(FreightRoutes.getFreightQuoteSearch, { params: { id } })).body;
const quoteOf = async (requestId: string, partnerId: string) =>
  eventually(async () => (await seen(requestId)).quotes.find((q) => q.freightPartner.id === partnerId));

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const [world, free] = await Promise.all([setUpShipping(cloud), createCompany('Free shipper')]);
  ({ shipperCompany, shipper, carrier, other } = world);
  [colleague, freePlan] = await Promise.all([
    signedInClient(cloud, shipperCompany.member.email),
    signedInClient(cloud, free.admin.email),
  ]);
  silent = (await search()).id;
});

afterAll(async () => {
  await Promise.all([carrier?.close(), other?.close()]);
});

describe('a quote search', () => {
  it('asks each partner serving both places with a signed request without coordinates, and pushes each quote to the user as it arrives', async () => {
    const payload = JSON.parse(
      Buffer.from(shipper.tokens.idToken.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string };
    const socket = await openSocket(cloud.config.wsUrl, shipper.tokens.idToken);
    socket.send({ action: 'subscribe', channel: `user.${payload.sub}` });
    await socket.next((m) => m.type === 'subscribed');

    const started = await search();
    expect(started).toMatchObject({
      status: 'OPEN',
      quotes: [],
      pickupLocation: { city: 'Chicago', country: 'US' },
      destinationLocation: { city: 'Houston' },
    });
    expect(started.distance).toBeGreaterThan(900);
    expect(started.partners.map((p) => p.id)).toContain(carrier.id);
    // A partner serving Canada only is not asked about a route inside the US.
    expect(started.partners.map((p) => p.id)).not.toContain(other.id);

    const asked = (await carrier.messageAbout(started.id, 'quote.requested')) as QuoteRequestedMessage;
    expect(carrier.received.find((r) => r.message === asked)?.verified).toBe(true);
    expect(asked.data).toMatchObject({
      quoteRequestId: started.id,
      pickup: { city: 'Chicago', address: '233 S Wacker Dr', country: 'US' },
      destination: { city: 'Houston' },
      currency: 'USD',
    });
    expect(JSON.stringify(asked)).not.toMatch(/latitude|longitude/);

    expect(await carrier.post(quote(started.id, 2450.5))).toMatchObject({
      status: 200,
      body: { received: true },
    });
    const pushed = await socket.next(
      (m) =>
        m.type === 'event' &&
        m.event === 'freight-quote' &&
        (m.payload as StreamedFreightQuote).freightPartnerQuote.freightPartner.id === carrier.id,
    );
    expect(pushed.type === 'event' && pushed.payload).toMatchObject({
      freightQuote: { id: started.id, distance: started.distance },
      freightPartnerQuote: {
        cost: 2450.5,
        error: null,
        freightPartner: { id: carrier.id, bookingDisclaimer: 'Test partner: liftgate extra.' },
      },
    });
    expect((await seen(started.id)).quotes.find((q) => q.freightPartner.id === carrier.id)).toMatchObject({
      cost: 2450.5,
      transitDays: 3,
      booking: null,
    });
    socket.socket.close();
  });

  it('keeps a partner’s amount in whole cents by the rounding rule: $1,024.215 is $1,024.22', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    expect((await carrier.post(quote(started.id, 1024.215))).status).toBe(200);
    expect(await quoteOf(started.id, carrier.id)).toMatchObject({ cost: 1024.22 });
  });

  it('shows a partner’s error kind with its message and no cost', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    expect(
      (await carrier.post(quote(started.id, 0, { cost: undefined, error: { kind: 'PICKUP_DATE_TOO_FAR' } })))
        .status,
    ).toBe(200);
    expect(await quoteOf(started.id, carrier.id)).toMatchObject({
      cost: null,
      error: { kind: 'PICKUP_DATE_TOO_FAR', message: FREIGHT_QUOTE_ERRORS.pickupDateInvalid },
    });
  });

  it('checks what it is asked: a city and a country, the US or Canada, a pickup from the next hour, places it can find', async () => {
    const body = chicagoToHouston();
    const refusal = async (changed: object) =>
      (await shipper.refused(FreightRoutes.requestFreightQuotes, { body: { ...body, ...changed } as never }))
        .body;
    expect(
      (await refusal({ pickupLocation: { ...body.pickupLocation, city: '' } })).fieldErrors,
    ).toMatchObject({ 'body.pickupLocation.city': [FREIGHT_MESSAGES.noCity] });
    expect(
      (await refusal({ destinationLocation: { city: 'Monterrey', country: 'MX' } })).fieldErrors,
    ).toMatchObject({ 'body.destinationLocation.country': [FREIGHT_MESSAGES.countryNotServed] });
    expect(
      (await refusal({ pickupDate: new Date(Date.now() - 2 * 3_600_000).toISOString() })).fieldErrors,
    ).toMatchObject({ pickupDate: [FREIGHT_MESSAGES.pickupDateTooSoon] });
    expect(
      await refusal({ destinationLocation: { city: 'Xyzzyville', stateProvince: 'ZZ', country: 'US' } }),
    ).toMatchObject({ code: DISTANCE_FAILED_CODE, message: FREIGHT_MESSAGES.distanceCalculationFailed });
  });

  it('needs a plan with freight booking, and shows a search to the person who made it only', async () => {
    expect(
      (await freePlan.refused(FreightRoutes.requestFreightQuotes, { body: chicagoToHouston() })).status,
    ).toBe(403);
    expect(
      (await colleague.refused(FreightRoutes.getFreightQuoteSearch, { params: { id: silent } })).status,
    ).toBe(404);
  });
});

describe('a search for an order', () => {
  /** An order of a company's own, of 12,000 lb and 8,000 lb, bought from a supplier in its CRM. */
  const orderOf = async (client: SignedInClient, tenantId: string) => {
    const supplier = (
      await client.ok(CrmRoutes.createCompany, {
        body: { name: `Bale Supplier ${randomUUID().slice(0, 6)}`, locations: [address('1 Yard Rd')] },
      })
    ).body.id;
    const items = [12_000, 8_000].map((unitValue) => ({
      materialType: 'PP' as const,
      weight: { unitValue, unit: 'POUND' as const },
    }));
    return (
      await client.ok(OrderRoutes.createOrder, {
        body: {
          supplyingCompanyId: supplier,
          receivingCompanyId: tenantId,
          orderDate: new Date().toISOString().slice(0, 10),
          items,
        },
      })
    ).body;
  };

  it('refuses another company’s order with the same 404 as an order that does not exist', async () => {
    const stranger = await createCompany('Stranger', { plan: 'INTELLIGENCE' });
    const theirs = await orderOf(await signedInClient(cloud, stranger.admin.email), stranger.tenantId);
    const refusal = async (orderId: string) => {
      const { status, body } = await shipper.refused(FreightRoutes.requestFreightQuotes, {
        body: { ...chicagoToHouston(), orderId, weight: { unitValue: 20_000, unit: 'POUND' } },
      });
      return { status, code: body.code, message: body.message, fieldErrors: body.fieldErrors };
    };
    const foreign = await refusal(theirs.id);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await refusal(randomUUID()));
    expect(JSON.stringify(foreign)).not.toContain(theirs.identifier);
  });

  it('names its own order, read from the order, and the weight on the search and the booking, and tells the partner the weight in whole pounds', async () => {
    const mine = await orderOf(shipper, shipperCompany.tenantId);
    // 9,071.8474 kg is exactly 20,000 lb.
    const weight = { unitValue: 9071.8474, unit: 'KILOGRAM' as const };
    const started = (
      await shipper.ok(FreightRoutes.requestFreightQuotes, {
        body: { ...chicagoToHouston(), orderId: mine.id, weight },
      })
    ).body;
    expect(started).toMatchObject({ order: { id: mine.id, identifier: mine.identifier }, weight });
    expect(await seen(started.id)).toMatchObject({
      order: { id: mine.id, identifier: mine.identifier },
      weight,
    });
    // A search of one's own names no order.
    expect(await search()).toMatchObject({ order: null, weight: null });

    const asked = (await carrier.messageAbout(started.id, 'quote.requested')) as QuoteRequestedMessage;
    expect(asked.data.weightPounds).toBe(20_000);
    expect(JSON.stringify(asked)).not.toContain(mine.identifier);

    await carrier.post(quote(started.id, 2600));
    const offered = await quoteOf(started.id, carrier.id);
    await shipper.ok(FreightRoutes.bookFreightQuote, { params: { id: offered.id } });
    const sent = (await carrier.messageAbout(offered.id, 'booking.requested')) as BookingRequestedMessage;
    expect(sent.data.weightPounds).toBe(20_000);
    const bookings = (await shipper.ok(FreightRoutes.listFreightBookings, {})).body;
    expect(bookings.find((b) => b.id === offered.id)).toMatchObject({
      order: { id: mine.id, identifier: mine.identifier },
      weight,
      pickupLocation: { city: 'Chicago' },
    });
  });
});

describe('booking', () => {
  it('sends the partner a signed booking, tells the user its answer, and refuses to book the quote twice', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    await carrier.post(quote(started.id, 3100));
    const offered = await quoteOf(started.id, carrier.id);
    expect(
      (await colleague.refused(FreightRoutes.bookFreightQuote, { params: { id: offered.id } })).status,
    ).toBe(404);

    const booked = await shipper.ok(FreightRoutes.bookFreightQuote, { params: { id: offered.id } });
    expect(booked.status).toBe(202);
    expect(booked.body.booking).toMatchObject({ status: 'REQUESTED', answeredDate: null });
    expect(
      await shipper.refused(FreightRoutes.bookFreightQuote, { params: { id: offered.id } }),
    ).toMatchObject({ status: 409, body: { message: FREIGHT_MESSAGES.alreadyBooked } });

    const sent = await carrier.messageAbout(offered.id, 'booking.requested');
    expect(sent).toMatchObject({
      data: {
        bookingId: offered.id,
        quoteRequestId: started.id,
        cost: { amount: 3100, currency: 'USD' },
        pickup: { city: 'Chicago' },
        answerDueBy: booked.body.booking!.answerDueDate,
      },
    });
    expect(carrier.received.find((r) => r.message === sent)?.verified).toBe(true);

    expect((await carrier.post(bookingAnswer(offered.id, 'ACCEPTED', { reference: 'TC-77' }))).status).toBe(
      200,
    );
    const told = await eventually(async () =>
      (await shipper.ok(NotificationRoutes.listNotifications, {})).body.find(
        (n) => n.type === 'FREIGHT_BOOKING' && n.subject.id === offered.id,
      ),
    );
    expect(told.message).toContain('accepted your freight booking (reference TC-77)');
    const bookings = (await shipper.ok(FreightRoutes.listFreightBookings, {})).body;
    expect(bookings.find((b) => b.id === offered.id)).toMatchObject({
      booking: { status: 'ACCEPTED', reference: 'TC-77' },
      pickupLocation: { city: 'Chicago' },
    });
    // An answer to a booking that is no longer waiting is refused.
    expect(await carrier.post(bookingAnswer(offered.id, 'REJECTED'))).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_NOT_OPEN' },
    });
  });

  it('refuses to book a quote once it has expired, and one without a price', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    await carrier.post(quote(started.id, 1800, { validUntil: new Date(Date.now() + 1500).toISOString() }));
    const offered = await quoteOf(started.id, carrier.id);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, new Date(offered.validUntil).getTime() - Date.now()) + 100),
    );
    expect(
      await shipper.refused(FreightRoutes.bookFreightQuote, { params: { id: offered.id } }),
    ).toMatchObject({ status: 409, body: { code: 'QUOTE_EXPIRED', message: FREIGHT_MESSAGES.quoteExpired } });

    const failing = await search();
    await carrier.messageAbout(failing.id, 'quote.requested');
    await carrier.post(quote(failing.id, 0, { cost: undefined, error: { kind: 'QUOTE_REJECTED' } }));
    const rejected = await quoteOf(failing.id, carrier.id);
    expect(
      await shipper.refused(FreightRoutes.bookFreightQuote, { params: { id: rejected.id } }),
    ).toMatchObject({ status: 409, body: { code: 'NOT_BOOKABLE' } });
  });

  it('lets the user withdraw a booking the partner has not answered, and tells the partner', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    await carrier.post(quote(started.id, 2200));
    const offered = await quoteOf(started.id, carrier.id);
    await shipper.ok(FreightRoutes.bookFreightQuote, { params: { id: offered.id } });
    expect(
      (await shipper.ok(FreightRoutes.cancelFreightBooking, { params: { id: offered.id } })).body.booking
        ?.status,
    ).toBe('CANCELLED');
    expect((await carrier.messageAbout(offered.id, 'booking.cancelled')).data).toEqual({
      bookingId: offered.id,
    });
    expect(await carrier.post(bookingAnswer(offered.id, 'ACCEPTED'))).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_NOT_OPEN' },
    });
  });
});

describe('the search’s timeout', () => {
  it(
    'closes the search at its timeout, names the partners that stayed silent, and refuses their late quotes',
    { timeout: 120_000 },
    async () => {
      const { FreightRequestEntity } = await import('@polyloop/functions/domain/freight/freight.entity');
      // The timer closes the stored search; reads show it closed from the timeout on, whether or not it has fired.
      const stored = await eventually(
        async () => {
          const item = await FreightRequestEntity.get({ requestId: silent }, { consistent: true });
          return item?.status === 'CLOSED' ? item : undefined;
        },
        { attempts: 100, intervalMs: 1000 },
      );
      expect(stored.silentPartnerIds).toContain(carrier.id);
      const closed = await seen(silent);
      expect(closed).toMatchObject({ status: 'CLOSED' });
      expect(closed.silentPartnerIds).toContain(carrier.id);
      expect(closed.quotes.map((q) => q.freightPartner.id)).not.toContain(carrier.id);
      expect(await carrier.post(quote(silent))).toMatchObject({
        status: 409,
        body: { code: 'REQUEST_CLOSED' },
      });
    },
  );
});
