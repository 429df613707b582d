import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pathParams, routes, type RouteDefinition } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import {
  ACCEPTED_JSON,
  HOSTILE,
  HOSTILE_JSON,
  HOSTILE_QUERY_NUMBERS,
  HOSTILE_SEGMENTS,
  REFUSED_QUERY_NUMBERS,
  UNUSUAL_SEGMENTS,
  acceptedExtremes,
  extremeInput,
  getAt,
  jsonSchemaOf,
  jsonWith,
  leavesOf,
  refusalProblem,
  send,
  serverProblem,
  setAt,
  validSample,
  type Answer,
  type Leaf,
} from '../support/bad-input.js';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { bodyLimitOf, bodyTooLargeMessage } from '@polyloop/shared/edge-limits';

/**
 * Every route of the contract, called over HTTP with real tokens, with input generated from its
 * own schemas: malformed path segments, hostile query numbers, and a valid body with one field
 * spoiled (numbers the table cannot store, overlong strings and lists, hostile free-form JSON),
 * or not an object at all. Each must be refused with a 4xx in the contract's error body, naming
 * the field, and nothing may answer 5xx. The largest values each number and free-form field
 * accepts are then written for real: what the contract lets through, the table must hold.
 */

const cloud = inject('cloud');
let company: TestCompany;
let adminToken: string;
let platformToken: string;
/** A CRM company and an order of the company's, for the orders routes to name. */
let receiverId: string;
let orderId: string;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  // A paying company on the network, approved to publish: gated routes reach their validation.
  company = await createCompany('Bad input', { plan: 'INTELLIGENCE', services: ['GRINDING'] });
  const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
  const publishing = (await Tenant.get({ tenantId: company.tenantId }))!.publishing;
  await Tenant.update(
    { tenantId: company.tenantId },
    {
      publishing: {
        ...publishing,
        publicOfferPermission: 'PRE_APPROVED',
        publicRequestPermission: 'PRE_APPROVED',
        privateAuctionPermission: 'PRE_APPROVED',
      },
    },
  );
  adminToken = (await signIn(cloud.config, company.admin.email)).idToken;
  platformToken = (await signIn(cloud.config, platformAdministrator.email, DEMO_PASSWORD)).idToken;
  const made = await send(cloud.baseUrl, 'POST', '/api/network/companies', {
    token: adminToken,
    body: JSON.stringify({ name: 'Bad input receiver', confirmDuplicate: true }),
  });
  receiverId = (made.json as { id: string }).id;
  const order = await send(cloud.baseUrl, 'POST', '/api/orders', {
    token: adminToken,
    body: JSON.stringify({
      supplyingCompanyId: company.tenantId,
      receivingCompanyId: receiverId,
      orderDate: '2026-01-01',
      items: [{ materialType: 'PP', weight: { unitValue: 1, unit: 'POUND' } }],
    }),
  });
  orderId = (order.json as { id: string }).id;
});

/** Platform routes change what every company sees: they get bad input only, never a write. */
const platformWide = (route: RouteDefinition) => route.permission === 'PLATFORM_ADMINISTRATION';
const tokenFor = (route: RouteDefinition) =>
  route.auth === 'public' ? undefined : platformWide(route) ? platformToken : adminToken;

/** What a route's minimal input needs beyond its schema to reach its write. */
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** A have or need names a company of the caller's (its own company's id is the tenant id) and a date ahead. */
const listing = () => ({ companyId: company.tenantId, expirationDate: inAMonth });
/** A freight search needs places the geocoder finds and a pickup ahead; it then stores the load's weight. */
const freightSearch = () => ({
  pickupLocation: { city: 'Chicago', stateProvince: 'IL', country: 'US' },
  destinationLocation: { city: 'Houston', stateProvince: 'TX', country: 'US' },
  pickupDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});
const NEEDS: Partial<Record<string, () => Record<string, unknown>>> = {
  createCompany: () => ({ confirmDuplicate: true }),
  createHave: listing,
  createNeed: listing,
  requestFreightQuotes: freightSearch,
};
type Body = Record<string, unknown>;
const withoutRefs = (items: unknown, refs: string[]) =>
  Array.isArray(items)
    ? items.map((item: Body) => Object.fromEntries(Object.entries(item).filter(([k]) => !refs.includes(k))))
    : items;
/**
 * Ids a body names that sample values cannot: the orders routes name real companies, orders,
 * haves, needs and lots. Applied to the final body, so the extreme value at the leaf reaches the write.
 */
const REAL: Partial<Record<string, (body: Body) => Body>> = {
  createOrder: ({ sourceLocationId: _s, destinationLocationId: _d, ...body }) => ({
    ...body,
    supplyingCompanyId: company.tenantId,
    receivingCompanyId: receiverId,
    representatives: [],
    items: withoutRefs(body.items, ['haveId', 'needId', 'lotId', 'materialId']),
  }),
  updateOrder: ({ sourceLocationId: _s, destinationLocationId: _d, ...body }) => ({
    ...body,
    representatives: [],
  }),
  createShipment: (body) => ({ ...body, orderId, manifest: withoutRefs(body.manifest, ['materialId']) }),
  // An invoice or bill by hand names a company of the caller's; a commission, one of its users.
  createInvoice: ({ shipmentId: _s, ...body }) => ({ ...body, companyId: receiverId, items: itemsOf(body) }),
  createBill: ({ shipmentId: _s, ...body }) => ({ ...body, companyId: receiverId, items: itemsOf(body) }),
  createCommission: (body) => ({ ...body, representativeId: company.admin.userId }),
  updateShipment: (body) => ({ ...body, orderId, manifest: withoutRefs(body.manifest, ['materialId']) }),
};
/** An invoice's items as sent, or one line when the sample sends none (a hand-made invoice needs one). */
function itemsOf(body: Body): unknown {
  return Array.isArray(body.items) && body.items.length
    ? body.items
    : [
        {
          description: 'Bales',
          netWeight: { unitValue: 1, unit: 'POUND' },
          price: { unitValue: 1, unit: 'POUND' },
        },
      ];
}
const real = (id: string, body: unknown) => (REAL[id] ? REAL[id](body as Body) : body);
/** Routes whose valid input still cannot be written from this company, and why. */
const WRITE_REFUSED: Partial<Record<string, string>> = {
  onboard: 'the company is onboarded already',
  acceptPolicies: 'only versions in force can be accepted, whatever the number',
  // Inventory names real records of the company (a location, a material, a have, lots with weight
  // left); the sample values name none, so these stop at that lookup with a 400, never a 5xx.
  createLot: 'a lot needs a location and a material of the company',
  updateLot: 'a lot needs a location and a material of the company',
  adjustLot: 'an adjustment needs a lot with weight to take',
  createProcessReport: 'a report consumes real lots of the company',
  // The network names real records of two linked companies (a have or need, a link, an offer or a
  // listing of the other's); sample ids name none, so these stop at that lookup with a 4xx. The
  // weights and prices are the orders' bounds, which the orders routes store at their extremes.
  createNetworkOffers: 'an offer needs an open have of the company and a linked company',
  negotiateOffer: 'a move needs an offer between two linked companies',
  confirmOffer: 'a confirmation needs an accepted offer',
  createPublicOffer: 'a public offer publishes an open have of the company',
  updatePublicOffer: 'a public offer publishes an open have of the company',
  bidOnPublicOffer: 'a bid answers another company’s public offer',
  createPublicRequest: 'a public request publishes an open need of the company',
  updatePublicRequest: 'a public request publishes an open need of the company',
  createNetworkRequests: 'a request names an open need of the company and a linked company',
  updateNetworkRequest: 'a request names an open need of the company and a linked company',
  // Auctions name an open have of the company and linked bidders, or an auction of the company's
  // (or, to bid, of another company that invited it); sample ids name none.
  createAuction: 'an auction sells an open have of the company to linked companies',
  updateAuction: 'an edit needs a live auction of the company',
  placeBid: 'a bid needs another company’s live auction the company is invited to',
  declareWinner: 'a winner is declared on a closed auction of the company',
  // A payment is recorded against an issued invoice or bill with that much still owed; the record
  // a sweep makes is a draft.
  recordInvoicePayment: 'a payment needs an issued invoice with that much owed',
  updateAccountingSettings:
    'settings are checked against the connected service’s lists; the company has no connection',
  recordBillPayment: 'a payment needs an issued bill with that much owed',
};

const paramNames = (route: RouteDefinition) => pathParams(route.path);
const pathWith = (route: RouteDefinition, segments: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name]!);
const call = (
  route: RouteDefinition,
  segments: Record<string, string>,
  options: { query?: string; body?: string; token?: string | null } = {},
) =>
  send(
    cloud.baseUrl,
    route.method,
    `${pathWith(route, segments)}${options.query ? `?${options.query}` : ''}`,
    { token: options.token === null ? undefined : (options.token ?? tokenFor(route)), body: options.body },
  );

/** A record each path parameter names, made through the route that creates it (POST on the collection), once per collection. */
const records = new Map<string, Promise<string | undefined>>();
async function realSegments(route: RouteDefinition): Promise<Record<string, string>> {
  const sample = (route.params ? validSample(route.params) : {}) as Record<string, string>;
  const out: Record<string, string> = {};
  for (const name of paramNames(route)) {
    const collection = route.path.slice(0, route.path.indexOf(`/{${name}}`));
    if (!records.has(collection)) records.set(collection, createRecord(collection));
    out[name] = encodeURIComponent((await records.get(collection)) ?? sample[name]!);
  }
  return out;
}
async function createRecord(collection: string): Promise<string | undefined> {
  const creator = routes.find(
    (r) => r.method === 'POST' && r.path === collection && r.body && r.status === 201,
  );
  if (!creator) return undefined;
  const segments = await realSegments(creator);
  for (const optional of [false, true]) {
    const body = real(creator.id, {
      ...(validSample(creator.body!, optional) as object),
      ...NEEDS[creator.id]?.(),
    });
    const answer = await call(creator, segments, { body: JSON.stringify(body) });
    if (answer.status === 201) return (answer.json as { id: string }).id;
  }
  throw new Error(`Could not create a record with ${creator.id} for ${collection}`);
}

interface Case {
  label: string;
  answer: () => Promise<Answer>;
  problem: (answer: Answer) => string | undefined;
}
const refused = (field?: string) => (answer: Answer) => refusalProblem(answer, field);
/** Refused whole, before any field is read, with the route's own limit in the message. */
const tooLarge = (route: RouteDefinition) => (answer: Answer) => {
  const message = bodyTooLargeMessage(bodyLimitOf(route));
  return answer.status === 413 && (answer.json as { message?: string } | undefined)?.message === message
    ? undefined
    : `expected 413 "${message}", got ${answer.status} ${answer.text.slice(0, 240)}`;
};
const stored = (route: RouteDefinition) => (answer: Answer) =>
  WRITE_REFUSED[route.id]
    ? serverProblem(answer)
    : answer.status >= 200 && answer.status < 300
      ? undefined
      : `expected the value stored, got ${answer.status} ${answer.text.slice(0, 240)}`;

function pathCases(route: RouteDefinition, valid: Record<string, string>): Case[] {
  return paramNames(route).flatMap((name) => [
    ...HOSTILE_SEGMENTS.map((segment) => ({
      label: `path ${name}=${segment.slice(0, 20)}`,
      answer: () => call(route, { ...valid, [name]: segment }),
      problem: refused(),
    })),
    ...UNUSUAL_SEGMENTS.map((segment) => ({
      label: `path ${name}=${segment}`,
      answer: () => call(route, { ...valid, [name]: segment }),
      problem: serverProblem,
    })),
    {
      label: `path ${name}=%ZZ without a token`,
      answer: () => call(route, { ...valid, [name]: '%ZZ' }, { token: null }),
      problem: (a: Answer) =>
        refusalProblem(a) ?? (a.status === 400 ? undefined : `expected 400, got ${a.status}`),
    },
  ]);
}

function queryCases(route: RouteDefinition, valid: Record<string, string>): Case[] {
  const query = route.query ? (validSample(route.query) as Record<string, unknown>) : {};
  const encoded = (key: string, raw: string) =>
    [
      ...Object.entries(query)
        .filter(([k]) => k !== key)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`),
      `${key}=${raw}`,
    ].join('&');
  const leaves = route.query ? leavesOf(jsonSchemaOf(route.query)).filter((l) => l.path.length === 1) : [];
  return leaves.flatMap((leaf): Case[] => {
    const key = String(leaf.path[0]);
    if (leaf.kind === 'number') {
      const strict = new Set(REFUSED_QUERY_NUMBERS);
      return HOSTILE_QUERY_NUMBERS.map((raw) => ({
        label: `query ${key}=${raw.slice(0, 20)}`,
        answer: () => call(route, valid, { query: encoded(key, raw) }),
        problem: strict.has(raw) ? refused(`query.${key}`) : serverProblem,
      }));
    }
    // One more than the list may hold (30 where the schema names no maximum).
    if (leaf.kind === 'array')
      return [
        {
          label: `query ${key} repeated`,
          answer: () =>
            call(route, valid, {
              query: Array(typeof leaf.schema.maxItems === 'number' ? leaf.schema.maxItems + 1 : 30)
                .fill(`${key}=${encodeURIComponent(String(getAt(query, [key, 0])))}`)
                .join('&'),
            }),
          problem: refused(`query.${key}`),
        },
      ];
    return [
      {
        label: `query ${key} overlong`,
        answer: () => call(route, valid, { query: encoded(key, 'x'.repeat(4000)) }),
        problem: refused(`query.${key}`),
      },
    ];
  });
}

/** A top-level body that is not the object the route takes, as a client or API Gateway might pass it. */
const NOT_OBJECTS = [
  '1e999',
  '-0',
  '123456789012345678901234567890',
  '"x"',
  'null',
  'true',
  '[[[[[[[[[[]]]]]]]]]]',
  '{',
  '{"a":1}x',
  '\u0000',
];

function bodyCases(route: RouteDefinition, valid: Record<string, string>): Case[] {
  if (!route.body) return [];
  const full = validSample(route.body);
  const leaves = leavesOf(jsonSchemaOf(route.body));
  /**
   * One field spoiled in a valid body. Past the route's body limit the body is refused whole,
   * before its fields are read (413 with the limit); within it, the field is named.
   */
  const spoiled = (label: string, field: string, body: string): Case => ({
    label,
    answer: () => call(route, valid, { body }),
    problem: Buffer.byteLength(body) > bodyLimitOf(route) ? tooLarge(route) : refused(field),
  });
  const withValue = (leaf: Leaf, value: unknown) => JSON.stringify(setAt(full, leaf.path, value));
  return [
    ...NOT_OBJECTS.map((text) => ({
      label: `body ${text.slice(0, 20)}`,
      answer: () => call(route, valid, { body: text }),
      problem: refused(),
    })),
    ...leaves.flatMap((leaf): Case[] => {
      const field = ['body', ...leaf.path].join('.');
      const label = (what: string) => `${field} ${what}`;
      if (leaf.kind === 'number')
        return HOSTILE.number.map((n) => spoiled(label(String(n)), field, withValue(leaf, n)));
      if (leaf.kind === 'string')
        return HOSTILE.string.map((s) =>
          spoiled(label(`of ${s.length} characters`), field, withValue(leaf, s)),
        );
      if (leaf.kind === 'array') {
        const items = Array(10_000).fill(getAt(full, [...leaf.path, 0]));
        return [spoiled(label('of 10000 items'), field, withValue(leaf, items))];
      }
      return HOSTILE_JSON.map((raw) =>
        spoiled(label(raw.slice(0, 40)), field, jsonWith(full, leaf.path, raw)),
      );
    }),
  ];
}

/** A body without its optional fields, or the whole sample where leaving them out breaks a rule across fields (an auction invites bidders or is public). */
function leastSample(schema: NonNullable<RouteDefinition['body']>): unknown {
  try {
    return validSample(schema, false);
  } catch {
    return validSample(schema);
  }
}

/** The extremes each number and free-form field accepts, written to real records. */
async function storedCases(route: RouteDefinition): Promise<Case[]> {
  const leaves = leavesOf(jsonSchemaOf(route.body!)).filter((l) => l.kind === 'number' || l.kind === 'json');
  // A route that cannot write from this company is only held to "never a 5xx": sample ids do.
  const segments = WRITE_REFUSED[route.id] ? validSegments(route) : await realSegments(route);
  const full = validSample(route.body!);
  const minimal = { ...(leastSample(route.body!) as object), ...NEEDS[route.id]?.() };
  return leaves.flatMap((leaf): Case[] => {
    const values: unknown[] = leaf.kind === 'number' ? acceptedExtremes(leaf.schema) : ACCEPTED_JSON();
    return values.map((value) => ({
      label: `${['body', ...leaf.path].join('.')} stores ${JSON.stringify(value).slice(0, 40)}`,
      answer: () =>
        call(route, segments, {
          body: JSON.stringify(
            real(
              route.id,
              leaf.kind === 'number'
                ? extremeInput(route.body!, full, minimal, leaves, leaf, value as number)
                : setAt(minimal, leaf.path, value),
            ),
          ),
        }),
      problem: stored(route),
    }));
  });
}

async function problemsOf(cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = [];
  for (const c of cases) {
    const problem = c.problem(await c.answer());
    if (problem) problems.push(`${c.label}: ${problem}`);
  }
  return problems;
}

const validSegments = (route: RouteDefinition) =>
  Object.fromEntries(
    Object.entries((route.params ? validSample(route.params) : {}) as Record<string, string>).map(
      ([k, v]) => [k, encodeURIComponent(v)],
    ),
  );
const sweep = routes
  .map((route) => {
    const valid = validSegments(route);
    const cases = [...pathCases(route, valid), ...queryCases(route, valid), ...bodyCases(route, valid)];
    return [`${route.method} ${route.path}`, cases.length, cases] as const;
  })
  .filter(([, count]) => count > 0);
const writable = routes.filter(
  (r) =>
    r.body &&
    !platformWide(r) &&
    leavesOf(jsonSchemaOf(r.body)).some((l) => l.kind === 'number' || l.kind === 'json'),
);

describe('bad input to every route of the contract', () => {
  it.each(sweep)(
    '%s refuses each of its %i generated bad inputs with a 4xx naming the field, never a 5xx',
    async (_name, _count, cases) => {
      expect(await problemsOf(cases)).toEqual([]);
    },
  );

  it.each(writable.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s stores the largest numbers and free-form JSON its contract accepts',
    async (_name, route) => {
      expect(await problemsOf(await storedCases(route))).toEqual([]);
    },
  );
});
