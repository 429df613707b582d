import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { EICAR } from '@polyloop/functions/adapters/scanner/eicar';
import { multipart, type SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let tenantId: string;
let companyId: string;
let locationId: string;
let materialId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const have = (extra: Record<string, unknown> = {}) => ({
  companyId,
  materialId,
  materialType: 'PP' as const,
  remainingWeight: { unitValue: 40000, unit: 'POUND' as const },
  price: { unitValue: 0.42, unit: 'POUND' as const },
  expirationDate: day(14),
  ...extra,
});

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Haves');
  member = tenant.member;
  tenantId = tenant.company.tenantId;
  const company = await member.ok(CrmRoutes.createCompany, {
    body: {
      name: unique('Regrind Supplier'),
      locations: [
        address('800 Bering Dr', {
          name: 'Houston yard',
          city: 'Houston',
          stateProvince: 'TX',
          latitude: 29.75,
          longitude: -95.46,
        }),
      ],
    },
  });
  companyId = company.body.id;
  locationId = (await member.ok(CrmRoutes.listCompanyLocations, { params: { id: companyId } })).body[0]!.id;
  materialId = (
    await member.ok(CrmRoutes.createMaterial, { body: { name: unique('PP regrind'), type: 'PP' } })
  ).body.id;
});

/** Time passing, as storage sees it: the record's expiration date moves into the past with its counters, as if made weeks ago. */
async function age(id: string, expirationDate: string) {
  const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
  const { counterMoves } = await import('@polyloop/functions/domain/listing/listing.counters');
  const { transact } = await import('@polyloop/functions/data/entity');
  const before = (await HaveItem.get({ tenantId, id }))!;
  await transact([
    HaveItem.tx.update({ tenantId, id }, { expirationDate }, { current: before }),
    ...counterMoves('have', before, { ...before, expirationDate }),
  ]);
}

describe('haves', () => {
  it('creates a have with an identifier of the company short code, the location copied and the status active', async () => {
    const res = await member.ok(SupplyRoutes.createHave, {
      body: have({ locationId, lotNumber: 'LOT-1', palletized: true, packaging: 'BALES' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(/^[A-Z0-9]{2,4}-H\d+$/);
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      companyId,
      materialType: 'PP',
      palletized: true,
      location: { locationId, city: 'Houston' },
      archived: false,
    });
    expect((await member.ok(SupplyRoutes.getHave, { params: { id: res.body.id } })).body.lotNumber).toBe(
      'LOT-1',
    );
  });

  it('refuses with the field named: no weight, a lot number over 330, a past expiration, a material of another type, a location of another company', async () => {
    const zero = await member.refused(SupplyRoutes.createHave, {
      body: have({ remainingWeight: { unitValue: 0, unit: 'POUND' } }),
    });
    expect(zero.body.fieldErrors?.['body.remainingWeight.unitValue']).toEqual([
      'Weight must be greater than 0',
    ]);
    const lot = await member.refused(SupplyRoutes.createHave, { body: have({ lotNumber: 'x'.repeat(331) }) });
    expect(lot.body.fieldErrors?.['body.lotNumber']).toEqual(['Lot number must be at most 330 characters']);
    const past = await member.refused(SupplyRoutes.createHave, { body: have({ expirationDate: day(-1) }) });
    expect(past.body.message).toBe('The expiration date must be today or later.');
    const type = await member.refused(SupplyRoutes.createHave, { body: have({ materialType: 'PE' }) });
    expect(type.body.message).toBe('The material type must match the material’s type.');
    const own = await member.ok(CrmRoutes.getMyCompany);
    const foreign = await member.refused(SupplyRoutes.createHave, {
      body: have({ companyId: own.body.id, locationId }),
    });
    expect(foreign.body.message).toBe('The location must be one of the company’s locations.');
  });

  it('lists open haves by expiration date with the total, filters by material type, status, company and expiring before', async () => {
    const soon = (
      await member.ok(SupplyRoutes.createHave, {
        body: have({ expirationDate: day(2), materialId: undefined, materialType: 'PET' }),
      })
    ).body;
    const later = (await member.ok(SupplyRoutes.createHave, { body: have({ expirationDate: day(40) }) }))
      .body;
    const all = await member.ok(SupplyRoutes.listHaves, { query: {} });
    expect(all.body[0]!.id).toBe(soon.id);
    expect(all.total).toBe(all.body.length);
    const pet = await member.ok(SupplyRoutes.listHaves, { query: { materialType: 'PET', status: 'ACTIVE' } });
    expect(pet.body.map((h) => h.id)).toEqual([soon.id]);
    expect(pet.total).toBe(1);
    const before = await member.ok(SupplyRoutes.listHaves, {
      query: { expiringBefore: day(30), status: 'ACTIVE' },
    });
    expect(before.body.map((h) => h.id)).toContain(soon.id);
    expect(before.body.map((h) => h.id)).not.toContain(later.id);
    expect(before.total).toBe(before.body.length);
    const desc = await member.ok(SupplyRoutes.listHaves, { query: { sort: 'expirationDate,desc' } });
    expect(desc.body[0]!.id).toBe(later.id);
    const tab = await member.ok(SupplyRoutes.companyHaves, { params: { id: companyId }, query: {} });
    expect(tab.total).toBe(all.total);
    const materialTab = await member.ok(SupplyRoutes.materialHaves, {
      params: { id: materialId },
      query: {},
    });
    expect(materialTab.body.every((h) => h.materialId === materialId)).toBe(true);
    expect(materialTab.total).toBe(materialTab.body.length);
  });

  it('finds haves by any word of their name or description, as just saved, with the total of what matches; another company finds none of them', async () => {
    const word = `kw${Math.random().toString(36).slice(2, 8)}`;
    const caps = (
      await member.ok(SupplyRoutes.createHave, {
        body: have({ name: `Recycled PP regrind ${word}`, description: 'Grey, from bottle caps' }),
      })
    ).body;
    const flake = (
      await member.ok(SupplyRoutes.createHave, {
        body: have({ name: `Natural PP flake ${word}`, description: 'Washed, from grey crates' }),
      })
    ).body;
    const ids = async (q: string) => {
      const found = await member.ok(SupplyRoutes.listHaves, { query: { q } });
      expect(found.total).toBe(found.body.length);
      return found.body.map((h) => h.id).sort();
    };
    expect(await ids(word)).toEqual([caps.id, flake.id].sort());
    // (Their material is a "PP regrind" too: only the name tells them apart.)
    expect(await ids(`recycled ${word}`)).toEqual([caps.id]);
    // A word of the description, in another case, and the name beside the material on the row.
    expect(await ids(`${word} CRATES`)).toEqual([flake.id]);
    const [row] = (await member.ok(SupplyRoutes.listHaves, { query: { q: `caps ${word}` } })).body;
    expect(row).toMatchObject({ id: caps.id, name: `Recycled PP regrind ${word}`, materialType: 'PP' });
    expect(await ids(`${word} nothing-like-this`)).toEqual([]);

    const other = await crmTenant(cloud, 'Other haves');
    const theirs = await other.member.ok(SupplyRoutes.listHaves, { query: { q: word } });
    expect(theirs.body).toEqual([]);
    expect(theirs.total).toBe(0);
  });

  it('reads an active have whose expiration date has passed as expired everywhere, at once', async () => {
    const created = (
      await member.ok(SupplyRoutes.createHave, { body: have({ materialType: 'ABS', materialId: undefined }) })
    ).body;
    await age(created.id, day(-2));
    expect((await member.ok(SupplyRoutes.getHave, { params: { id: created.id } })).body.status).toBe(
      'EXPIRED',
    );
    const expired = await member.ok(SupplyRoutes.listHaves, {
      query: { status: 'EXPIRED', materialType: 'ABS' },
    });
    expect(expired.body.map((h) => [h.id, h.status])).toEqual([[created.id, 'EXPIRED']]);
    expect(expired.total).toBe(1);
    const active = await member.ok(SupplyRoutes.listHaves, {
      query: { status: 'ACTIVE', materialType: 'ABS' },
    });
    expect(active.total).toBe(0);
    // Cancel and complete are for active haves; a new date in the future makes it active again.
    expect(
      (
        await member.refused(SupplyRoutes.changeHaveStatus, {
          params: { id: created.id },
          body: { status: 'COMPLETED' },
        })
      ).body.message,
    ).toBe('Only an active record can be cancelled or completed.');
    const renewed = await member.ok(SupplyRoutes.updateHave, {
      params: { id: created.id },
      body: { expirationDate: day(10) },
    });
    expect(renewed.body.status).toBe('ACTIVE');
  });

  it('follows the status picker: complete and cancel from active, active again only from cancelled', async () => {
    const id = (await member.ok(SupplyRoutes.createHave, { body: have() })).body.id;
    const params = { id };
    expect(
      (await member.ok(SupplyRoutes.changeHaveStatus, { params, body: { status: 'CANCELLED' } })).body.status,
    ).toBe('CANCELLED');
    expect(
      (await member.refused(SupplyRoutes.changeHaveStatus, { params, body: { status: 'COMPLETED' } })).status,
    ).toBe(409);
    expect(
      (await member.ok(SupplyRoutes.changeHaveStatus, { params, body: { status: 'ACTIVE' } })).body.status,
    ).toBe('ACTIVE');
    expect(
      (await member.ok(SupplyRoutes.changeHaveStatus, { params, body: { status: 'COMPLETED' } })).body.status,
    ).toBe('COMPLETED');
    const completed = await member.ok(SupplyRoutes.listHaves, { query: { status: 'COMPLETED' } });
    expect(completed.body.map((h) => h.id)).toContain(id);
    const open = await member.ok(SupplyRoutes.listHaves, { query: {} });
    expect(open.body.map((h) => h.id)).not.toContain(id);
  });

  it('archives and restores, and an archived have cannot be edited until restored', async () => {
    const id = (await member.ok(SupplyRoutes.createHave, { body: have() })).body.id;
    expect((await member.ok(SupplyRoutes.archiveHave, { params: { id } })).body.archived).toBe(true);
    expect(
      (await member.ok(SupplyRoutes.listHaves, { query: { archived: 'true' } })).body.map((h) => h.id),
    ).toContain(id);
    expect(
      (await member.refused(SupplyRoutes.updateHave, { params: { id }, body: { notes: 'x' } })).body.message,
    ).toBe('This record is archived. Restore it first.');
    expect((await member.ok(SupplyRoutes.restoreHave, { params: { id } })).body.archived).toBe(false);
  });

  it('tells every change in the history, the status included', async () => {
    const id = (await member.ok(SupplyRoutes.createHave, { body: have() })).body.id;
    await member.ok(SupplyRoutes.updateHave, { params: { id }, body: { notes: 'Dry, baled' } });
    await member.ok(SupplyRoutes.changeHaveStatus, { params: { id }, body: { status: 'CANCELLED' } });
    await expect
      .poll(
        async () =>
          (await member.ok(SupplyRoutes.haveHistory, { params: { id }, query: {} })).body.entries.length,
      )
      .toBeGreaterThanOrEqual(3);
    const fields = (
      await member.ok(SupplyRoutes.haveHistory, { params: { id }, query: {} })
    ).body.entries.flatMap((e) => e.changes.map((c) => c.field));
    expect(fields).toEqual(expect.arrayContaining(['notes', 'status']));
  });

  it('counts open haves on the dashboard and exports haves to XLSX', async () => {
    const dashboard = await member.ok(CrmRoutes.myCompanyDashboard, { query: {} });
    const open = await member.ok(SupplyRoutes.listHaves, { query: { status: 'ACTIVE' } });
    expect(dashboard.body.counts.haves).toBe(open.total);
    const file = await member(SupplyRoutes.exportHaves, {
      query: { format: 'xlsx', from: day(0), to: day(0) },
    });
    expect(file.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(file.bytes))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('LOT-1');
  });
});

/** A PNG with a text chunk holding `text` just before its end: still a whole image. */
function withText(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const end = png.length - 12;
  return Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]);
}

describe('photos of a have', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63f8cfc000440c100a001fee03fd8b5f14d40000000049454e44ae426082',
    'hex',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('keeps a photo with its thumbnail, shows the thumbnail in the list, and removes it', async () => {
    const id = (
      await member.ok(SupplyRoutes.createHave, { body: have({ materialType: 'PC', materialId: undefined }) })
    ).body.id;
    const form = multipart([['bales.png', PNG, 'image/png']], { field: 'file' });
    form.append('thumbnail', new Blob([PNG], { type: 'image/png' }), 'thumbnail');
    const added = await member.ok(SupplyRoutes.uploadHavePhoto, { params: { id }, form });
    expect(added.status).toBe(201);
    const photo = added.body.photos[0]!;
    expect(photo.name).toBe('bales.png');
    expect(photo.thumbnailUrl).not.toBe(photo.url);
    expect((await fetch(photo.thumbnailUrl)).status).toBe(200);
    const listed = await member.ok(SupplyRoutes.listHaves, { query: { materialType: 'PC' } });
    expect(listed.body.find((h) => h.id === id)?.thumbnailUrl).toBeTruthy();
    // Other companies see the photo's addresses (on the market, in offers): their keys name no company.
    for (const url of [photo.url, photo.thumbnailUrl])
      expect(new URL(url).pathname).toMatch(/\/photos\/[0-9a-f-]{36}$/);
    expect(`${photo.url} ${photo.thumbnailUrl}`).not.toContain(tenantId);
    const removed = await member.ok(SupplyRoutes.deleteHavePhoto, { params: { id, photoId: photo.id } });
    expect(removed.body.photos).toEqual([]);
  });

  it('scans the thumbnail too: a clean photo with an infected thumbnail is refused and nothing is kept', async () => {
    const id = (await member.ok(SupplyRoutes.createHave, { body: have() })).body.id;
    const form = multipart([['bales.png', PNG, 'image/png']], { field: 'file' });
    form.append('thumbnail', new Blob([withText(PNG, EICAR)], { type: 'image/png' }), 'thumbnail');
    const res = await member.refused(SupplyRoutes.uploadHavePhoto, { params: { id }, form });
    expect(res).toMatchObject({ status: 422, body: { message: FILE_MESSAGES.virus } });
    expect((await member.ok(SupplyRoutes.getHave, { params: { id } })).body.photos).toEqual([]);
  });

  it('refuses a file that is not an image, with the rule it breaks', async () => {
    const id = (await member.ok(SupplyRoutes.createHave, { body: have() })).body.id;
    const res = await member.refused(SupplyRoutes.uploadHavePhoto, {
      params: { id },
      form: multipart([['sheet.pdf', PDF, 'application/pdf']], { field: 'file' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A photo must be a PNG, JPEG or WebP image.');
    expect((await member.ok(SupplyRoutes.getHave, { params: { id } })).body.photos).toEqual([]);
  });
});
