import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, IdentityRoutes, MESSAGES } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

describe('organization settings and integrations', () => {
  let company: TestCompany;
  let admin: SignedInClient;
  let member: SignedInClient;
  beforeAll(async () => {
    company = await createCompany('Org');
    admin = await signedInClient(cloud, company.admin.email);
    member = await signedInClient(cloud, company.member.email);
  });

  it('lets every member read the settings', async () => {
    const res = await member.ok(IdentityRoutes.getSettings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tenantId: company.tenantId,
      name: company.name,
      shortCode: 'TST',
      defaultTaxRate: null,
      paymentTerms: null,
    });
  });

  it("lets an administrator change them, with the spec's validation", async () => {
    const res = await admin.ok(AdminRoutes.updateOrganization, {
      body: {
        shortCode: 'abc',
        website: 'https://org.example',
        defaultTaxRate: 8.25,
        paymentTerms: 'Net 30',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shortCode: 'ABC',
      website: 'https://org.example',
      defaultTaxRate: 8.25,
      paymentTerms: 'Net 30',
    });
    const cleared = await admin.ok(AdminRoutes.updateOrganization, { body: { website: '' } });
    expect(cleared.body.website).toBeNull();
    const bad = await admin.refused(AdminRoutes.updateOrganization, {
      body: { shortCode: 'a-b', website: 'nope', defaultTaxRate: 120 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.['body.shortCode']).toContain(MESSAGES.shortCodeSpecial);
    expect(bad.body.fieldErrors?.['body.website']).toBeDefined();
    expect(bad.body.fieldErrors?.['body.defaultTaxRate']).toContain('Tax rate must be at most 100');
    expect((await member(AdminRoutes.updateOrganization, { body: { paymentTerms: 'Net 10' } })).status).toBe(
      403,
    );
  });

  it('lists the integrations, none connected', async () => {
    const res = await admin.ok(AdminRoutes.listIntegrations);
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.id)).toEqual(['QUICKBOOKS', 'XERO', 'CIETRADE']);
    expect(res.body.every((i) => i.status === 'NOT_CONNECTED' && i.description.length > 0)).toBe(true);
    expect((await member(AdminRoutes.listIntegrations)).status).toBe(403);
  });
});
