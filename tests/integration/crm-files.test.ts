import { beforeAll, describe, expect, it, inject } from 'vitest';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { useCloudEnv, type Call } from '../support/companies.js';
import { signIn } from '../support/auth.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: Call;
let outsider: Call;
let token: string;
let companyId: string;
let materialId: string;
interface StoredFile { id: string; name: string; contentType: string; size: number; documentType: string | null }
interface ErrorReply { message: string; code: string }
/** The EICAR antivirus test string, assembled here so this file itself is not flagged. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Files');
  member = t.member;
  outsider = (await crmTenant(cloud, 'Peeker')).member;
  token = (await signIn(cloud.config, t.company.member.email, 'Test-password-2026')).idToken;
  companyId = (await member<{ id: string }>('POST', '/api/network/companies', { name: unique('Docs Co') })).body.id;
  materialId = (await member<{ id: string }>('POST', '/api/materials', { name: unique('Doc HDPE'), type: 'PE' })).body.id;
});

function upload(path: string, files: Array<[string, Buffer | string, string?]>, data?: unknown) {
  const form = new FormData();
  for (const [name, content, type] of files) form.append('files', new Blob([content], { type: type ?? 'application/octet-stream' }), name);
  if (data) form.append('data', JSON.stringify(data));
  return fetch(`${cloud.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));
}

describe('company documents', () => {
  const base = () => `/api/network/companies/${companyId}`;

  it('stores an allowed upload, lists it, downloads it through a short-lived address, and deletes it', async () => {
    const res = await upload(`${base()}/upload`, [['Bill of lading 7.pdf', PDF, 'application/pdf'], ['weights.csv', 'gross,net\n10,9\n', 'text/csv']], { documentType: 'BILL_OF_LADING' });
    expect(res.status).toBe(201);
    const stored = res.body as StoredFile[];
    expect(stored.map((f) => [f.name, f.contentType, f.documentType])).toEqual([['Bill of lading 7.pdf', 'application/pdf', 'BILL_OF_LADING'], ['weights.csv', 'text/csv', 'BILL_OF_LADING']]);
    const list = await member<StoredFile[]>('GET', `${base()}/files`);
    expect(list.body.map((f) => f.name).sort()).toEqual(['Bill of lading 7.pdf', 'weights.csv']);
    const link = await member<{ url: string; expiresAt: string }>('GET', `${base()}/files/${stored[0]!.id}`);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const downloaded = await fetch(link.body.url);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await outsider('GET', `${base()}/files/${stored[0]!.id}`)).status).toBe(404);
    expect((await member('DELETE', `${base()}/files/${stored[0]!.id}`)).status).toBe(204);
    expect((await member<StoredFile[]>('GET', `${base()}/files`)).body.map((f) => f.name)).toEqual(['weights.csv']);
  });

  it('refuses a wrong type, a bad name and too many files with the spec’s messages', async () => {
    const wrong = await upload(`${base()}/upload`, [['notes.pdf', 'not a pdf at all']]);
    expect(wrong).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.type } });
    const exe = await upload(`${base()}/upload`, [['setup.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00])]]);
    expect(exe).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.type } });
    const name = await upload(`${base()}/upload`, [['report (final).pdf', PDF]]);
    expect(name).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.name } });
    const many = await upload(`${base()}/upload`, Array.from({ length: 11 }, (_, i): [string, Buffer] => [`doc ${i}.pdf`, PDF]));
    expect(many).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.count } });
  });

  it('rejects the EICAR test file with the virus message and stores nothing', async () => {
    const before = (await member<StoredFile[]>('GET', `${base()}/files`)).body.length;
    const res = await upload(`${base()}/upload`, [['clean.pdf', PDF], ['eicar.txt', EICAR, 'text/plain']]);
    expect(res.status).toBe(422);
    expect((res.body as ErrorReply).message).toBe(FILE_MESSAGES.virus);
    expect((await member<StoredFile[]>('GET', `${base()}/files`)).body).toHaveLength(before);
  });

  it('refuses a file over the per-file limit and an upload over the combined limit', async () => {
    const tooBig = await upload(`${base()}/upload`, [['Big scan.pdf', Buffer.concat([PDF, Buffer.alloc(FILE_RULES.maxFileBytes)])]]);
    expect(tooBig.status).toBe(400);
    expect((tooBig.body as ErrorReply).message).toBe(FILE_MESSAGES.tooLarge);
    const half = Buffer.concat([PDF, Buffer.alloc(Math.ceil(FILE_RULES.maxTotalBytes / 2))]);
    const together = await upload(`${base()}/upload`, [['Part one.pdf', half], ['Part two.pdf', half]]);
    expect(together.status).toBe(400);
    expect((together.body as ErrorReply).message).toBe(FILE_MESSAGES.total);
  });
});

describe('material documents and the company logo', () => {
  it('uploads to a material and refuses another company', async () => {
    const res = await upload(`/api/materials/${materialId}/upload`, [['TDS sheet.pdf', PDF]]);
    expect(res.status).toBe(201);
    expect((await member<StoredFile[]>('GET', `/api/materials/${materialId}/files`)).body.map((f) => f.name)).toEqual(['TDS sheet.pdf']);
    expect((await outsider('GET', `/api/materials/${materialId}/files`)).status).toBe(404);
  });

  it('sets the company logo from a PNG', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${cloud.baseUrl}/api/network/companies/${companyId}/upload-logo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { logoUrl: string }).logoUrl).toMatch(/^http/);
  });
});
