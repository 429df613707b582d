import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Touchpoint, TouchpointInput } from '@polyloop/shared/crm/activity';
import type { Member } from '../../lib/actor.js';
import { transact } from '../../data/entity.js';
import { unset, type Clearing } from '../../data/patch.js';
import { NotFound } from '../../lib/errors.js';
import { Counter, read as readCounter } from '../counter/index.js';
import { audit, removeWithAuditIn } from '../history/index.js';
import { countedPage, pageOf, type Page } from '../../data/page.js';
import { companyOf, setLastTouchpoint } from '../company/index.js';
import { pageTouchpointsOfCompany, TouchpointItem } from './touchpoint.entity.js';

type Input = z.infer<typeof TouchpointInput>;
const counter = (companyId: string) => `touchpoint:${companyId}`;
/** Offsets differ between browsers; UTC strings sort by time. */
const utc = (iso: string) => new Date(iso).toISOString();

export const toTouchpoint = (t: TouchpointItem): Touchpoint => ({
  id: t.touchpointId,
  companyId: t.companyId,
  date: t.date,
  notes: t.notes,
  ...(t.nextTouch ? { nextTouch: t.nextTouch } : {}),
  createdBy: t.createdBy,
  createdByName: t.createdByName,
  createdDate: t.createdDate,
});

async function company(actor: Member, companyId: string): Promise<string> {
  const { tenantId } = actor;
  if (!(await companyOf(tenantId, companyId))) throw new NotFound();
  return tenantId;
}

/** The company keeps its latest touchpoint's date for lists; recomputed from the date index after each change. */
async function refreshLatest(tenantId: string, companyId: string): Promise<void> {
  const { items } = await pageTouchpointsOfCompany(tenantId, companyId, { cursor: null, limit: 1 });
  await setLastTouchpoint(tenantId, companyId, items[0]?.date ?? null);
}

export async function list(
  actor: Member,
  companyId: string,
  page: number,
  size: number,
): Promise<Page<Touchpoint>> {
  const tenantId = await company(actor, companyId);
  return countedPage(
    (limit, cursor) => pageTouchpointsOfCompany(tenantId, companyId, { limit, cursor }),
    page,
    size,
    readCounter(tenantId, counter(companyId)),
    toTouchpoint,
  );
}

export async function create(actor: Member, companyId: string, input: Input): Promise<Touchpoint> {
  const tenantId = await company(actor, companyId);
  const stamp = await audit(actor);
  const item = TouchpointItem.schema.parse({
    tenantId,
    companyId,
    touchpointId: randomUUID(),
    date: utc(input.date),
    notes: input.notes,
    nextTouch: input.nextTouch && utc(input.nextTouch),
    createdBy: actor.userId,
    createdByName: stamp.updatedByName,
    createdDate: stamp.updatedDate,
    ...stamp,
  });
  await transact([
    TouchpointItem.tx.create(item),
    Counter.tx.update({ tenantId, name: counter(companyId) }, {}, { add: { count: 1 }, upsert: true }),
  ]);
  await refreshLatest(tenantId, companyId);
  return toTouchpoint(item);
}

export async function update(
  actor: Member,
  companyId: string,
  touchpointId: string,
  body: Clearing<Input>,
): Promise<Touchpoint> {
  const tenantId = await company(actor, companyId);
  if (!(await TouchpointItem.get({ tenantId, companyId, touchpointId }))) throw new NotFound();
  const input = unset(body);
  const changes = {
    ...(input.date ? { date: utc(input.date) } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    // A next touch sent as null is removed.
    ...(input.nextTouch
      ? { nextTouch: utc(input.nextTouch) }
      : 'nextTouch' in input
        ? { nextTouch: undefined }
        : {}),
    ...(await audit(actor)),
  };
  const updated = await TouchpointItem.update({ tenantId, companyId, touchpointId }, changes);
  if (input.date) await refreshLatest(tenantId, companyId);
  return toTouchpoint(updated);
}

export async function remove(actor: Member, companyId: string, touchpointId: string): Promise<void> {
  const tenantId = await company(actor, companyId);
  const key = { tenantId, companyId, touchpointId };
  if (!(await TouchpointItem.get(key))) throw new NotFound();
  // The delete and the count move together; a repeated delete finds nothing and changes no count.
  await removeWithAuditIn(TouchpointItem, key, actor, [
    TouchpointItem.tx.delete(key, (w) => w.exists()),
    Counter.tx.update({ tenantId, name: counter(companyId) }, {}, { add: { count: -1 }, upsert: true }),
  ]);
  await refreshLatest(tenantId, companyId);
}

/** The newest touchpoints of a company (it must exist in the caller's tenant), for the activity feed. */
export async function latestTouchpoints(
  actor: Member,
  companyId: string,
  limit: number,
): Promise<Touchpoint[]> {
  const tenantId = await company(actor, companyId);
  return pageOf(
    (l, cursor) => pageTouchpointsOfCompany(tenantId, companyId, { limit: l, cursor }),
    0,
    limit,
  ).then((items) => items.map(toTouchpoint));
}

export const touchpointCount = (tenantId: string, companyId: string) =>
  readCounter(tenantId, counter(companyId));
