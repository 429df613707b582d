import { beforeAll, describe, expect, it, inject } from 'vitest';
import { useCloudEnv, type Call } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: Call;
let outsider: Call;
interface Entry { subject: string; action: string; actorName: string; changes: Array<{ field: string; oldValue: unknown; newValue: unknown }> }
interface Page { entries: Entry[]; cursor: string | null }

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const t = await crmTenant(cloud, 'History');
  member = t.member;
  outsider = (await crmTenant(cloud, 'Nosy')).member;
});

/** The feed fills from the table stream, so it is read until the expected entries arrived. */
const feedOf = (path: string, count: number) =>
  eventually(async () => {
    const page = await member<Page>('GET', `${path}?size=100`);
    return page.body.entries.length >= count ? page.body : undefined;
  });

describe('the material history', () => {
  it('shows ADDED, CHANGED with old and new values, ARCHIVED and RESTORED, with the actor’s name, latest first', async () => {
    const made = await member<{ id: string }>('POST', '/api/materials', { name: 'History HDPE', type: 'PE', grade: 'PRIME' });
    const id = made.body.id;
    await member('PATCH', `/api/materials/${id}`, { name: 'History HDPE', type: 'PE', grade: 'OFF_GRADE' });
    await member('PUT', `/api/materials/${id}/archive`);
    await member('PUT', `/api/materials/${id}/restore`);
    const feed = await feedOf(`/api/materials/${id}/history`, 4);
    expect(feed.entries.map((e) => e.action)).toEqual(['RESTORED', 'ARCHIVED', 'CHANGED', 'ADDED']);
    expect(feed.entries[2]!.changes).toEqual([{ field: 'grade', oldValue: 'PRIME', newValue: 'OFF_GRADE' }]);
    expect(feed.entries.every((e) => e.subject === 'Material History HDPE' && /member/i.test(e.actorName))).toBe(true);
    expect((await outsider('GET', `/api/materials/${id}/history`)).status).toBe(404);
  });
});

describe('the company history', () => {
  it('includes its contacts, touchpoints and material associations, REMOVED ones too, with "load more"', async () => {
    const company = await member<{ id: string }>('POST', '/api/network/companies', { name: unique('Chronicle Co'), locations: [address('1 History Rd')] });
    const id = company.body.id;
    const contact = await member<{ id: string }>('POST', `/api/network/companies/${id}/contacts`, { firstName: 'Jane', lastName: 'Doe', email: 'jane@chronicle.example' });
    await member('PATCH', `/api/network/companies/${id}/contacts/${contact.body.id}`, { lastName: 'Roe' });
    const material = await member<{ id: string }>('POST', '/api/materials', { name: 'Chronicle PP', type: 'PP' });
    await member('POST', `/api/network/companies/${id}/materials`, { materialId: material.body.id });
    await member('DELETE', `/api/network/companies/${id}/materials/${material.body.id}`);
    const touch = await member<{ id: string }>('POST', `/api/network/companies/${id}/touchpoints`, { date: '2026-01-01T00:00:00Z', notes: 'Hello' });
    await member('DELETE', `/api/network/companies/${id}/touchpoints/${touch.body.id}`);

    const feed = await feedOf(`/api/network/companies/${id}/history`, 8);
    const seen = feed.entries.map((e) => `${e.action} ${e.subject}`);
    expect(seen).toEqual(expect.arrayContaining(['ADDED Contact Jane Doe', 'CHANGED Contact Jane Roe', 'ADDED Material Chronicle PP', 'REMOVED Material Chronicle PP', 'ADDED Touchpoint 2026-01-01', 'REMOVED Touchpoint 2026-01-01']));
    expect(feed.entries.find((e) => e.subject === 'Contact Jane Roe')!.changes).toEqual([{ field: 'lastName', oldValue: 'Doe', newValue: 'Roe' }]);
    expect(feed.entries.find((e) => e.action === 'REMOVED')!.actorName).toMatch(/member/i);

    const first = await member<Page>('GET', `/api/network/companies/${id}/history?size=3`);
    expect(first.body.entries).toHaveLength(3);
    const more = await member<Page>('GET', `/api/network/companies/${id}/history?size=100&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect([...first.body.entries, ...more.body.entries]).toEqual(feed.entries);
    expect((await outsider('GET', `/api/network/companies/${id}/history`)).status).toBe(404);
  });
});
