import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { validate } from '@readme/openapi-parser';
import { FreightRoutes } from '@polyloop/shared';
import { WEBHOOK_LIMITS } from '@polyloop/shared/freight/partner-api';
import { anonymousClient, type SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { chicagoToHouston, quote, setUpShipping, type TestPartner } from './freight-support.js';

/**
 * What a freight partner's system meets: the webhook it posts quotes to (signed, fresh, once, and
 * only for requests it was sent), where its own webhook may point, and the API document it builds to.
 */

const cloud = inject('cloud');

let ops: SignedInClient;
let shipper: SignedInClient;
let carrier: TestPartner;
let other: TestPartner;

const search = async () =>
  (await shipper.ok(FreightRoutes.requestFreightQuotes, { body: chicagoToHouston() })).body;
const seen = async (id: string) =>
  (await shipper.ok(FreightRoutes.getFreightQuoteSearch, { params: { id } })).body;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ ops, shipper, carrier, other } = await setUpShipping(cloud));
});

afterAll(async () => {
  await Promise.all([carrier?.close(), other?.close()]);
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
