import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let companyId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const need = (extra: Record<string, unknown> = {}) => ({
  companyId,
  materialType: 'PE' as const,
  remainingWeight: { unitValue: 20, unit: 'METRIC_TON' as const },
  expirationDate: day(21),
  ...extra,
});

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Needs')).member;
  companyId = (await member.ok(CrmRoutes.createCompany, { body: { name: unique('Film Buyer') } })).body.id;
});

describe('needs', () => {
  it('creates a need with a price target and an identifier of its own series', async () => {
    const res = await member.ok(SupplyRoutes.createNeed, {
      body: need({ priceTarget: { unitValue: 0.3, unit: 'POUND' }, shippingTerms: 'FOB_DESTINATION' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(/-N\d+$/);
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      priceTarget: { unitValue: 0.3, unit: 'POUND' },
      shippingTerms: 'FOB_DESTINATION',
      companyName: expect.stringContaining('Film Buyer'),
    });
  });

  it('lists the company’s needs on its tab with the total, and counts open needs on the dashboard', async () => {
    await member.ok(SupplyRoutes.createNeed, { body: need({ materialType: 'PP' }) });
    const tab = await member.ok(SupplyRoutes.companyNeeds, { params: { id: companyId }, query: {} });
    expect(tab.body.length).toBeGreaterThanOrEqual(2);
    expect(tab.total).toBe(tab.body.length);
    const pp = await member.ok(SupplyRoutes.companyNeeds, {
      params: { id: companyId },
      query: { materialType: 'PP' },
    });
    expect(pp.body.map((n) => n.materialType)).toEqual(['PP']);
    const dashboard = await member.ok(CrmRoutes.myCompanyDashboard, { query: {} });
    expect(dashboard.body.counts.needs).toBe(tab.total);
  });

  it('cancels and restores a need as the status picker allows, and keeps another company’s id out', async () => {
    const id = (await member.ok(SupplyRoutes.createNeed, { body: need() })).body.id;
    expect(
      (await member.ok(SupplyRoutes.changeNeedStatus, { params: { id }, body: { status: 'CANCELLED' } })).body
        .status,
    ).toBe('CANCELLED');
    expect(
      (await member.ok(SupplyRoutes.changeNeedStatus, { params: { id }, body: { status: 'ACTIVE' } })).body
        .status,
    ).toBe('ACTIVE');
    const other = (await crmTenant(cloud, 'Other needs')).member;
    expect((await other.refused(SupplyRoutes.getNeed, { params: { id } })).status).toBe(404);
  });
});
