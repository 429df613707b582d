import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { Input, SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, tagsNamed, unique } from './crm-support.js';

const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let memberId: string;
let keyAccount: string;
let vip: string;
let std: string;
let tagA: string;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Crm');
  admin = t.admin;
  member = t.member;
  memberId = t.company.member.userId;
  [keyAccount, vip, std, tagA] = (await tagsNamed(admin, 'key account', 'vip', 'std', 'a')) as [
    string,
    string,
    string,
    string,
  ];
});

describe('the company wizard', () => {
  it('creates a company with its locations, contacts and buy profiles in one go, ignoring the empty rows', async () => {
    const name = unique('Wizard Polymers');
    const res = await member.ok(CrmRoutes.createCompany, {
      body: {
        name,
        website: 'www.wizard.example',
        tags: [keyAccount],
        services: ['GRINDING'],
        representatives: [memberId],
        // The wizard always shows one more empty row.
        locations: [
          address('1 Main St', { remitTo: true }),
          address('2 Side St'),
          address('', { formattedAddress: '' }),
        ],
        contacts: [
          {
            firstName: 'Ann',
            lastName: 'Lee',
            email: 'ann@wizard.example',
            officePhone: '3125550100;ext=12',
          },
          { firstName: '', email: '' },
        ],
        buyProfiles: [{ materialType: 'PP', grades: ['PRIME'] }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      contactCount: 1,
      locationCount: 2,
      own: false,
      archived: false,
      status: 'ACTIVE',
      representatives: [memberId],
    });
    expect(res.body.headquarters).toMatchObject({
      city: 'Chicago',
      formattedAddress: '1 Main St, Chicago, IL 60601, USA',
    });
    const params = { id: res.body.id };
    expect((await member.ok(CrmRoutes.listCompanyContacts, { params })).body).toHaveLength(1);
    expect((await member.ok(CrmRoutes.listCompanyLocations, { params })).body).toHaveLength(2);
    expect((await member.ok(CrmRoutes.listBuyProfiles, { params })).body).toHaveLength(1);
    const buyers = await member.ok(CrmRoutes.activeBuyers, { query: { q: name } });
    expect(buyers.body.map((b) => b.id)).toEqual([params.id]);
  });

  it('warns of a possible duplicate with the names, and creates it once confirmed', async () => {
    const base = unique('Duplicate Resins');
    expect((await member(CrmRoutes.createCompany, { body: { name: `${base}, Inc.` } })).status).toBe(201);
    const again = await member.refused(CrmRoutes.createCompany, { body: { name: `${base} LLC` } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      message: 'A company with a similar name already exists. Create it anyway?',
      details: { duplicates: [`${base}, Inc.`] },
    });
    expect(
      (await member(CrmRoutes.createCompany, { body: { name: `${base} LLC`, confirmDuplicate: true } }))
        .status,
    ).toBe(201);
  });

  it('answers the spec messages for missing contact names, e-mails and addresses', async () => {
    const res = await member.invalid(CrmRoutes.createCompany, {
      body: {
        name: unique('Invalid'),
        contacts: [
          { firstName: 'Bo', email: 'bo@x.example' },
          { firstName: '', email: 'x@x.example' },
          { firstName: 'Cy' },
        ],
        locations: [address('1 Main St'), { ...address(''), formattedAddress: 'Somewhere' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'body.contacts.1.firstName': ['Contact name is required'],
      'body.contacts.2.email': ['Contact email is required'],
      'body.locations.1.address': ['Address is required'],
    });
    expect(
      (await member.refused(CrmRoutes.createCompany, { body: { name: '' } })).body.fieldErrors?.['body.name'],
    ).toEqual(['Company name is required']);
    const twice = await member.refused(CrmRoutes.createCompany, {
      body: {
        name: unique('Twice'),
        contacts: [
          { firstName: 'Bo', email: 'bo@x.example' },
          { firstName: 'Di', email: 'BO@x.example' },
        ],
      },
    });
    expect(twice.body.fieldErrors).toEqual({
      'body.contacts.1.email': ['A contact with this e-mail already exists for this company.'],
    });
    const unknownRep = await member(CrmRoutes.createCompany, {
      body: { name: unique('Reps'), representatives: ['someone-else'] },
    });
    expect(unknownRep.status).toBe(400);
  });
});

describe('the company list', () => {
  const prefix = unique('Listed');
  const names = async (input: Input<typeof CrmRoutes.listCompanies>) =>
    (await admin.ok(CrmRoutes.listCompanies, input)).body.map((x) => x.name);
  beforeAll(async () => {
    for (const n of ['Charlie', 'Alpha', 'Bravo'])
      await admin.ok(CrmRoutes.createCompany, {
        body: {
          name: `${prefix} ${n}`,
          tags: [n === 'Bravo' ? vip : std],
          materials: n === 'Alpha' ? ['PET'] : [],
        },
      });
  });

  it('pages by name with the total in x-total-count', async () => {
    const first = await admin.ok(CrmRoutes.listCompanies, { query: { size: 2, page: 0 } });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.body).toHaveLength(2);
    const all = await admin.ok(CrmRoutes.listCompanies, { query: { size: 100 } });
    const second = await admin.ok(CrmRoutes.listCompanies, { query: { size: 2, page: 1 } });
    expect(second.body.map((x) => x.id)).toEqual(all.body.slice(2, 4).map((x) => x.id));
    // Sorted as the name index folds names: case and punctuation ignored.
    const folded = all.body.map((x) =>
      x.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
    expect(folded).toEqual([...folded].sort());
  });

  it('searches by name prefix and sorts newest first', async () => {
    const found = await admin.ok(CrmRoutes.listCompanies, { query: { q: prefix.toLowerCase() } });
    expect(found.body.map((x) => x.name)).toEqual([
      `${prefix} Alpha`,
      `${prefix} Bravo`,
      `${prefix} Charlie`,
    ]);
    expect(found.total).toBe(3);
    expect(await names({ query: { q: prefix, sort: 'createdDate,desc' } })).toEqual([
      `${prefix} Bravo`,
      `${prefix} Alpha`,
      `${prefix} Charlie`,
    ]);
  });

  it('filters by tag and material type', async () => {
    expect(await names({ query: { q: prefix, tag: vip } })).toEqual([`${prefix} Bravo`]);
    expect(await names({ query: { q: prefix, materialType: ['PET'] } })).toEqual([`${prefix} Alpha`]);
  });
});

describe('one company', () => {
  it('reads, changes only the fields sent, archives (hidden from lists and pickers) and restores', async () => {
    const made = (
      await admin.ok(CrmRoutes.createCompany, {
        body: { name: unique('Lifecycle'), tags: [tagA], services: ['BALING'] },
      })
    ).body;
    const params = { id: made.id };
    expect((await admin.ok(CrmRoutes.getCompany, { params })).body).toMatchObject({
      id: made.id,
      tags: [tagA],
    });
    const patched = await admin.ok(CrmRoutes.updateCompany, {
      params,
      body: { about: 'Balers', representatives: [memberId] },
    });
    expect(patched.body).toMatchObject({
      about: 'Balers',
      tags: [tagA],
      services: ['BALING'],
      representatives: [memberId],
    });
    expect((await admin.ok(CrmRoutes.companyRepresentatives, { params })).body.map((r) => r.id)).toEqual([
      memberId,
    ]);
    expect((await admin.ok(CrmRoutes.archiveCompany, { params })).body).toMatchObject({
      archived: true,
      status: 'ARCHIVED',
    });
    const q = made.name;
    const ids = (reply: { body: { id: string }[] }) => reply.body.map((x) => x.id);
    expect(ids(await admin.ok(CrmRoutes.listCompanies, { query: { q } }))).toEqual([]);
    expect(ids(await admin.ok(CrmRoutes.companyOptions, { query: { q } }))).toEqual([]);
    expect(ids(await admin.ok(CrmRoutes.listCompanies, { query: { q, archived: 'true' } }))).toEqual([
      made.id,
    ]);
    expect((await admin.ok(CrmRoutes.restoreCompany, { params })).body).toMatchObject({ archived: false });
    expect(ids(await admin.ok(CrmRoutes.companyOptions, { query: { q } }))).toEqual([made.id]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await admin(CrmRoutes.getCompany, { params: { id: 'no-such-company' } })).status).toBe(404);
  });
});
