import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useCloudEnv, type Call } from '../support/companies.js';
import { address, crmTenant, unique, type CompanyReply } from './crm-support.js';

const cloud = inject('cloud');
const c = '/api/network/companies';
let admin: Call;
let member: Call;
let memberId: string;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Crm');
  admin = t.admin;
  member = t.member;
  memberId = t.company.member.userId;
});

describe('the company wizard', () => {
  it('creates a company with its locations, contacts and buy profiles in one go, ignoring the empty rows', async () => {
    const name = unique('Wizard Polymers');
    const res = await member<CompanyReply>('POST', c, {
      name,
      website: 'www.wizard.example',
      tags: ['key account'],
      services: ['GRINDING'],
      representatives: [memberId],
      locations: [address('1 Main St', { remitTo: true }), address('2 Side St'), { address: '' }],
      contacts: [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@wizard.example', officePhone: '3125550100;ext=12' }, { firstName: '' }],
      buyProfiles: [{ materialType: 'PP', grades: ['PRIME'] }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, contactCount: 1, locationCount: 2, own: false, archived: false, status: 'ACTIVE', representatives: [memberId] });
    expect(res.body.headquarters).toMatchObject({ city: 'Chicago', formattedAddress: '1 Main St, Chicago, IL 60601, USA' });
    const id = res.body.id;
    expect((await member<unknown[]>('GET', `${c}/${id}/contacts`)).body).toHaveLength(1);
    expect((await member<unknown[]>('GET', `${c}/${id}/locations`)).body).toHaveLength(2);
    expect((await member<unknown[]>('GET', `${c}/${id}/buy-profiles`)).body).toHaveLength(1);
    const buyers = await member<{ id: string }[]>('GET', `${c}/active-buyers?q=${encodeURIComponent(name)}`);
    expect(buyers.body.map((b) => b.id)).toEqual([id]);
  });

  it('warns of a possible duplicate with the names, and creates it once confirmed', async () => {
    const base = unique('Duplicate Resins');
    expect((await member('POST', c, { name: `${base}, Inc.` })).status).toBe(201);
    const again = await member<{ code: string; message: string; details: { duplicates: string[] } }>('POST', c, { name: `${base} LLC` });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'POSSIBLE_DUPLICATE', message: 'A company with a similar name already exists. Create it anyway?', details: { duplicates: [`${base}, Inc.`] } });
    expect((await member('POST', c, { name: `${base} LLC`, confirmDuplicate: true })).status).toBe(201);
  });

  it('answers the spec messages for missing contact names, e-mails and addresses', async () => {
    const res = await member<{ fieldErrors: Record<string, string[]> }>('POST', c, {
      name: unique('Invalid'),
      contacts: [{ firstName: 'Bo', email: 'bo@x.example' }, { firstName: '', email: 'x@x.example' }, { firstName: 'Cy' }],
      locations: [address('1 Main St'), { ...address(''), formattedAddress: 'Somewhere' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'body.contacts.1.firstName': ['Contact name is required'],
      'body.contacts.2.email': ['Contact email is required'],
      'body.locations.1.address': ['Address is required'],
    });
    expect((await member<{ fieldErrors: Record<string, string[]> }>('POST', c, { name: '' })).body.fieldErrors['body.name']).toEqual(['Company name is required']);
    const twice = await member<{ fieldErrors: Record<string, string[]> }>('POST', c, { name: unique('Twice'), contacts: [{ firstName: 'Bo', email: 'bo@x.example' }, { firstName: 'Di', email: 'BO@x.example' }] });
    expect(twice.body.fieldErrors).toEqual({ 'body.contacts.1.email': ['A contact with this e-mail already exists for this company.'] });
    const unknownRep = await member('POST', c, { name: unique('Reps'), representatives: ['someone-else'] });
    expect(unknownRep.status).toBe(400);
  });
});

describe('the company list', () => {
  const prefix = unique('Listed');
  beforeAll(async () => {
    for (const n of ['Charlie', 'Alpha', 'Bravo']) expect((await admin('POST', c, { name: `${prefix} ${n}`, tags: [n === 'Bravo' ? 'vip' : 'std'], materials: n === 'Alpha' ? ['PET'] : [] })).status).toBe(201);
  });

  it('pages by name with the total in x-total-count', async () => {
    const first = await admin<CompanyReply[]>('GET', `${c}?size=2&page=0`);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.body).toHaveLength(2);
    const all = await admin<CompanyReply[]>('GET', `${c}?size=100`);
    const second = await admin<CompanyReply[]>('GET', `${c}?size=2&page=1`);
    expect(second.body.map((x) => x.id)).toEqual(all.body.slice(2, 4).map((x) => x.id));
    // Sorted as the name index folds names: case and punctuation ignored.
    const names = all.body.map((x) => x.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim());
    expect(names).toEqual([...names].sort());
  });

  it('searches by name prefix and sorts newest first', async () => {
    const found = await admin<CompanyReply[]>('GET', `${c}?q=${encodeURIComponent(prefix.toLowerCase())}`);
    expect(found.body.map((x) => x.name)).toEqual([`${prefix} Alpha`, `${prefix} Bravo`, `${prefix} Charlie`]);
    expect(found.headers.get('x-total-count')).toBe('3');
    const newest = await admin<CompanyReply[]>('GET', `${c}?q=${encodeURIComponent(prefix)}&sort=createdDate,desc`);
    expect(newest.body.map((x) => x.name)).toEqual([`${prefix} Bravo`, `${prefix} Alpha`, `${prefix} Charlie`]);
  });

  it('filters by tag and material type', async () => {
    expect((await admin<CompanyReply[]>('GET', `${c}?q=${encodeURIComponent(prefix)}&tag=VIP`)).body.map((x) => x.name)).toEqual([`${prefix} Bravo`]);
    expect((await admin<CompanyReply[]>('GET', `${c}?q=${encodeURIComponent(prefix)}&materialType=PET`)).body.map((x) => x.name)).toEqual([`${prefix} Alpha`]);
  });
});

describe('one company', () => {
  it('reads, changes only the fields sent, archives (hidden from lists and pickers) and restores', async () => {
    const made = (await admin<CompanyReply>('POST', c, { name: unique('Lifecycle'), tags: ['a'], services: ['BALING'] })).body;
    expect((await admin('GET', `${c}/${made.id}`)).body).toMatchObject({ id: made.id, tags: ['a'] });
    const patched = await admin<CompanyReply>('PATCH', `${c}/${made.id}`, { about: 'Balers', representatives: [memberId] });
    expect(patched.body).toMatchObject({ about: 'Balers', tags: ['a'], services: ['BALING'], representatives: [memberId] });
    expect((await admin<{ id: string }[]>('GET', `${c}/${made.id}/representatives`)).body.map((r) => r.id)).toEqual([memberId]);
    expect((await admin('PUT', `${c}/${made.id}/archive`)).body).toMatchObject({ archived: true, status: 'ARCHIVED' });
    const q = `q=${encodeURIComponent(made.name)}`;
    expect((await admin<CompanyReply[]>('GET', `${c}?${q}`)).body).toEqual([]);
    expect((await admin<CompanyReply[]>('GET', `${c}/options?${q}`)).body).toEqual([]);
    expect((await admin<CompanyReply[]>('GET', `${c}?${q}&archived=true`)).body.map((x) => x.id)).toEqual([made.id]);
    expect((await admin('PUT', `${c}/${made.id}/restore`)).body).toMatchObject({ archived: false });
    expect((await admin<CompanyReply[]>('GET', `${c}/options?${q}`)).body.map((x) => x.id)).toEqual([made.id]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await admin('GET', `${c}/no-such-company`)).status).toBe(404);
  });
});
