import { beforeAll, describe, expect, it, inject } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { useCloudEnv, type Call } from '../support/companies.js';
import { signIn } from '../support/auth.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: Call;
let token: string;
const name = unique('Exported, "Quoted" & Co');
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'Export');
  member = t.member;
  token = (await signIn(cloud.config, t.company.member.email, 'Test-password-2026')).idToken;
  const made = await member('POST', '/api/network/companies', { name, legalName: 'Legal Ltd', services: ['BALING', 'GRINDING'], tags: ['x'], locations: [address('5 Export Way')], contacts: [{ firstName: 'Io', email: 'io@e.example' }] });
  expect(made.status).toBe(201);
});

const download = (query: string) => fetch(`${cloud.baseUrl}/api/network/companies/export?${query}`, { headers: { authorization: `Bearer ${token}` } });

describe('the companies export', () => {
  it('answers CSV with the columns and the companies created in the range', async () => {
    const res = await download(`format=csv&from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="companies-${today}-${today}.csv"`);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Legal name,Website,Services,Materials,Tags,City,State/Province,Country,Contacts,Created');
    expect(lines).toContain(`"${name.replace(/"/g, '""')}",Legal Ltd,,"BALING, GRINDING",,x,Chicago,IL,US,1,${today}`);
  });

  it('answers an XLSX workbook whose first sheet holds the same rows', async () => {
    const res = await download(`format=xlsx&from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const texts = [...sheet.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) => m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(texts.slice(0, 11)).toEqual(['Name', 'Legal name', 'Website', 'Services', 'Materials', 'Tags', 'City', 'State/Province', 'Country', 'Contacts', 'Created']);
    expect(texts).toContain(name);
  });

  it('leaves out companies outside the range and checks the range', async () => {
    const res = await download('format=csv&from=2001-01-01&to=2001-12-31');
    expect((await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
    expect((await download(`format=csv&from=${today}&to=2001-01-01`)).status).toBe(400);
    expect((await download(`format=pdf&from=${today}&to=${today}`)).status).toBe(400);
  });
});
