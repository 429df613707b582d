import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let outsider: SignedInClient;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'History')).member;
  outsider = (await crmTenant(cloud, 'Nosy')).member;
});

/** The feed fills from the table stream, so it is read until the expected entries arrived. */
const feedOf = (
  route: typeof CrmRoutes.materialHistory | typeof CrmRoutes.companyHistory,
  id: string,
  count: number,
) =>
  eventually(async () => {
    const page = (await member.ok(route, { params: { id }, query: { size: 100 } })).body;
    return page.entries.length >= count ? page : undefined;
  });

describe('the material history', () => {
  it('shows ADDED, CHANGED with old and new values, ARCHIVED and RESTORED, with the actor’s name, latest first', async () => {
    const id = (
      await member.ok(CrmRoutes.createMaterial, {
        body: { name: 'History HDPE', type: 'PE', grade: 'PRIME' },
      })
    ).body.id;
    await member.ok(CrmRoutes.updateMaterial, {
      params: { id },
      body: { name: 'History HDPE', type: 'PE', grade: 'OFF_GRADE' },
    });
    await member.ok(CrmRoutes.archiveMaterial, { params: { id } });
    await member.ok(CrmRoutes.restoreMaterial, { params: { id } });
    const feed = await feedOf(CrmRoutes.materialHistory, id, 4);
    expect(feed.entries.map((e) => e.action)).toEqual(['RESTORED', 'ARCHIVED', 'CHANGED', 'ADDED']);
    expect(feed.entries[2]!.changes).toEqual([{ field: 'grade', oldValue: 'PRIME', newValue: 'OFF_GRADE' }]);
    expect(
      feed.entries.every((e) => e.subject === 'Material History HDPE' && /member/i.test(e.actorName)),
    ).toBe(true);
    expect((await outsider(CrmRoutes.materialHistory, { params: { id } })).status).toBe(404);
  });
});

describe('the company history', () => {
  it('includes its contacts, touchpoints and material associations, REMOVED ones too, with "load more"', async () => {
    const id = (
      await member.ok(CrmRoutes.createCompany, {
        body: { name: unique('Chronicle Co'), locations: [address('1 History Rd')] },
      })
    ).body.id;
    const contact = await member.ok(CrmRoutes.createCompanyContact, {
      params: { id },
      body: { firstName: 'Jane', lastName: 'Doe', email: 'jane@chronicle.example' },
    });
    await member.ok(CrmRoutes.updateCompanyContact, {
      params: { id, contactId: contact.body.id },
      body: { lastName: 'Roe' },
    });
    const materialId = (
      await member.ok(CrmRoutes.createMaterial, { body: { name: 'Chronicle PP', type: 'PP' } })
    ).body.id;
    await member.ok(CrmRoutes.associateCompanyMaterial, { params: { id }, body: { materialId } });
    await member.ok(CrmRoutes.dissociateCompanyMaterial, { params: { id, materialId } });
    const touch = await member.ok(CrmRoutes.createTouchpoint, {
      params: { id },
      body: { date: '2026-01-01T00:00:00Z', notes: 'Hello' },
    });
    await member.ok(CrmRoutes.deleteTouchpoint, { params: { id, touchpointId: touch.body.id } });

    const feed = await feedOf(CrmRoutes.companyHistory, id, 8);
    const seen = feed.entries.map((e) => `${e.action} ${e.subject}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'ADDED Contact Jane Doe',
        'CHANGED Contact Jane Roe',
        'ADDED Material Chronicle PP',
        'REMOVED Material Chronicle PP',
        'ADDED Touchpoint 2026-01-01',
        'REMOVED Touchpoint 2026-01-01',
      ]),
    );
    expect(feed.entries.find((e) => e.subject === 'Contact Jane Roe')!.changes).toEqual([
      { field: 'lastName', oldValue: 'Doe', newValue: 'Roe' },
    ]);
    expect(feed.entries.find((e) => e.action === 'REMOVED')!.actorName).toMatch(/member/i);

    const first = (await member.ok(CrmRoutes.companyHistory, { params: { id }, query: { size: 3 } })).body;
    expect(first.entries).toHaveLength(3);
    const more = (
      await member.ok(CrmRoutes.companyHistory, {
        params: { id },
        query: { size: 100, cursor: first.cursor! },
      })
    ).body;
    expect([...first.entries, ...more.entries]).toEqual(feed.entries);
    expect((await outsider(CrmRoutes.companyHistory, { params: { id } })).status).toBe(404);
  });
});
