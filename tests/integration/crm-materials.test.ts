import { beforeAll, describe, expect, it, inject } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { useCloudEnv, type Call } from '../support/companies.js';
import { signIn } from '../support/auth.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: Call;
let other: Call;
let token: string;
const today = new Date().toISOString().slice(0, 10);
interface MaterialReply { id: string; identifier: string; name: string; type: string; archived: boolean; [k: string]: unknown }
interface ErrorReply { message: string; code: string; fieldErrors?: Record<string, string[]> }

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Materials');
  member = t.member;
  token = (await signIn(cloud.config, t.company.member.email, 'Test-password-2026')).idToken;
  other = (await crmTenant(cloud, 'Rival')).member;
});

const create = (body: Record<string, unknown>) => member<MaterialReply>('POST', '/api/materials', body);

describe('material rules', () => {
  it('refuses min above max, percentages outside 0–100, per-type options on other types, an unnamed PLX and a durometer without scale', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A', type: 'PE', meltIndex: { min: 5, max: 2 } }, 'body.meltIndex.min', 'Melt index: minimum must not exceed maximum'],
      [{ name: 'A', type: 'PE', recycled: { max: 120 } }, 'body.recycled.max', 'Must be at most 100'],
      [{ name: 'A', type: 'PE', moisture: { min: -1 } }, 'body.moisture.min', 'Must be at least 0'],
      [{ name: 'A', type: 'PET', peTypes: ['HD'] }, 'body.peTypes', 'Only PE materials have this property'],
      [{ name: 'A', type: 'PE', ppStructure: 'COPOLYMER' }, 'body.ppStructure', 'Only PP materials have this property'],
      [{ name: 'A', type: 'PP', pvcType: 'FLEX' }, 'body.pvcType', 'Only PVC materials have this property'],
      [{ name: 'A', type: 'PVC', paType: ['PA6'] }, 'body.paType', 'Only PA materials have this property'],
      [{ name: 'A', type: 'PLX' }, 'body.otherMaterial', 'Name the material'],
      [{ name: 'A', type: 'PE', durometer: { min: 40 } }, 'body.durometerScale', 'Durometer scale is required with a durometer range'],
      [{ name: '', type: 'PE' }, 'body.name', 'Name is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await member<ErrorReply>('POST', '/api/materials', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field]).toContain(message);
    }
  });

  it('creates materials with identifiers from the company short code and a sequence', async () => {
    const a = await create({ name: unique('Alpha'), type: 'PE', peTypes: ['HD'], durometer: { min: 40, max: 60 }, durometerScale: 'SHORE_D' });
    const b = await create({ name: unique('Beta'), type: 'PLX', otherMaterial: 'PBT' });
    expect(a.status).toBe(201);
    expect(a.body.identifier).toMatch(/^TST-M-\d{4}$/);
    expect(Number(b.body.identifier.slice(-4))).toBe(Number(a.body.identifier.slice(-4)) + 1);
  });
});

describe('material lists and changes', () => {
  let pet: MaterialReply;
  beforeAll(async () => {
    pet = (await create({ name: 'Zebra PET flake', type: 'PET', grade: 'POST_CONSUMER' })).body;
    await create({ name: 'Zeta PP', type: 'PP', ppStructure: 'HOMOPOLYMER' });
  });

  it('lists by name with the total in x-total-count, filters by type and by name prefix', async () => {
    const all = await member<MaterialReply[]>('GET', '/api/materials?size=2');
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
    expect(all.body).toHaveLength(2);
    const pets = await member<MaterialReply[]>('GET', '/api/materials?type=PET');
    expect(pets.body.map((m) => m.name)).toEqual(['Zebra PET flake']);
    expect(pets.headers.get('x-total-count')).toBe('1');
    const z = await member<MaterialReply[]>('GET', '/api/materials?q=ze');
    expect(z.body.map((m) => m.name)).toEqual(['Zebra PET flake', 'Zeta PP']);
    expect(z.headers.get('x-total-count')).toBe('2');
  });

  it('replaces the whole property set on PATCH, moves the type count, and archives and restores', async () => {
    const patched = await member<MaterialReply>('PATCH', `/api/materials/${pet.id}`, { name: 'Zebra PET flake', type: 'PS', color: 'WHITE' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ type: 'PS', color: 'WHITE', identifier: pet.identifier });
    expect(patched.body.grade).toBeUndefined();
    expect((await member('GET', '/api/materials?type=PET')).headers.get('x-total-count')).toBe('0');
    expect((await member<MaterialReply>('PUT', `/api/materials/${pet.id}/archive`)).body.archived).toBe(true);
    const archived = await member<MaterialReply[]>('GET', '/api/materials?archived=true');
    expect(archived.body.map((m) => m.id)).toContain(pet.id);
    expect(archived.headers.get('x-total-count')).toBe('1');
    expect((await member<MaterialReply>('PUT', `/api/materials/${pet.id}/restore`)).body.archived).toBe(false);
  });

  it('answers 404 for another company’s material on every route', async () => {
    for (const [method, path] of [['GET', ''], ['PATCH', ''], ['PUT', '/archive'], ['GET', '/history'], ['GET', '/companies'], ['GET', '/datasheet'], ['GET', '/files']] as const) {
      const res = await other(method, `/api/materials/${pet.id}${path}`, method === 'PATCH' ? { name: 'Mine', type: 'PE' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('company associations', () => {
  it('associates a material once, lists both directions, offers only the rest, and dissociates', async () => {
    const company = await member<{ id: string; name: string }>('POST', '/api/network/companies', { name: unique('Buyer Co') });
    const material = (await create({ name: unique('Assoc HDPE'), type: 'PE' })).body;
    const first = await member('POST', `/api/network/companies/${company.body.id}/materials`, { materialId: material.id });
    expect(first.status).toBe(201);
    const again = await member<ErrorReply>('POST', `/api/network/companies/${company.body.id}/materials`, { materialId: material.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This material has already been associated with this company!');
    expect((await member<MaterialReply[]>('GET', `/api/network/companies/${company.body.id}/materials`)).body.map((m) => m.id)).toEqual([material.id]);
    expect((await member<{ id: string }[]>('GET', `/api/materials/${material.id}/companies`)).body.map((c) => c.id)).toEqual([company.body.id]);
    const options = await member<{ id: string }[]>('GET', `/api/network/companies/${company.body.id}/material-options`);
    expect(options.body.map((o) => o.id)).not.toContain(material.id);
    expect((await other('POST', `/api/network/companies/${company.body.id}/materials`, { materialId: material.id })).status).toBe(404);
    expect((await member('DELETE', `/api/network/companies/${company.body.id}/materials/${material.id}`)).status).toBe(204);
    expect((await member<MaterialReply[]>('GET', `/api/network/companies/${company.body.id}/materials`)).body).toEqual([]);
  });
});

describe('datasheet and export', () => {
  it('answers a PDF datasheet, or 422 when the material has no property', async () => {
    const bare = (await create({ name: unique('Bare'), type: 'ABS' })).body;
    const refused = await member<ErrorReply>('GET', `/api/materials/${bare.id}/datasheet`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'DATASHEET_NEEDS_PROPERTY', message: 'Add at least one material property to create a datasheet.' });
    const rich = (await create({ name: unique('Rich'), type: 'PC', form: 'PELLETS', meltIndex: { min: 8, max: 12 } })).body;
    const res = await fetch(`${cloud.baseUrl}/api/materials/${rich.id}/datasheet`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('(Melt index: 8 \\226 12 g/10 min)');
  });

  it('exports the materials created in the range as CSV and XLSX', async () => {
    const name = unique('Exported "PP"');
    const made = (await create({ name, type: 'PP', grade: 'PRIME' })).body;
    const csv = await fetch(`${cloud.baseUrl}/api/materials/export?format=csv&from=${today}&to=${today}`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.startsWith('Identifier,Name,Type,Other material,Grade,Form,Color')).toBe(true);
    expect(lines.some((l) => l.startsWith(`${made.identifier},"${name.replace(/"/g, '""')}",PP,,Prime`))).toBe(true);
    const xlsx = await fetch(`${cloud.baseUrl}/api/materials/export?format=xlsx&from=${today}&to=${today}`, { headers: { authorization: `Bearer ${token}` } });
    const sheet = strFromU8(unzipSync(new Uint8Array(await xlsx.arrayBuffer()))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(made.identifier);
    const empty = await fetch(`${cloud.baseUrl}/api/materials/export?format=csv&from=2001-01-01&to=2001-01-31`, { headers: { authorization: `Bearer ${token}` } });
    expect((await empty.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
