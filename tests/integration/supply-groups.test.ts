import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let companyId: string;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function newHave(lotNumber = unique('LOT')): Promise<string> {
  const body = {
    companyId,
    materialType: 'PET' as const,
    remainingWeight: { unitValue: 1200, unit: 'KILOGRAM' as const },
    expirationDate: inAMonth,
    lotNumber,
  };
  return (await member.ok(SupplyRoutes.createHave, { body })).body.id;
}
const groupOf = async (id: string) => (await member.ok(SupplyRoutes.getHave, { params: { id } })).body.group;
const membersOf = async (id: string) =>
  (await member.ok(SupplyRoutes.getHaveGroup, { params: { id } })).body.haves.map((h) => h.id);

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Groups')).member;
  companyId = (
    await member.ok(CrmRoutes.createCompany, {
      body: { name: unique('Bale Yard'), locations: [address('12 Bale Rd')] },
    })
  ).body.id;
});

describe('groups of haves', () => {
  it('makes a group from a have, lists it with its haves, and counts it in the picker', async () => {
    const first = await newHave();
    const before = await member.ok(SupplyRoutes.listHaveGroups, { query: {} });
    const made = await member.ok(SupplyRoutes.createHaveGroup, {
      body: { name: '  Lot 7 bales ', haveId: first },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Lot 7 bales', haveCount: 1, haves: [{ id: first }] });
    expect(await groupOf(first)).toEqual({ id: made.body.id, name: 'Lot 7 bales' });

    const second = await newHave();
    const joined = await member.ok(SupplyRoutes.changeHaveGroup, {
      params: { id: second },
      body: { groupId: made.body.id },
    });
    expect(joined.body.group).toEqual({ id: made.body.id, name: 'Lot 7 bales' });
    expect(await membersOf(made.body.id)).toEqual([first, second]);

    const after = await member.ok(SupplyRoutes.listHaveGroups, { query: {} });
    expect(after.total).toBe(before.total! + 1);
    expect(after.body[0]).toMatchObject({ id: made.body.id, haveCount: 2 });

    const today = new Date().toISOString().slice(0, 10);
    const csv = await member(SupplyRoutes.exportHaves, { query: { format: 'csv', from: today, to: today } });
    expect(csv.text.split('\n')[0]).toMatch(/,Group\r?$/);
    expect(csv.text).toContain('Lot 7 bales');
  });

  it('moves a have from one group to another, and takes it out of any', async () => {
    const id = await newHave();
    const a = (await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Group A', haveId: id } })).body
      .id;
    const b = (await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Group B' } })).body.id;
    await member.ok(SupplyRoutes.changeHaveGroup, { params: { id }, body: { groupId: b } });
    expect(await membersOf(a)).toEqual([]);
    expect(await membersOf(b)).toEqual([id]);
    expect(await groupOf(id)).toEqual({ id: b, name: 'Group B' });

    const left = await member.ok(SupplyRoutes.changeHaveGroup, { params: { id }, body: { groupId: null } });
    expect(left.body.group).toBeNull();
    expect(await membersOf(b)).toEqual([]);
  });

  it('renames a group on each of its haves, and tells it in their history', async () => {
    const id = await newHave();
    const group = (await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Old name', haveId: id } }))
      .body.id;
    const renamed = await member.ok(SupplyRoutes.renameHaveGroup, {
      params: { id: group },
      body: { name: 'New name' },
    });
    expect(renamed.body.haves.map((h) => h.group)).toEqual([{ id: group, name: 'New name' }]);
    expect(await groupOf(id)).toEqual({ id: group, name: 'New name' });
    await expect
      .poll(async () =>
        (await member.ok(SupplyRoutes.haveHistory, { params: { id }, query: {} })).body.entries.flatMap((e) =>
          e.changes.filter((c) => c.field === 'groupName').map((c) => c.newValue),
        ),
      )
      .toEqual(expect.arrayContaining(['Old name', 'New name']));
  });

  it('deletes a group and leaves its haves in none', async () => {
    const id = await newHave();
    const group = (
      await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Short-lived', haveId: id } })
    ).body.id;
    const total = (await member.ok(SupplyRoutes.listHaveGroups, { query: {} })).total;
    expect((await member(SupplyRoutes.deleteHaveGroup, { params: { id: group } })).status).toBe(204);
    expect(await groupOf(id)).toBeNull();
    expect((await member.refused(SupplyRoutes.getHaveGroup, { params: { id: group } })).status).toBe(404);
    expect((await member.ok(SupplyRoutes.listHaveGroups, { query: {} })).total).toBe(total! - 1);
  });

  it('holds at most 50 haves, even when two join for the last place at once', async () => {
    const group = (await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Full truck' } })).body.id;
    const ids: string[] = [];
    for (let batch = 0; batch < 51; batch += 10)
      ids.push(...(await Promise.all(Array.from({ length: Math.min(10, 51 - batch) }, () => newHave()))));
    for (const id of ids.slice(0, 49))
      await member.ok(SupplyRoutes.changeHaveGroup, { params: { id }, body: { groupId: group } });

    const [x, y] = await Promise.all(
      ids
        .slice(49)
        .map((id) => member(SupplyRoutes.changeHaveGroup, { params: { id }, body: { groupId: group } })),
    );
    expect([x!.status, y!.status].sort()).toEqual([200, 409]);
    const refusal = [x!, y!].find((r) => r.status === 409)!;
    expect(refusal.body).toMatchObject({ message: 'A group holds at most 50 haves.' });
    const detail = (await member.ok(SupplyRoutes.getHaveGroup, { params: { id: group } })).body;
    expect(detail.haveCount).toBe(50);
    expect(detail.haves).toHaveLength(50);
  });

  it('refuses a group without a name, a group that does not exist, and an archived have', async () => {
    const id = await newHave();
    const nameless = await member.refused(SupplyRoutes.createHaveGroup, { body: { name: '   ' } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fieldErrors).toMatchObject({ 'body.name': ['Group name is required'] });
    const unknown = await member.refused(SupplyRoutes.changeHaveGroup, {
      params: { id },
      body: { groupId: 'no-such-group' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose a group from the list.');
    await member.ok(SupplyRoutes.archiveHave, { params: { id } });
    const group = (await member.ok(SupplyRoutes.createHaveGroup, { body: { name: 'Archive test' } })).body.id;
    const archived = await member.refused(SupplyRoutes.changeHaveGroup, {
      params: { id },
      body: { groupId: group },
    });
    expect(archived.status).toBe(409);
    expect(await membersOf(group)).toEqual([]);
  });
});
