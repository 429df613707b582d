import { randomUUID } from 'node:crypto';
import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import { dynamoBaseline } from './dynamo.js';
import { benchTenant, type Cloud } from './harness.js';
import { measure, percentile } from './stats.js';

/** Searchable records of one company: CRM companies, their contacts and materials. */
const RECORDS = Number(process.env.BENCH_SEARCH_RECORDS ?? 50_000);
/** Timed searches, after warm-up: a few hundred varied queries, each asked once or twice. */
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 400);
/** Of those, written whole and projected by the table stream (the rest by its code, in parallel). */
const THROUGH_STREAM = Number(process.env.BENCH_SEARCH_THROUGH_STREAM ?? 500);

const FIRST = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Mia',
  'Lucas',
  'Chloé',
  'Mateo',
  'Zoë',
  'Ethan',
  'Aria',
  'Owen',
  'Nora',
  'Caleb',
  'Ivy',
  'Jonas',
  'Priya',
  'Kenji',
  'Amara',
  'Diego',
];
const LAST = [
  'Okafor',
  'Nguyen',
  'García',
  'Smith',
  'Kowalski',
  'Haddad',
  'Müller',
  'Rossi',
  'Tanaka',
  'Johnson',
  'Silva',
  'Dubois',
  'Patel',
  'Novak',
  'Larsen',
  'Moreau',
  'Kim',
  'Brown',
  'Fischer',
  'Lopez',
];
const ADJECTIVE = [
  'Great',
  'Lone',
  'Pacific',
  'Maple',
  'Northern',
  'Coastal',
  'Prairie',
  'Summit',
  'Harbor',
  'Granite',
  'Evergreen',
  'Silver',
  'Blue',
  'Iron',
  'Golden',
  'Cedar',
  'Atlas',
  'Delta',
  'Apex',
  'Red',
];
const NOUN = [
  'Lakes',
  'Star',
  'Valley',
  'River',
  'Ridge',
  'Forest',
  'Bay',
  'Peak',
  'Field',
  'Stone',
  'Creek',
  'Harvest',
  'Bridge',
  'Point',
  'Mesa',
  'Grove',
  'Canyon',
  'Shore',
  'Meadow',
  'Hill',
];
const KIND = [
  'Polymers',
  'Resins',
  'Plastics',
  'Recycling',
  'Regrind',
  'Compounding',
  'Materials',
  'Packaging',
  'Recovery',
  'Industries',
];
const CITY = [
  'Chicago',
  'Houston',
  'Denver',
  'Toronto',
  'Detroit',
  'Phoenix',
  'Atlanta',
  'Portland',
  'Calgary',
  'Montréal',
  'Dallas',
  'Seattle',
];
const MATERIAL = [
  'HDPE natural regrind',
  'PP copolymer black pellets',
  'Clear PET bottle flake',
  'LDPE film bales',
  'ABS purge',
  'PVC pipe regrind',
  'Nylon 6 fiber',
  'PS foam densified',
];
const TYPES = ['PE', 'PP', 'PET', 'PE', 'ABS', 'PVC', 'PA', 'PS'] as const;

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const companyName = (n: number) =>
  `${pick(ADJECTIVE, n)} ${pick(NOUN, Math.floor(n / 20))} ${pick(KIND, Math.floor(n / 400))} ${n}`;

/**
 * Global search over a company of `RECORDS` searchable records (companies, contacts, materials).
 * `THROUGH_STREAM` of them are written whole (`batchPut`) and projected by the table stream as any
 * write is; the local stream reads one shard in order, with the history and domain events of every
 * record, so the rest are projected by the stream's own code (the mappers, then the index items in
 * parallel batches, as `npm run rebuild` does) rather than waiting an hour for it. Once the stream has
 * caught up, `GET /api/_search` is timed through the gateway with a real token over `SAMPLES`
 * varied queries (the start of a word, of two words, of an identifier, a number), against a
 * DynamoDB Local Query (25 items) timed right after in the same run.
 */
export async function searchFigures(cloud: Cloud) {
  const { company, get, countsOf } = await benchTenant(cloud, 'Search bench');
  const { batchPut, batchWrite } = await import('@polyloop/functions/data/entity');
  const { Company } = await import('@polyloop/functions/domain/company/company.entity');
  const { Contact } = await import('@polyloop/functions/domain/contact/contact.entity');
  const { MaterialItem } = await import('@polyloop/functions/domain/material/material.entity');
  const { nameKey } = await import('@polyloop/functions/domain/company/normalize');
  const crm = {
    ...(await import('@polyloop/functions/domain/company/company.search')),
    ...(await import('@polyloop/functions/domain/contact/contact.search')),
  };
  const { material } = await import('@polyloop/functions/domain/material/material.search');
  const { markersOf, tokensOf } = await import('@polyloop/functions/domain/search/search.projection');
  const tenantId = company.tenantId;
  const at = new Date().toISOString();
  const materials = Math.round(RECORDS * 0.12);
  const contacts = Math.round(RECORDS * 0.4);
  const companies = RECORDS - materials - contacts;
  const companyIds = Array.from({ length: companies }, () => randomUUID());
  const records = [
    ...companyIds.map((companyId, n) => {
      const name = companyName(n);
      return {
        mapper: crm.company,
        put: Company.batchPut({
          tenantId,
          companyId,
          name,
          nameKey: nameKey(name),
          status: 'ACTIVE',
          headquarters: { id: `l${n}`, city: pick(CITY, n), stateProvince: 'IL', country: 'US' },
          createdDate: at,
          updatedDate: at,
        }),
      };
    }),
    ...Array.from({ length: contacts }, (_, n) => {
      const [firstName, lastName] = [pick(FIRST, n), pick(LAST, Math.floor(n / 20))];
      const put = Contact.batchPut({
        tenantId,
        contactId: randomUUID(),
        companyId: pick(companyIds, n),
        firstName,
        lastName,
        sortName: `${firstName} ${lastName}`.toLowerCase(),
        email: `${firstName}.${lastName}@${pick(NOUN, n).toLowerCase()}-${pick(KIND, n).toLowerCase()}.example`,
        title: n % 3 ? 'Buyer' : 'Plant manager',
        status: 'ACTIVE',
        createdDate: at,
        updatedDate: at,
      });
      return { mapper: crm.contact, put };
    }),
    ...Array.from({ length: materials }, (_, n) => {
      const name = `${pick(MATERIAL, n)} ${pick(CITY, Math.floor(n / 8))}`;
      const put = MaterialItem.batchPut({
        tenantId,
        materialId: randomUUID(),
        identifier: `SRB-M-${String(n + 1).padStart(4, '0')}`,
        name,
        type: pick(TYPES, n),
        archived: false,
        state: 'ACTIVE',
        nameKey: name.toLowerCase(),
        createdDate: at,
        createdMonth: at.slice(0, 7),
        updatedDate: at,
      });
      return { mapper: material, put };
    }),
  ];
  // Every hundredth record through the stream, so each kind is among them.
  const streamed = records.filter((_, n) => n % Math.ceil(records.length / THROUGH_STREAM) === 0);
  const direct = records.filter((_, n) => n % Math.ceil(records.length / THROUGH_STREAM) !== 0);
  console.log(
    `Search: ${streamed.length} records through the table stream, then ${direct.length.toLocaleString('en-US')} projected in parallel…`,
  );
  let started = Date.now();
  await batchPut(
    streamed.map((r) => r.put),
    8,
  );
  await cloud.settle();
  const streamMs = Date.now() - started;
  started = Date.now();
  let indexItems = 0;
  for (let i = 0; i < direct.length; i += 500) {
    const docs = await Promise.all(direct.slice(i, i + 500).map((r) => r.mapper.documents(r.put.stored, '')));
    const tokens = docs.flatMap(tokensOf);
    indexItems += tokens.length;
    await batchWrite([...markersOf(tokens.map((t) => t.key)), ...tokens.map((t) => t.put)], [], 8);
  }
  await cloud.settle();
  const directMs = Date.now() - started;
  console.log(
    `Search: ${indexItems.toLocaleString('en-US')} index items written in ${(directMs / 1000).toFixed(0)} s; timing ${SAMPLES} searches…`,
  );
  const queries = queriesFor(companies, materials);
  const path = (q: string) =>
    `${SearchRoutes.search.path}?query=${encodeURIComponent(q)}&sizePerType=5&searchedResources=ALL`;
  const totals = await Promise.all(
    queries.slice(0, 12).map(async (q) => ((await get(path(q))).body as { totalCount: number }).totalCount),
  );
  // A record the stream projected, found by its own words.
  const probe = streamed.find((r) => r.mapper === crm.company)!.put.stored as {
    name: string;
    companyId: string;
  };
  const probed = (await get(path(probe.name))).body as {
    results: { companies: { items: Array<{ id: string }> } };
  };
  if (!probed.results.companies.items.some((h) => h.id === probe.companyId))
    throw new Error(`the stream did not index ${probe.name}`);
  const requests = await countsOf(async () => {
    const res = await get(path('great lak'));
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
  });
  const samples = await measure(SAMPLES, (i) => get(path(queries[i % queries.length]!)), 40);
  const failed = (await Promise.all(queries.slice(0, 50).map((q) => get(path(q))))).filter(
    (r) => r.status !== 200,
  ).length;
  // Where the time goes, by the kind of query.
  const kinds: Array<[string, string]> = [
    ['a word found nowhere', 'zzqxv'],
    ['a common word', 'gre'],
    ['a phrase', 'great lak'],
    ['words apart', 'lakes great'],
    ['an identifier', 'SRB-M-001'],
    ['a number', '1234'],
  ];
  const byKind = [];
  for (const [label, q] of kinds) {
    const s = await measure(60, () => get(path(q)), 10);
    byKind.push({ label, query: q, p50: percentile(s, 50), p95: percentile(s, 95) });
  }
  const baseline = await dynamoBaseline(cloud.env, 500);
  const p95 = percentile(samples, 95);
  const queryP95 = percentile(baseline.query, 95);
  return {
    records: { companies, contacts, materials, total: records.length, streamed: streamed.length, indexItems },
    streamMs,
    directMs,
    queries: queries.length,
    totals,
    failed,
    requests,
    byKind,
    search: { p50: percentile(samples, 50), p95 },
    query: { p50: percentile(baseline.query, 50), p95: queryP95 },
    ratio: p95 / queryP95,
  };
}

/** Varied queries people type: a word's first letters, two words, an identifier or its number, a person. */
function queriesFor(companies: number, materials: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < 300; n++) {
    const word = [
      pick(ADJECTIVE, n),
      pick(NOUN, n * 7),
      pick(KIND, n * 3),
      pick(CITY, n * 5),
      pick(FIRST, n * 11),
      pick(LAST, n * 13),
      pick(MATERIAL, n).split(' ')[0]!,
    ][n % 7]!;
    const cut = 2 + (n % 5);
    switch (n % 6) {
      case 0:
      case 1:
        out.push(word.slice(0, cut));
        break;
      case 2:
        out.push(`${pick(ADJECTIVE, n)} ${pick(NOUN, n * 3).slice(0, cut)}`);
        break;
      case 3:
        out.push(`SRB-M-${String((n * 37) % materials || 1).padStart(4, '0')}`.slice(0, 7 + (n % 4)));
        break;
      case 4:
        out.push(String((n * 131) % companies));
        break;
      default:
        out.push(`${pick(FIRST, n)} ${pick(LAST, n * 3).slice(0, cut)}`);
    }
  }
  return out;
}

/** The lines the benchmark prints, the last one for scripts. */
export function searchLines(s: Awaited<ReturnType<typeof searchFigures>>): string[] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const n = (v: number) => v.toLocaleString('en-US');
  const { records: r } = s;
  return [
    `\nGlobal search over ${n(r.total)} records of one company (${n(r.companies)} companies, ${n(r.contacts)} contacts, ${n(r.materials)} materials)`,
    `  ${n(r.streamed)} written whole and projected by the table stream in ${(s.streamMs / 1000).toFixed(1)} s (${(s.streamMs / r.streamed).toFixed(0)} ms a record, with their history and events)`,
    `  ${n(r.total - r.streamed)} projected by the same mappers in parallel batches: ${n(r.indexItems)} index items in ${(s.directMs / 1000).toFixed(1)} s`,
    `  GET /api/_search       p50 ${ms(s.search.p50)}  p95 ${ms(s.search.p95)}  over ${s.queries} varied queries (totals of the first: ${s.totals.join(', ')}); ${s.requests}; ${s.failed} failed`,
    ...s.byKind.map(
      (k) => `    ${`${k.label} ("${k.query}")`.padEnd(36)} p50 ${ms(k.p50)}  p95 ${ms(k.p95)}`,
    ),
    `  DynamoDB Local Query   p50 ${ms(s.query.p50)}  p95 ${ms(s.query.p95)}  (25 items, timed right after)`,
    `search p95 ratio: ${s.ratio.toFixed(2)}`,
  ];
}
