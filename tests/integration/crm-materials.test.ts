import { beforeAll, describe, expect, it, inject } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, DocumentRoutes, type RouteOutput, type RouteRequest } from '@polyloop/shared';
import { pdfText } from '../support/pdf-text.js';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let other: SignedInClient;
const today = new Date().toISOString().slice(0, 10);
type Material = RouteOutput<typeof CrmRoutes.getMaterial>;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Materials')).member;
  other = (await crmTenant(cloud, 'Rival')).member;
});

const create = async (body: RouteRequest<typeof CrmRoutes.createMaterial>['body']) =>
  (await member.ok(CrmRoutes.createMaterial, { body })).body;
const names = async (query: RouteRequest<typeof CrmRoutes.listMaterials>['query']) => {
  const page = await member.ok(CrmRoutes.listMaterials, { query });
  return { names: page.body.map((m) => m.name), ids: page.body.map((m) => m.id), total: page.total };
};

describe('material rules', () => {
  it('refuses min above max, percentages outside 0–100, per-type options on other types, an unnamed PLX and a durometer without scale', async () => {
    const cases: Array<[RouteRequest<typeof CrmRoutes.createMaterial>['body'], string, string]> = [
      [
        { name: 'A', type: 'PE', meltIndex: { min: 5, max: 2 } },
        'body.meltIndex.min',
        'Melt index: minimum must not exceed maximum',
      ],
      [{ name: 'A', type: 'PE', recycled: { max: 120 } }, 'body.recycled.max', 'Must be at most 100'],
      [{ name: 'A', type: 'PE', moisture: { min: -1 } }, 'body.moisture.min', 'Must be at least 0'],
      [{ name: 'A', type: 'PET', peTypes: ['HD'] }, 'body.peTypes', 'Only PE materials have this property'],
      [
        { name: 'A', type: 'PE', ppStructure: 'COPOLYMER' },
        'body.ppStructure',
        'Only PP materials have this property',
      ],
      [{ name: 'A', type: 'PP', pvcType: 'FLEX' }, 'body.pvcType', 'Only PVC materials have this property'],
      [{ name: 'A', type: 'PVC', paType: ['PA6'] }, 'body.paType', 'Only PA materials have this property'],
      [{ name: 'A', type: 'PLX' }, 'body.otherMaterial', 'Name the material'],
      [
        { name: 'A', type: 'PE', durometer: { min: 40 } },
        'body.durometerScale',
        'Durometer scale is required with a durometer range',
      ],
      [{ name: '', type: 'PE' }, 'body.name', 'Name is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await member.refused(CrmRoutes.createMaterial, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field]).toContain(message);
    }
  });

  it('creates materials with identifiers from the company short code and a sequence', async () => {
    const a = await member.ok(CrmRoutes.createMaterial, {
      body: {
        name: unique('Alpha'),
        type: 'PE',
        peTypes: ['HD'],
        durometer: { min: 40, max: 60 },
        durometerScale: 'SHORE_D',
      },
    });
    const b = await create({ name: unique('Beta'), type: 'PLX', otherMaterial: 'PBT' });
    expect(a.status).toBe(201);
    expect(a.body.identifier).toMatch(/^TST-M-\d{4}$/);
    expect(Number(b.identifier.slice(-4))).toBe(Number(a.body.identifier.slice(-4)) + 1);
  });
});

describe('material lists and changes', () => {
  let pet: Material;
  beforeAll(async () => {
    pet = await create({ name: 'Zebra PET flake', type: 'PET', grade: 'POST_CONSUMER' });
    await create({ name: 'Zeta PP', type: 'PP', ppStructure: 'HOMOPOLYMER' });
  });

  it('lists by name with the total in x-total-count, filters by type and by name prefix', async () => {
    const all = await names({ size: 2 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.names).toHaveLength(2);
    expect(await names({ type: 'PET' })).toMatchObject({ names: ['Zebra PET flake'], total: 1 });
    expect(await names({ q: 'ze' })).toMatchObject({ names: ['Zebra PET flake', 'Zeta PP'], total: 2 });
  });

  it('replaces the whole property set on PATCH, moves the type count, and archives and restores', async () => {
    const params = { id: pet.id };
    const patched = await member.ok(CrmRoutes.updateMaterial, {
      params,
      body: { name: 'Zebra PET flake', type: 'PS', color: 'WHITE' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ type: 'PS', color: 'WHITE', identifier: pet.identifier });
    expect(patched.body.grade).toBeUndefined();
    expect((await names({ type: 'PET' })).total).toBe(0);
    expect((await member.ok(CrmRoutes.archiveMaterial, { params })).body.archived).toBe(true);
    expect(await names({ archived: 'true' })).toMatchObject({ ids: [pet.id], total: 1 });
    expect((await member.ok(CrmRoutes.restoreMaterial, { params })).body.archived).toBe(false);
  });
});

describe('company associations', () => {
  it('associates a material once, lists both directions, offers only the rest, and dissociates', async () => {
    const id = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Buyer Co') } })).body.id;
    const material = await create({ name: unique('Assoc HDPE'), type: 'PE' });
    const associate = { params: { id }, body: { materialId: material.id } };
    expect((await member(CrmRoutes.associateCompanyMaterial, associate)).status).toBe(201);
    const again = await member.refused(CrmRoutes.associateCompanyMaterial, associate);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This material has already been associated with this company!');
    const materialsOf = async () =>
      (await member.ok(CrmRoutes.listCompanyMaterials, { params: { id } })).body.map((m) => m.id);
    expect(await materialsOf()).toEqual([material.id]);
    expect(
      (await member.ok(CrmRoutes.materialCompanies, { params: { id: material.id } })).body.map((c) => c.id),
    ).toEqual([id]);
    const options = await member.ok(CrmRoutes.companyMaterialOptions, { params: { id } });
    expect(options.body.map((o) => o.id)).not.toContain(material.id);
    expect((await other(CrmRoutes.associateCompanyMaterial, associate)).status).toBe(404);
    expect(
      (await member(CrmRoutes.dissociateCompanyMaterial, { params: { id, materialId: material.id } })).status,
    ).toBe(204);
    expect(await materialsOf()).toEqual([]);
  });
});

describe('datasheet and export', () => {
  const exportCsv = async (from: string, to: string) =>
    (await member.ok(CrmRoutes.exportMaterials, { query: { format: 'csv', from, to } })).text
      .replace(/^\uFEFF/, '')
      .split('\r\n');

  it('answers a PDF datasheet, or 422 when the material has no property', async () => {
    const bare = await create({ name: unique('Bare'), type: 'ABS' });
    const refused = await member.refused(DocumentRoutes.materialDatasheet, { params: { id: bare.id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'DATASHEET_NEEDS_PROPERTY',
      message: 'Add at least one material property to create a datasheet.',
    });
    const rich = await create({
      name: unique('Rich'),
      type: 'PC',
      form: 'PELLETS',
      meltIndex: { min: 8, max: 12 },
      description: 'Clear regrind from water bottles',
    });
    const res = await member.ok(DocumentRoutes.materialDatasheet, { params: { id: rich.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${rich.identifier}-datasheet.pdf`);
    // Read back as a reader would: the material, its properties, page numbers.
    const [page, ...more] = await pdfText(new Uint8Array(res.bytes));
    expect(more).toEqual([]);
    for (const text of [
      rich.name,
      'Material datasheet',
      rich.identifier,
      'PC',
      'Clear regrind from water bottles',
      'Property',
      'Value',
      'Form',
      'Pellets',
      'Melt index',
      '8 – 12 g/10 min',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('exports the materials created in the range as CSV and XLSX', async () => {
    const name = unique('Exported "PP"');
    const made = await create({ name, type: 'PP', grade: 'PRIME' });
    const lines = await exportCsv(today, today);
    expect(lines[0]!.startsWith('Identifier,Name,Type,Other material,Grade,Form,Color')).toBe(true);
    expect(
      lines.some((l) => l.startsWith(`${made.identifier},"${name.replace(/"/g, '""')}",PP,,Prime`)),
    ).toBe(true);
    const xlsx = await member.ok(CrmRoutes.exportMaterials, {
      query: { format: 'xlsx', from: today, to: today },
    });
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(made.identifier);
    expect((await exportCsv('2001-01-01', '2001-01-31')).filter(Boolean)).toHaveLength(1);
  });
});
