import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useCloudEnv, type Call, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant, type CompanyReply } from './crm-support.js';

const cloud = inject('cloud');
let member: Call;
let admin: Call;
let company: TestCompany;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ member, admin, company } = await crmTenant(cloud, 'Own'));
});

describe('my company', () => {
  it('is a CRM company whose id is the tenant, made from the onboarding record on first use', async () => {
    const [a, b] = await Promise.all([member<CompanyReply>('GET', '/api/my-company'), admin<CompanyReply>('GET', '/api/my-company')]);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ id: company.tenantId, name: company.name, own: true, locationCount: 1, headquarters: { city: 'Denver' } });
    expect(b.body.id).toBe(a.body.id);
  });

  it('answers the company routes for its id, so the web app can redirect to the my-company pages', async () => {
    const res = await member<CompanyReply>('GET', `/api/network/companies/${company.tenantId}`);
    expect(res.body).toMatchObject({ id: company.tenantId, own: true });
    expect((await member<unknown[]>('GET', `/api/network/companies/${company.tenantId}/locations`)).body).toHaveLength(1);
    expect((await member('PUT', `/api/network/companies/${company.tenantId}/archive`)).status).toBe(409);
  });

  it('counts what exists on the dashboard', async () => {
    const dashboard = await eventually(async () => {
      const res = await member<{ counts: Record<string, number>; topCompanies: unknown[]; windowDays: number }>('GET', '/api/my-company/dashboard?days=7');
      // The stream keeps the contact and location counts, so they arrive a moment after the own company is made.
      return (res.body.counts.locations ?? 0) >= 1 && (res.body.counts.contacts ?? 0) >= 1 ? res.body : undefined;
    });
    expect(dashboard).toMatchObject({ topCompanies: [], windowDays: 7 });
    expect(dashboard.counts).toMatchObject({ companies: 1, contacts: 1, locations: 1, materials: 0 });
    expect(dashboard.counts.users).toBeGreaterThanOrEqual(1);
  });

  it('keeps a message board', async () => {
    const posted = await member<{ id: string; body: string }>('POST', '/api/my-company/comments', { body: 'Trucks arrive at 9' });
    expect(posted.status).toBe(201);
    const list = await admin<{ id: string }[]>('GET', '/api/my-company/comments');
    expect(list.body.map((x) => x.id)).toContain(posted.body.id);
    expect((await member('PATCH', `/api/my-company/comments/${posted.body.id}`, { body: 'Trucks arrive at 10' })).body).toMatchObject({ body: 'Trucks arrive at 10' });
    expect((await member('DELETE', `/api/my-company/comments/${posted.body.id}`)).status).toBe(204);
  });
});
