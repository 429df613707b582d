import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { multipart, type SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { crmTenant, unique } from './crm-support.js';
import { PNG } from './isolation-routes.js';

const cloud = inject('cloud');
let member: SignedInClient;
let outsider: SignedInClient;
let id: string;
let materialId: string;
/** The EICAR antivirus test string, assembled here so this file itself is not flagged. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Files')).member;
  outsider = (await crmTenant(cloud, 'Peeker')).member;
  id = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Docs Co') } })).body.id;
  materialId = (await member.ok(CrmRoutes.createMaterial, { body: { name: unique('Doc HDPE'), type: 'PE' } }))
    .body.id;
});

type Files = Parameters<typeof multipart>[0];
const upload = (files: Files, data?: unknown) =>
  member(CrmRoutes.uploadCompanyFiles, { params: { id }, form: multipart(files, { data }) });
const fileNames = async () =>
  (await member.ok(CrmRoutes.listCompanyFiles, { params: { id } })).body.map((f) => f.name);

describe('company documents', () => {
  it('stores an allowed upload, lists it, downloads it through a short-lived address, and deletes it', async () => {
    const files: Files = [
      ['Bill of lading 7.pdf', PDF, 'application/pdf'],
      ['weights.csv', 'gross,net\n10,9\n', 'text/csv'],
    ];
    const res = await member.ok(CrmRoutes.uploadCompanyFiles, {
      params: { id },
      form: multipart(files, { data: { documentType: 'BILL_OF_LADING' } }),
    });
    expect(res.status).toBe(201);
    const stored = res.body;
    expect(stored.map((f) => [f.name, f.contentType, f.documentType])).toEqual([
      ['Bill of lading 7.pdf', 'application/pdf', 'BILL_OF_LADING'],
      ['weights.csv', 'text/csv', 'BILL_OF_LADING'],
    ]);
    expect((await fileNames()).sort()).toEqual(['Bill of lading 7.pdf', 'weights.csv']);
    const params = { id, fileId: stored[0]!.id };
    const link = await member.ok(CrmRoutes.downloadCompanyFile, { params });
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const downloaded = await fetch(link.body.url);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await outsider(CrmRoutes.downloadCompanyFile, { params })).status).toBe(404);
    expect((await member(CrmRoutes.deleteCompanyFile, { params })).status).toBe(204);
    expect(await fileNames()).toEqual(['weights.csv']);
  });

  it('refuses a wrong type, a bad name and too many files with the spec’s messages', async () => {
    expect(await upload([['notes.pdf', 'not a pdf at all']])).toMatchObject({
      status: 400,
      body: { message: FILE_MESSAGES.type },
    });
    expect(await upload([['setup.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00])]])).toMatchObject({
      status: 400,
      body: { message: FILE_MESSAGES.type },
    });
    expect(await upload([['report (final).pdf', PDF]])).toMatchObject({
      status: 400,
      body: { message: FILE_MESSAGES.name },
    });
    const many = await upload(Array.from({ length: 11 }, (_, i): Files[number] => [`doc ${i}.pdf`, PDF]));
    expect(many).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.count } });
  });

  it('rejects the EICAR test file with the virus message and stores nothing', async () => {
    const before = await fileNames();
    const res = await upload([
      ['clean.pdf', PDF],
      ['eicar.txt', EICAR, 'text/plain'],
    ]);
    expect(res).toMatchObject({ status: 422, body: { message: FILE_MESSAGES.virus } });
    expect(await fileNames()).toEqual(before);
  });

  it('refuses a file over the per-file limit and an upload over the combined limit', async () => {
    const tooBig = await upload([
      ['Big scan.pdf', Buffer.concat([PDF, Buffer.alloc(FILE_RULES.maxFileBytes)])],
    ]);
    expect(tooBig).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.tooLarge } });
    const half = Buffer.concat([PDF, Buffer.alloc(Math.ceil(FILE_RULES.maxTotalBytes / 2))]);
    const together = await upload([
      ['Part one.pdf', half],
      ['Part two.pdf', half],
    ]);
    expect(together).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.total } });
  });
});

describe('material documents and the company logo', () => {
  it('uploads to a material and refuses another company', async () => {
    const res = await member(CrmRoutes.uploadMaterialFiles, {
      params: { id: materialId },
      form: multipart([['TDS sheet.pdf', PDF]]),
    });
    expect(res.status).toBe(201);
    expect(
      (await member.ok(CrmRoutes.listMaterialFiles, { params: { id: materialId } })).body.map((f) => f.name),
    ).toEqual(['TDS sheet.pdf']);
    expect((await outsider(CrmRoutes.listMaterialFiles, { params: { id: materialId } })).status).toBe(404);
  });

  it('sets the company logo from a PNG', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
      'hex',
    );
    const res = await member.ok(CrmRoutes.uploadCompanyLogo, {
      params: { id },
      form: multipart([['logo.png', png, 'image/png']], { field: 'file' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/^http/);
  });

  it('replaces the logo: the new one is served and the old one is gone from storage', async () => {
    const upload = async () =>
      (
        await member.ok(CrmRoutes.uploadCompanyLogo, {
          params: { id },
          form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }),
        })
      ).body.logoUrl!;
    const first = await upload();
    expect((await fetch(first)).status).toBe(200);
    const second = await upload();
    expect((await fetch(second)).status).toBe(200);
    expect((await fetch(first)).status).toBe(404);
  });
});
