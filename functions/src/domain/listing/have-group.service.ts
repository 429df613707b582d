import type { Have } from '@polyloop/shared/supply/listing';
import {
  GROUP_MESSAGES,
  GROUP_RULES,
  type HaveGroup,
  type HaveGroupDetail,
  type HaveGroupInput,
  type HaveGroupListQuery,
} from '@polyloop/shared/supply/have-group';
import { SUPPLY_MESSAGES } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { batchGetMany, type TxItem } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import { Counter } from '../counter/index.js';
import { audit, type Audit } from '../history/index.js';
import { HaveItem } from './listing.entity.js';
import { listItem, view } from './listing.view.js';
import { HaveGroupItem, pageOfGroups } from './have-group.entity.js';

/** The tenant's number of groups: the picker's total, moved in the transaction that creates or deletes one. */
const COUNTER = 'have-groups';
const counted = (tenantId: string, delta: number) =>
  Counter.tx.update({ tenantId, name: COUNTER }, {}, { add: { count: delta }, upsert: true });

/** Any condition that failed only says something changed since the read: read again and decide again. */
const explain = (entity: string) => stale(entity);

const shown = (g: HaveGroupItem): HaveGroup => ({
  id: g.id,
  name: g.name,
  haveCount: g.haveIds.length,
  createdDate: g.createdDate,
  updatedDate: g.updatedDate,
});

async function findGroup(tenantId: string, id: string): Promise<HaveGroupItem> {
  const group = await HaveGroupItem.get({ tenantId, id });
  if (!group) throw new NotFound();
  return group;
}

async function findHave(tenantId: string, id: string): Promise<HaveItem> {
  const have = await HaveItem.get({ tenantId, id });
  if (!have) throw new NotFound();
  return have;
}

/** A group's haves in the order they joined: one BatchGetItem (a group holds at most 50). */
const membersOf = (group: HaveGroupItem) =>
  batchGetMany(group.haveIds.map((id) => HaveItem.batch({ tenantId: group.tenantId, id })));

async function detail(group: HaveGroupItem, members?: HaveItem[]): Promise<HaveGroupDetail> {
  const haves = await Promise.all((members ?? (await membersOf(group))).map((h) => listItem(h)));
  return { ...shown(group), haves } as HaveGroupDetail;
}

/** The group's new member list, on the condition that nobody changed the group since it was read. */
const regroup = (group: HaveGroupItem, haveIds: string[], stamp: Audit) =>
  HaveGroupItem.tx.update(
    { tenantId: group.tenantId, id: group.id },
    { haveIds, version: group.version + 1, ...stamp },
    { condition: { version: group.version } },
  );

/** The have's group (or none), on the condition that nobody changed the have since it was read. */
const moveHave = (have: HaveItem, to: HaveGroupItem | undefined, stamp: Audit, name = to?.name) =>
  HaveItem.tx.update(
    { tenantId: have.tenantId, id: have.id },
    to ? { groupId: to.id, groupName: name, ...stamp } : stamp,
    { condition: { updatedDate: have.updatedDate }, remove: to ? [] : ['groupId', 'groupName'] },
  );

/** Where the have leaves from: its current group, without it. */
async function leaving(have: HaveItem, stamp: Audit): Promise<TxItem[]> {
  if (!have.groupId) return [];
  const from = await HaveGroupItem.get({ tenantId: have.tenantId, id: have.groupId });
  return from
    ? [
        regroup(
          from,
          from.haveIds.filter((id) => id !== have.id),
          stamp,
        ),
      ]
    : [];
}

const openHave = (have: HaveItem) => {
  if (have.archived) throw new Conflict(SUPPLY_MESSAGES.archived, 'ARCHIVED');
};

export async function list(actor: Member, query: HaveGroupListQuery): Promise<Page<HaveGroup>> {
  const [items, counter] = await Promise.all([
    pageOf((limit, cursor) => pageOfGroups(actor.tenantId, limit, cursor), query.page, query.size),
    Counter.get({ tenantId: actor.tenantId, name: COUNTER }),
  ]);
  return { items: items.map(shown), total: Math.max(0, counter?.count ?? 0) };
}

export async function get(actor: Member, id: string): Promise<HaveGroupDetail> {
  return detail(await findGroup(actor.tenantId, id));
}

/** A new group, with the have it is made from (which leaves its old group in the same transaction). */
export async function create(actor: Member, input: HaveGroupInput): Promise<HaveGroupDetail> {
  const stamp = await audit(actor);
  const id = newId();
  return retrying(async () => {
    const group = HaveGroupItem.schema.parse({
      tenantId: actor.tenantId,
      id,
      name: input.name,
      haveIds: input.haveId ? [input.haveId] : [],
      version: 0,
      createdDate: stamp.updatedDate,
      ...stamp,
    });
    const writes: TxItem[] = [HaveGroupItem.tx.create(group), counted(actor.tenantId, 1)];
    let member: HaveItem | undefined;
    if (input.haveId) {
      const have = await HaveItem.get({ tenantId: actor.tenantId, id: input.haveId });
      if (!have)
        throw new BadRequest('Choose a have from the list.', { haveId: ['Choose a have from the list.'] });
      openHave(have);
      writes.push(moveHave(have, group, stamp), ...(await leaving(have, stamp)));
      member = { ...have, groupId: group.id, groupName: group.name, ...stamp };
    }
    await commit(writes, explain);
    return detail(group, member ? [member] : []);
  });
}

/** Puts a have in a group (at most 50 a group) or, with null, in none. */
export async function choose(actor: Member, haveId: string, groupId: string | null): Promise<Have> {
  const stamp = await audit(actor);
  return retrying(async () => {
    const have = await findHave(actor.tenantId, haveId);
    if ((have.groupId ?? null) === groupId) return (await view(have)) as Have;
    openHave(have);
    let to: HaveGroupItem | undefined;
    const writes: TxItem[] = [];
    if (groupId) {
      to = await HaveGroupItem.get({ tenantId: actor.tenantId, id: groupId });
      if (!to) throw new BadRequest(GROUP_MESSAGES.missing, { groupId: [GROUP_MESSAGES.missing] });
      if (to.haveIds.length >= GROUP_RULES.maxHaves) throw new Conflict(GROUP_MESSAGES.full, 'GROUP_FULL');
      writes.push(regroup(to, [...to.haveIds, have.id], stamp));
    }
    writes.push(moveHave(have, to, stamp), ...(await leaving(have, stamp)));
    await commit(writes, explain);
    return (await view({ ...have, ...stamp, groupId: to?.id, groupName: to?.name })) as Have;
  });
}

/** Renames a group and the name its haves show, in one transaction (at most 51 writes). */
export async function rename(actor: Member, id: string, name: string): Promise<HaveGroupDetail> {
  const stamp = await audit(actor);
  return retrying(async () => {
    const group = await findGroup(actor.tenantId, id);
    if (group.name === name) return detail(group);
    const members = await membersOf(group);
    const renamed = { ...group, name, version: group.version + 1, ...stamp };
    await commit(
      [
        HaveGroupItem.tx.update(
          { tenantId: group.tenantId, id },
          { name, version: renamed.version, ...stamp },
          { condition: { version: group.version } },
        ),
        ...members.map((h) => moveHave(h, group, stamp, name)),
      ],
      explain,
    );
    return detail(
      renamed,
      members.map((h) => ({ ...h, groupName: name, ...stamp })),
    );
  });
}

/** Deletes a group; its haves stay, in no group (one transaction, at most 52 writes). */
export async function remove(actor: Member, id: string): Promise<void> {
  const stamp = await audit(actor);
  await retrying(async () => {
    const group = await findGroup(actor.tenantId, id);
    const members = await membersOf(group);
    await commit(
      [
        HaveGroupItem.tx.delete({ tenantId: group.tenantId, id }, { version: group.version }),
        counted(actor.tenantId, -1),
        ...members.map((h) => moveHave(h, undefined, stamp)),
      ],
      explain,
    );
  });
}
