import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { FreightRoutes } from '@polyloop/shared';
import { InboundMessage, WEBHOOK_LIMITS } from '@polyloop/shared/freight/partner-api';
import { WebhookReceiptEntity } from '@polyloop/functions/domain/freight/freight.entity';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { HOSTILE, HOSTILE_SEGMENTS, jsonSchemaOf, jsonWith, leavesOf, setAt } from '../support/bad-input.js';
import { announceSeed, sample } from '../support/sampling.js';
import { chicagoToHouston, testPartner, type TestPartner } from './freight-support.js';

/**
 * The freight partners' webhook with input generated from its contract (`InboundMessage` in
 * shared/src/freight/partner-api.ts): every body shape a partner may post, each field spoiled,
 * signed as the partner would sign it; then each shape forged, posted for another partner,
 * replayed, stale or from the future. Each is refused with a 4xx and a stable code, and nothing
 * is recorded: no receipt of its webhook-id, no quote on the search, and the partner's genuine
 * post is taken afterwards. A new shape is swept once it has a valid body below (the first test
 * fails until it does).
 *
 * Sampling keeps it short: each field of each shape takes 3 hostile values, and each shape 3
 * hostile partner ids, rotating by the seed the run prints (tests/support/sampling.ts).
 */

const cloud = inject('cloud');
let ops: SignedInClient;
let shipper: SignedInClient;
let carrier: TestPartner;
let other: TestPartner;
/** A search the carrier was asked to quote: the quote shape's real request. */
let searchId: string;

type Shape = InboundMessage['type'];
/** A valid body of each shape, naming what the carrier was really sent. */
const VALID: Record<Shape, () => Record<string, unknown>> = {
  'quote.submitted': () => ({
    type: 'quote.submitted',
    timestamp: new Date().toISOString(),
    data: { quoteRequestId: searchId, cost: { amount: 2450, currency: 'USD' }, transitDays: 3 },
  }),
  // A booking the carrier has none of: the genuine post is refused too, by its lookup (404).
  'booking.answered': () => ({
    type: 'booking.answered',
    timestamp: new Date().toISOString(),
    data: { bookingId: randomUUID(), status: 'ACCEPTED', reference: 'BK-1' },
  }),
};
const shapes = InboundMessage.options.map((o) => o.shape.type.value);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ops = await signedInClient(cloud, platformAdministrator.email, DEMO_PASSWORD);
  shipper = await signedInClient(
    cloud,
    (await createCompany('Webhook shipper', { plan: 'INTELLIGENCE' })).admin.email,
  );
  [carrier, other] = await Promise.all([testPartner(cloud.baseUrl, ops), testPartner(cloud.baseUrl, ops)]);
  searchId = (await shipper.ok(FreightRoutes.requestFreightQuotes, { body: chicagoToHouston() })).body.id;
  await carrier.messageAbout(searchId, 'quote.requested');
});
afterAll(async () => {
  await Promise.all([carrier?.close(), other?.close()]);
});

interface Answer {
  status: number;
  code?: string;
}
/** A post with the given headers to a partner's webhook address, as any client could send it. */
async function postTo(partnerId: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${cloud.baseUrl}/api/webhooks/freight/${partnerId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, code: (JSON.parse(text || '{}') as { code?: string }).code };
}
/** The carrier's signature headers for a body, at a moment, under a webhook-id. */
function signed(body: string, options: { id?: string; at?: Date; secret?: string } = {}) {
  const id = options.id ?? `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(options.secret ?? carrier.secrets.at(-1)!).sign(id, at, body),
  };
}

interface Case {
  label: string;
  partnerId?: string;
  body: string;
  headers: Record<string, string>;
  /** The status the refusal must have (0: any 4xx), and its code when it has one of its own. */
  expected: [number, string?];
}
const tooLarge = (body: string) => Buffer.byteLength(body) > WEBHOOK_LIMITS.maxBodyBytes;

/** Each field of a shape spoiled, signed as the partner signs: refused by the contract (400), or whole (413). */
function fieldCases(shape: Shape): Case[] {
  const schema = InboundMessage.options.find((o) => o.shape.type.value === shape)!;
  const valid = VALID[shape]();
  const hostile: unknown[] = [...HOSTILE.string, ...HOSTILE.number, '', '   ', null, {}, [], true];
  return [
    ...leavesOf(jsonSchemaOf(schema)).flatMap((leaf) =>
      sample(hostile, 3, `${shape}.${leaf.path.join('.')}`).map((value) => {
        const body = JSON.stringify(setAt(valid, leaf.path, value));
        return {
          label: `${shape} ${leaf.path.join('.')}=${JSON.stringify(value).slice(0, 24)}`,
          body,
          headers: signed(body),
          expected: tooLarge(body) ? [413, 'TOO_LARGE'] : [400],
        } satisfies Case;
      }),
    ),
    ...['{', 'null', '[]', '"x"', '1e999', `${'['.repeat(5_000)}${']'.repeat(5_000)}`].map((body): Case => ({
      label: `${shape} body ${body.slice(0, 12)}`,
      body,
      headers: signed(body),
      expected: [400],
    })),
    ...['quote.requested', 'booking.requested', shape.toUpperCase(), '', '__proto__'].map((type): Case => {
      const body = JSON.stringify({ ...valid, type });
      return {
        label: `${shape} as type ${JSON.stringify(type)}`,
        body,
        headers: signed(body),
        expected: [400],
      };
    }),
    ((): Case => {
      // The data only under __proto__: a merge into an object would find it there.
      const body = jsonWith({ ...valid, data: {} }, ['data', '__proto__'], JSON.stringify(valid.data));
      return { label: `${shape} data only under __proto__`, body, headers: signed(body), expected: [400] };
    })(),
  ];
}

/** A valid body of the shape, delivered wrongly: forged, for another partner, replayed from the past or the future. */
function deliveryCases(shape: Shape): Case[] {
  const body = JSON.stringify(VALID[shape]());
  const forged = `whsec_${Buffer.from('not the partner secret, 32 bytes').toString('base64')}`;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const good = signed(body);
  return [
    {
      label: `${shape} forged`,
      body,
      headers: signed(body, { secret: forged }),
      expected: [401, 'BAD_SIGNATURE'],
    },
    {
      label: `${shape} signed for another body`,
      body: body.replace('"', ' "'),
      headers: good,
      expected: [401, 'BAD_SIGNATURE'],
    },
    ...(['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const).map((header): Case => ({
      label: `${shape} without ${header}`,
      body,
      headers: Object.fromEntries(Object.entries(good).filter(([k]) => k !== header)),
      expected: [401, 'MISSING_HEADERS'],
    })),
    {
      label: `${shape} 6 minutes old`,
      body,
      headers: signed(body, { at: minutes(-6) }),
      expected: [401, 'STALE_TIMESTAMP'],
    },
    {
      label: `${shape} 6 minutes ahead`,
      body,
      headers: signed(body, { at: minutes(6) }),
      expected: [401, 'STALE_TIMESTAMP'],
    },
    {
      label: `${shape} timestamp not a number`,
      body,
      headers: { ...good, 'webhook-timestamp': 'soon' },
      expected: [401],
    },
    {
      label: `${shape} webhook-id of 10,000 characters`,
      body,
      headers: signed(body, { id: 'x'.repeat(10_000) }),
      expected: [400],
    },
    // The carrier's own signature, posted as the other partner, as no partner, and as malformed ids.
    {
      label: `${shape} for another partner`,
      partnerId: other.id,
      body,
      headers: good,
      expected: [401, 'BAD_SIGNATURE'],
    },
    {
      label: `${shape} for no partner`,
      partnerId: 'nobody-here',
      body,
      headers: good,
      expected: [404, 'UNKNOWN_PARTNER'],
    },
    ...sample(HOSTILE_SEGMENTS, 3, `${shape}.partnerId`).map((segment): Case => ({
      label: `${shape} for partner ${segment.slice(0, 12)}`,
      partnerId: segment,
      body,
      headers: good,
      expected: [0],
    })),
  ];
}

async function problemsOf(cases: Case[]): Promise<string[]> {
  const problems: string[] = [];
  for (const c of cases) {
    const answer = await postTo(c.partnerId ?? carrier.id, c.body, c.headers);
    const [status, code] = c.expected;
    const statusOk = status === 0 ? answer.status >= 400 && answer.status < 500 : answer.status === status;
    if (!statusOk || (code && answer.code !== code))
      problems.push(
        `${c.label}: expected ${status} ${code ?? ''}, got ${answer.status} ${answer.code ?? ''}`,
      );
    // Nothing recorded: the refused post left no receipt of its webhook-id.
    const webhookId = c.headers['webhook-id'];
    if (
      webhookId &&
      webhookId.length <= 200 &&
      (await WebhookReceiptEntity.get({ partnerId: carrier.id, webhookId }))
    )
      problems.push(`${c.label}: its webhook-id was recorded`);
  }
  return problems;
}
const carriersQuotes = async () =>
  (await shipper.ok(FreightRoutes.getFreightQuoteSearch, { params: { id: searchId } })).body.quotes.filter(
    (q) => q.freightPartner.id === carrier.id,
  );

describe("the partners' webhook, given what no partner should send", () => {
  it('has a valid body for every shape a partner may post', () => {
    expect(shapes.filter((shape) => !(shape in VALID))).toEqual([]);
  });

  it.each(shapes)(
    '%s: refuses each generated bad post with a 4xx and its code, recording nothing',
    async (shape) => {
      announceSeed(`Freight webhook ${shape}`);
      expect(await problemsOf([...fieldCases(shape), ...deliveryCases(shape)])).toEqual([]);
      expect(await carriersQuotes()).toEqual([]);
    },
  );

  it('takes the genuine quote after all of them, once, and refuses its replay', async () => {
    const body = JSON.stringify(VALID['quote.submitted']());
    const headers = signed(body);
    expect(await postTo(carrier.id, body, headers)).toEqual({ status: 200 });
    expect(await postTo(carrier.id, body, headers)).toEqual({ status: 409, code: 'ALREADY_RECEIVED' });
    expect(await postTo(carrier.id, body, signed(body))).toEqual({ status: 409, code: 'ALREADY_QUOTED' });
    expect((await carriersQuotes()).map((q) => q.cost)).toEqual([2450]);
  });
});
