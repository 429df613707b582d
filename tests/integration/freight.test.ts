import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { validate } from '@readme/openapi-parser';
import { CrmRoutes, FreightRoutes, NotificationRoutes, OrderRoutes } from '@polyloop/shared';
import {
  DISTANCE_FAILED_CODE,
  FREIGHT_MESSAGES,
  FREIGHT_QUOTE_ERRORS,
  type StreamedFreightQuote,
} from '@polyloop/shared/freight/freight';
import {
  WEBHOOK_LIMITS,
  type BookingRequestedMessage,
  type QuoteRequestedMessage,
} from '@polyloop/shared/freight/partner-api';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { anonymousClient, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { address } from './crm-support.js';
import { bookingAnswer, chicagoToHouston, quote, testPartner, type TestPartner } from './freight-support.js';

/**
 * Freight quotes and booking through the partners' signed webhook: what a partner is sent, what it
 * may post back, how a search streams to its user and times out, and how a booking goes.
 */

const cloud = inject('cloud');

let ops: SignedInClient;
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
  ops = await signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD);
  const [paid, free] = await Promise.all([
    createCompany('Shipper', { plan: 'INTELLIGENCE' }),
    createCompany('Free shipper'),
  ]);
  shipperCompany = paid;
  [shipper, colleague, freePlan] = await Promise.all([
    signedInClient(cloud, paid.admin.email),
    signedInClient(cloud, paid.member.email),
    signedInClient(cloud, free.admin.email),
  ]);
  [carrier, other] = await Promise.all([
    testPartner(cloud.baseUrl, ops),
    testPartner(cloud.baseUrl, ops, ['CA']),
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

describe('the partners’ webhook', () => {
  it('refuses a missing or wrong signature, a stale timestamp, an unknown partner and an oversized body, storing nothing', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    const forged = new Webhook(`whsec_${Buffer.from('not the partner secret, 32 bytes').toString('base64')}`);
    const body = JSON.stringify(quote(started.id));
    const now = new Date();
    const headers = (sign: Webhook, at = now, id = 'msg_forged') => ({
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': sign.sign(id, at, body),
    });
    expect(await carrier.post(undefined, { raw: body, headers: { 'webhook-id': 'msg_x' } })).toMatchObject({
      status: 401,
      body: { code: 'MISSING_HEADERS' },
    });
    expect(await carrier.post(undefined, { raw: body, headers: headers(forged) })).toMatchObject({
      status: 401,
      body: { code: 'BAD_SIGNATURE' },
    });
    expect(
      await carrier.post(quote(started.id), { timestamp: new Date(Date.now() - 6 * 60_000) }),
    ).toMatchObject({ status: 401, body: { code: 'STALE_TIMESTAMP' } });
    expect(
      await carrier.post(quote(started.id), {
        raw: JSON.stringify({ ...quote(started.id), padding: 'x'.repeat(WEBHOOK_LIMITS.maxBodyBytes) }),
      }),
    ).toMatchObject({ status: 413, body: { code: 'TOO_LARGE' } });
    const stranger = await fetch(`${cloud.baseUrl}/api/webhooks/freight/nobody-here`, {
      method: 'POST',
      headers: headers(forged),
      body,
    });
    expect([stranger.status, ((await stranger.json()) as { code: string }).code]).toEqual([
      404,
      'UNKNOWN_PARTNER',
    ]);
    expect(
      await carrier.post({ type: 'quote.submitted', data: { quoteRequestId: started.id } }),
    ).toMatchObject({ status: 400 });
    expect(await carrier.post(undefined, { raw: '{not json' })).toMatchObject({ status: 400 });
    expect((await seen(started.id)).quotes.filter((q) => q.freightPartner.id === carrier.id)).toEqual([]);
  });

  it('stores a retried delivery once, and takes one quote per partner and request', async () => {
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    const message = quote(started.id, 1999);
    expect((await carrier.post(message, { id: 'msg_retried-once' })).status).toBe(200);
    expect(await carrier.post(message, { id: 'msg_retried-once' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_RECEIVED' },
    });
    expect(await carrier.post(quote(started.id, 1500))).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_QUOTED' },
    });
    const mine = (await seen(started.id)).quotes.filter((q) => q.freightPartner.id === carrier.id);
    expect(mine.map((q) => q.cost)).toEqual([1999]);
  });

  it('refuses a quote for a request it was not sent, and for a request that does not exist', async () => {
    const started = await search();
    expect(await other.post(quote(started.id))).toMatchObject({
      status: 403,
      body: { code: 'NOT_SENT_TO_YOU' },
    });
    expect(await carrier.post(quote('3f1e4a52-9d7c-4b8e-a1f0-123456789abc'))).toMatchObject({
      status: 404,
      body: { code: 'UNKNOWN_REQUEST' },
    });
    expect((await seen(started.id)).quotes.map((q) => q.freightPartner.id)).not.toContain(other.id);
  });

  it('takes posts signed with either secret during a rotation, signs its own with both, and refuses a retired one', async () => {
    const rotated = await ops.ok(FreightRoutes.rotateFreightPartnerSecret, {
      params: { partnerId: carrier.id },
    });
    const [newer, older] = rotated.body.partner.secrets;
    carrier.secrets.push(rotated.body.secret);
    const started = await search();
    await carrier.messageAbout(started.id, 'quote.requested');
    // Signed with both: a partner holding either secret verifies it (the test partner checks each).
    expect(carrier.received.at(-1)?.verified).toBe(true);
    expect(carrier.received.at(-1)?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect((await carrier.post(quote(started.id), { secret: carrier.secrets[0] })).status).toBe(200);
    await ops.ok(FreightRoutes.retireFreightPartnerSecret, {
      params: { partnerId: carrier.id, secretId: older!.id },
    });
    const next = await search();
    await carrier.messageAbout(next.id, 'quote.requested');
    expect(await carrier.post(quote(next.id), { secret: carrier.secrets[0] })).toMatchObject({
      status: 401,
      body: { code: 'BAD_SIGNATURE' },
    });
    expect((await carrier.post(quote(next.id), { secret: rotated.body.secret })).status).toBe(200);
    expect(newer!.preview).toBe(`${rotated.body.secret.slice(0, 10)}…`);
    carrier.secrets.splice(0, 1);
  });
});

describe('a partner’s webhook address', () => {
  const partnerInput = (webhookUrl: string) => ({
    name: 'Metadata Freight',
    bookingDisclaimer: 'Test.',
    regions: ['US' as const],
    webhookUrl,
    active: true,
  });

  it('may not point at the metadata service, a private network or any other inside address (the local cloud allows http to loopback only)', async () => {
    const id = `inside-${randomUUID().slice(0, 8)}`;
    const inside: Array<[string, RegExp]> = [
      ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a link-local address/],
      ['https://2852039166/', /169\.254\.169\.254 is a link-local address/],
      ['https://10.0.0.5/hook', /10\.0\.0\.5 is a private network address/],
      ['http://192.168.1.20:8080/hook', /192\.168\.1\.20 is a private network address/],
      ['https://[::ffff:10.0.0.5]/hook', /is a private network address/],
      ['https://[fd00::1]/hook', /\[fd00::1\] is a unique local address/],
      ['https://0.0.0.0/', /0\.0\.0\.0 is an unspecified address/],
    ];
    for (const [webhookUrl, reason] of inside) {
      const refused = await ops.refused(FreightRoutes.createFreightPartner, {
        body: { id, ...partnerInput(webhookUrl) },
      });
      expect(refused.status, webhookUrl).toBe(400);
      expect(refused.body.fieldErrors?.['body.webhookUrl']?.[0], webhookUrl).toMatch(reason);
    }
    const changed = await ops.refused(FreightRoutes.updateFreightPartner, {
      params: { partnerId: carrier.id },
      body: partnerInput('http://169.254.169.254/'),
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(
      'The webhook address must be on the public internet: 169.254.169.254 is a link-local address, which Polyloop does not post to',
    );
    const partners = (await ops.ok(FreightRoutes.listFreightPartnersAdmin)).body;
    expect(partners.map((p) => p.id)).not.toContain(id);
    expect(partners.find((p) => p.id === carrier.id)?.webhookUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/polyloop$/,
    );
  });
});

describe('the partner API document', () => {
  it('is served as a valid OpenAPI 3.1 document of its own, with the webhook partners post to and the messages they are sent', async () => {
    const res = await anonymousClient(cloud).ok(FreightRoutes.getFreightPartnerApi);
    expect((await validate(res.body as never)).valid).toBe(true);
    expect(Object.keys(res.body.paths as object)).toEqual(['/api/webhooks/freight/{partnerId}']);
    expect(Object.keys(res.body.webhooks as object)).toEqual([
      'quote.requested',
      'booking.requested',
      'booking.cancelled',
    ]);
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
