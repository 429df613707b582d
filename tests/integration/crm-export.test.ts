import { beforeAll, describe, expect, it, inject } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, tagsNamed, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
const name = unique('Exported, "Quoted" & Co');
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Export');
  member = tenant.member;
  const [x] = await tagsNamed(tenant.admin, 'x');
  await member.ok(CrmRoutes.createCompany, {
    body: {
      name,
      legalName: 'Legal Ltd',
      services: ['BALING', 'GRINDING'],
      tags: [x!],
      locations: [address('5 Export Way')],
      contacts: [{ firstName: 'Io', email: 'io@e.example' }],
    },
  });
});

const download = (format: 'csv' | 'xlsx', from = today, to = today) =>
  member(CrmRoutes.exportCompanies, { query: { format, from, to } });
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('the companies export', () => {
  it('answers CSV with the columns and the companies created in the range', async () => {
    const res = await download('csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="companies-${today}-${today}.csv"`,
    );
    const lines = csvLines(res.text);
    expect(lines[0]).toBe(
      'Name,Legal name,Website,Services,Materials,Tags,City,State/Province,Country,Contacts,Created',
    );
    expect(lines).toContain(
      `"${name.replace(/"/g, '""')}",Legal Ltd,,"BALING, GRINDING",,x,Chicago,IL,US,1,${today}`,
    );
  });

  it('answers an XLSX workbook whose first sheet holds the same rows', async () => {
    const res = await download('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(res.bytes));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const texts = [...sheet.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) =>
      m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    );
    expect(texts.slice(0, 11)).toEqual([
      'Name',
      'Legal name',
      'Website',
      'Services',
      'Materials',
      'Tags',
      'City',
      'State/Province',
      'Country',
      'Contacts',
      'Created',
    ]);
    expect(texts).toContain(name);
  });

  it('leaves out companies outside the range and checks the range', async () => {
    const res = await download('csv', '2001-01-01', '2001-12-31');
    expect(csvLines(res.text.trim())).toHaveLength(1);
    expect((await download('csv', today, '2001-01-01')).status).toBe(400);
    expect(
      (await member.invalid(CrmRoutes.exportCompanies, { query: { format: 'pdf', from: today, to: today } }))
        .status,
    ).toBe(400);
  });
});
