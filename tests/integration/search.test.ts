import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CrmRoutes, DEFAULT_PUBLISHING, NetworkRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import {
  CORE_CATEGORIES,
  NETWORK_CATEGORIES,
  SEARCH_MESSAGES,
  SEARCH_RULES,
  type SearchCategory,
  type SearchResult,
} from '@polyloop/shared/search/search';
import type { SignedInClient } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { contact, day, newHave } from '../support/network.js';
import { useParties } from './network-support.js';

/**
 * Global search through the gateway: what it finds (by the start of any word, any alphabet, in
 * the 14 categories), that a company finds only what it may see (three companies), and that the
 * index follows records as they change. The index is kept from the table stream, so every look
 * waits for it (`eventually`).
 */

const cloud = inject('cloud');

/**
 * Text only this run's records hold, in letters alone: a word mixing letters and digits is also
 * indexed by its runs ("ridgemab7123" by "7123"), which would let the tests' numbered names match
 * every record of the run.
 */
const marker = `m${randomUUID()
  .slice(0, 7)
  .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
const made = {
  company: '',
  contact: '',
  have: '',
  haveIdentifier: '',
  order: '',
  publicOffer: '',
  accented: '',
};

type Options = { searchedResources?: 'ALL' | 'CORE' | 'NETWORK'; sizePerType?: number };
const search = async (client: SignedInClient, query: string, options: Options = {}) =>
  (await client.ok(SearchRoutes.search, { query: { query, ...options } })).body;
/** Searches until `found` holds (the stream projects writes a moment after they commit). */
const searchUntil = (
  client: SignedInClient,
  query: string,
  found: (r: SearchResult) => boolean,
  options: Options = {},
) =>
  eventually(async () => {
    const result = await search(client, query, options);
    return found(result) ? result : undefined;
  });
const ids = (r: SearchResult, category: SearchCategory) => r.results[category].items.map((h) => h.id);
const has = (category: SearchCategory, id: string) => (r: SearchResult) => ids(r, category).includes(id);
const lacks = (category: SearchCategory, id: string) => (r: SearchResult) => !ids(r, category).includes(id);

const [owner, neighbour, third] = useParties(cloud, [['Searcher', { approved: true }], 'Neighbour', 'Third']);

beforeAll(async () => {
  const company = (
    await owner.member.ok(CrmRoutes.createCompany, {
      body: {
        name: `Bluewater ${marker} Polymers`,
        contacts: [
          { firstName: 'Quinn', lastName: `Okafor${marker}`, email: `quinn.${marker}@bluewater.example` },
        ],
      },
    })
  ).body;
  made.company = company.id;
  made.contact = (
    await owner.member.ok(CrmRoutes.listCompanyContacts, { params: { id: company.id } })
  ).body[0]!.id;
  made.accented = (
    await owner.member.ok(CrmRoutes.createCompany, { body: { name: `Éclairé Ünïversal ${marker}` } })
  ).body.id;
  const have = await newHave(owner, 5_000);
  made.have = have.id;
  made.haveIdentifier = have.identifier;
  made.order = (
    await owner.member.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: owner.ownId,
        receivingCompanyId: company.id,
        customerPoNumber: `PO-${marker}`,
        orderDate: day(0),
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 10, unit: 'POUND' } }],
      },
    })
  ).body.id;
  const listed = await newHave(owner, 2_000);
  await owner.member.ok(NetworkRoutes.acceptGroundRules);
  made.publicOffer = (
    await owner.member.ok(NetworkRoutes.createPublicOffer, {
      body: {
        haveId: listed.id,
        askingPrice: { unitValue: 0.5, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        description: `Natural PP regrind ${marker}`,
        contactInformation: contact(owner),
        representatives: [owner.company.member.userId],
      },
    })
  ).body.id;
});

describe('global search', () => {
  it('finds a have by the start of its identifier, and a company by a word of its name', async () => {
    // Identifiers read like GLP-H12: the company's short code, H and a number.
    const [prefix, rest] = made.haveIdentifier.split('-') as [string, string];
    const number = rest.slice(1);
    const byPrefix = await searchUntil(owner.member, `${prefix}-H`, has('haves', made.have));
    expect(byPrefix.results.haves.items.find((h) => h.id === made.have)).toMatchObject({
      category: 'haves',
      title: made.haveIdentifier,
      url: `/haves/${made.have}`,
    });
    await searchUntil(owner.member, number, has('haves', made.have));
    await searchUntil(owner.member, made.haveIdentifier.toLowerCase(), has('haves', made.have));
    const byWord = await searchUntil(owner.member, 'bluewat', has('companies', made.company));
    expect(byWord.results.companies.items[0]).toMatchObject({
      id: made.company,
      title: `Bluewater ${marker} Polymers`,
      url: `/companies/${made.company}`,
    });
    expect(byWord.results.companies.count).toBeGreaterThanOrEqual(1);
    expect(byWord.totalCount).toBe(Object.values(byWord.results).reduce((n, r) => n + r.count, 0));
  });

  it('finds a contact, an order and a public offer, each where its page opens, with counts per category', async () => {
    const found = await searchUntil(
      owner.member,
      marker,
      (r) =>
        has('contacts', made.contact)(r) &&
        has('orders', made.order)(r) &&
        has('publicOffers', made.publicOffer)(r),
    );
    expect(found.results.contacts.items[0]).toMatchObject({
      title: `Quinn Okafor${marker}`,
      url: `/companies/${made.company}/profile`,
    });
    expect(found.results.orders.items[0]).toMatchObject({ id: made.order, url: `/orders/${made.order}` });
    // The owner's own public offer shows once.
    expect(ids(found, 'publicOffers').filter((id) => id === made.publicOffer)).toHaveLength(1);
    expect(found.results.publicOffers.items[0]!.url).toBe(`/network/offers/${made.publicOffer}`);
    expect(Object.keys(found.results).sort()).toHaveLength(14);
    // Every word must start a word of the record: the contact's first name and last name together.
    await searchUntil(owner.member, `okaf qui`, has('contacts', made.contact));
    expect(ids(await search(owner.member, `okafor${marker} zzzqx`), 'contacts')).toEqual([]);
  });

  it('folds accents and case, in any alphabet', async () => {
    await searchUntil(owner.member, 'eclaire univ', has('companies', made.accented));
    await searchUntil(owner.member, 'ÉCLAIRÉ', has('companies', made.accented));
    for (const query of [
      '日本語',
      'Ελληνικά',
      'Ünïcödé',
      'x'.repeat(SEARCH_RULES.maxQueryLength),
      'a b c d e f g h i j k l m n',
      '1 2',
    ]) {
      const res = await owner.member(SearchRoutes.search, { query: { query } });
      expect(res.status, query).toBe(200);
    }
  });

  it("never shows another company's private records, while its public offers show to everyone", async () => {
    await searchUntil(owner.member, marker, has('publicOffers', made.publicOffer));
    for (const other of [neighbour, third]) {
      const seen = await searchUntil(other.member, marker, has('publicOffers', made.publicOffer));
      for (const category of CORE_CATEGORIES)
        expect(seen.results[category], category).toEqual({ items: [], count: 0 });
      expect(JSON.stringify(seen)).not.toContain(made.company);
      const [prefix] = made.haveIdentifier.split('-');
      expect(ids(await search(other.admin, `${prefix}-H`), 'haves')).not.toContain(made.have);
      expect(ids(await search(other.admin, 'bluewater'), 'companies')).not.toContain(made.company);
    }
  });

  it('drops an archived company, and a have once closed and archived', async () => {
    const extra = (
      await owner.member.ok(CrmRoutes.createCompany, { body: { name: `Vanishing ${marker} Resins` } })
    ).body.id;
    await searchUntil(owner.member, 'vanishing', has('companies', extra));
    await owner.member.ok(CrmRoutes.archiveCompany, { params: { id: extra } });
    await searchUntil(owner.member, 'vanishing', lacks('companies', extra));

    const have = await newHave(owner, 700);
    await searchUntil(owner.member, have.identifier, has('haves', have.id));
    await owner.member.ok(SupplyRoutes.changeHaveStatus, {
      params: { id: have.id },
      body: { status: 'CANCELLED' },
    });
    await owner.member.ok(SupplyRoutes.archiveHave, { params: { id: have.id } });
    await searchUntil(owner.member, have.identifier, lacks('haves', have.id));
    await owner.member.ok(SupplyRoutes.restoreHave, { params: { id: have.id } });
    await searchUntil(owner.member, have.identifier, has('haves', have.id));
  });

  it('finds a record among many that share its words: by a phrase as typed, and by one rare word', async () => {
    // More companies share each word than one page of the index holds.
    const word = `ridge${marker}`;
    const made = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => [
        (
          await owner.member.ok(CrmRoutes.createCompany, {
            body: { name: `${word} Alpha Plastics ${i + 1}` },
          })
        ).body.id,
        (
          await owner.member.ok(CrmRoutes.createCompany, {
            body: { name: `Alpha Resins ${word} ${i + 101}` },
          })
        ).body.id,
      ]),
    );
    const seventh = made[6]![0]!;
    const phrase = await searchUntil(
      owner.member,
      `${word} alph`,
      (r) => r.results.companies.count === SEARCH_RULES.maxCount,
    );
    expect(
      phrase.results.companies.items.every((h) => h.title.includes(word) && h.title.includes('Alpha')),
    ).toBe(true);
    expect(phrase.results.companies.items).toHaveLength(5);
    const rare = await searchUntil(owner.member, `alpha ${word} plastics 7`, has('companies', seventh));
    expect(rare.results.companies.items.map((h) => h.title)).toEqual([`${word} Alpha Plastics 7`]);
    // "10" starts 101 to 109 (and the tenth of the first thirty, which is no resin): its page holds them all.
    const reversed = await searchUntil(
      owner.member,
      `resins ${word} 10`,
      (r) => r.results.companies.count === 9,
    );
    expect(reversed.results.companies.items.every((h) => /^Alpha Resins \S+ 10\d$/.test(h.title))).toBe(true);
  });

  it('follows a renamed record: its new words find it, its old ones no longer do', async () => {
    const id = (await owner.member.ok(CrmRoutes.createCompany, { body: { name: `Oldname ${marker}` } })).body
      .id;
    await searchUntil(owner.member, `oldname ${marker}`, has('companies', id));
    await owner.member.ok(CrmRoutes.updateCompany, { params: { id }, body: { name: `Newname ${marker}` } });
    const renamed = await searchUntil(owner.member, `newname ${marker}`, has('companies', id));
    expect(renamed.results.companies.items[0]!.title).toBe(`Newname ${marker}`);
    await searchUntil(owner.member, `oldname ${marker}`, lacks('companies', id));
  });

  it('searches the company’s own records (CORE) or what it shares on the network (NETWORK)', async () => {
    const core = await searchUntil(owner.member, marker, has('companies', made.company), {
      searchedResources: 'CORE',
    });
    for (const category of NETWORK_CATEGORIES) expect(core.results[category].count, category).toBe(0);
    const network = await searchUntil(owner.member, marker, has('publicOffers', made.publicOffer), {
      searchedResources: 'NETWORK',
    });
    for (const category of CORE_CATEGORIES) expect(network.results[category].count, category).toBe(0);
    const one = await search(owner.member, marker, { sizePerType: 1 });
    expect(one.results.companies.items.length).toBeLessThanOrEqual(1);
    expect(one.results.companies.count).toBeGreaterThanOrEqual(2);
  });

  it('leaves out the categories a person may not read', async () => {
    await searchUntil(owner.member, marker, has('orders', made.order));
    const Search = await import('@polyloop/functions/domain/search/search.service');
    const { permissionsFor } = await import('@polyloop/shared/permissions');
    const granted = permissionsFor({
      authorities: ['ROLE_USER'],
      functionalRoles: [],
      tenantId: owner.company.tenantId,
      effectiveTier: 'INTELLIGENCE',
      publishing: DEFAULT_PUBLISHING,
    });
    granted.delete('ORDER_READ');
    const actor = {
      userId: owner.company.member.userId,
      email: owner.company.member.email,
      tenantId: owner.company.tenantId,
      authorities: ['ROLE_USER' as const],
      functionalRoles: [],
      effectiveTier: 'INTELLIGENCE' as const,
      publishing: DEFAULT_PUBLISHING,
      permissions: granted,
    };
    // Public auctions are not what this looks at: the company does not see them.
    const seen = await Search.search(
      actor,
      { query: marker, sizePerType: 5, searchedResources: 'ALL' },
      { publicAuctionsVisible: async () => false },
    );
    expect(seen.results.orders).toEqual({ items: [], count: 0 });
    expect(ids(seen, 'companies')).toContain(made.company);
  });

  it('answers nonsense with a 400 that says why, and hostile input with a 4xx, never a 5xx', async () => {
    for (const query of ['!!!', '—', '🔥🔥', '...---...', '%', '"\'<>']) {
      const refused = await owner.member.refused(SearchRoutes.search, { query: { query } });
      expect(refused, query).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.nothingToFind } });
    }
    const loose = [
      { query: '   ' },
      { query: 'x'.repeat(SEARCH_RULES.maxQueryLength + 1) },
      { query: 'poly', sizePerType: 0 },
      { query: 'poly', sizePerType: 21 },
      { query: 'poly', sizePerType: 'many' },
      { query: 'poly', searchedResources: 'EVERYTHING' },
      {},
    ];
    for (const query of loose)
      expect((await owner.member.invalid(SearchRoutes.search, { query })).status, JSON.stringify(query)).toBe(
        400,
      );
    const huge = await owner.member.raw(
      'GET',
      `${SearchRoutes.search.path}?query=${'%F0%9F%94%A5'.repeat(2000)}`,
    );
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it('takes the search box’s analytics events, recording them only while their flags are on', async () => {
    const returned = await owner.member.ok(SearchRoutes.recordSearchEvent, {
      body: { event: 'RETURNED', query: marker, totalCount: 3 },
    });
    expect(returned.status).toBe(202);
    expect(typeof returned.body.recorded).toBe('boolean');
    const clicked = await owner.member.ok(SearchRoutes.recordSearchEvent, {
      body: { event: 'CLICKED', query: marker, category: 'haves', position: 0 },
    });
    expect(clicked.status).toBe(202);
    expect(
      (
        await owner.member.invalid(SearchRoutes.recordSearchEvent, {
          body: { event: 'CLICKED', query: marker, category: 'everything', position: 0 },
        })
      ).status,
    ).toBe(400);
  });
});
