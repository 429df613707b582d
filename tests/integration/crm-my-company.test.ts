import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let admin: SignedInClient;
let company: TestCompany;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ member, admin, company } = await crmTenant(cloud, 'Own'));
});

describe('my company', () => {
  it('is a CRM company whose id is the tenant, made from the onboarding record on first use', async () => {
    const [a, b] = await Promise.all([member.ok(CrmRoutes.getMyCompany), admin.ok(CrmRoutes.getMyCompany)]);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      id: company.tenantId,
      name: company.name,
      own: true,
      locationCount: 1,
      headquarters: { city: 'Denver' },
    });
    expect(b.body.id).toBe(a.body.id);
  });

  it('answers the company routes for its id, so the web app can redirect to the my-company pages', async () => {
    const params = { id: company.tenantId };
    expect((await member.ok(CrmRoutes.getCompany, { params })).body).toMatchObject({
      id: company.tenantId,
      own: true,
    });
    expect((await member.ok(CrmRoutes.listCompanyLocations, { params })).body).toHaveLength(1);
    expect((await member(CrmRoutes.archiveCompany, { params })).status).toBe(409);
  });

  it('counts what exists on the dashboard', async () => {
    const dashboard = await eventually(async () => {
      const { body } = await member.ok(CrmRoutes.myCompanyDashboard, { query: { days: 7 } });
      // The stream keeps the contact and location counts, so they arrive a moment after the own company is made.
      return (body.counts.locations ?? 0) >= 1 && (body.counts.contacts ?? 0) >= 1 ? body : undefined;
    });
    expect(dashboard).toMatchObject({ topCompanies: [], windowDays: 7 });
    expect(dashboard.counts).toMatchObject({ companies: 1, contacts: 1, locations: 1, materials: 0 });
    expect(dashboard.counts.users).toBeGreaterThanOrEqual(1);
  });

  it('keeps a message board', async () => {
    const posted = await member.ok(CrmRoutes.createMyCompanyComment, {
      body: { body: 'Trucks arrive at 9' },
    });
    expect(posted.status).toBe(201);
    const params = { id: posted.body.id };
    expect((await admin.ok(CrmRoutes.listMyCompanyComments)).body.map((x) => x.id)).toContain(posted.body.id);
    expect(
      (await member.ok(CrmRoutes.updateMyCompanyComment, { params, body: { body: 'Trucks arrive at 10' } }))
        .body,
    ).toMatchObject({ body: 'Trucks arrive at 10' });
    expect((await member(CrmRoutes.deleteMyCompanyComment, { params })).status).toBe(204);
  });
});
