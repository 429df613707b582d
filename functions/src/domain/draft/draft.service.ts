import type {
  BulkDeleteResult,
  Draft,
  DraftCount,
  DraftListQuery,
  DraftSummary,
} from '@polyloop/shared/supply/draft';
import { DRAFT_MESSAGES } from '@polyloop/shared/supply/draft';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { Counter, pageCountersBetween } from '../counter/index.js';
import { DraftItem, pageListedDrafts } from './draft.entity.js';
import { announce } from './draft.push.js';

/**
 * Drafts of a company: listed newest first, counted by per-type counters that move in the same
 * transaction as the draft, so the badge never disagrees with the list. A draft of unknown type
 * is kept but never listed or counted.
 */

/** `draft:HAVE`, `draft:NEED`: one counter per listed type. */
const counterName = (type: 'HAVE' | 'NEED') => `draft:${type}`;

/** The counter move of a draft arriving (+1) or leaving (-1); none for a draft of unknown type. */
function counterMove(item: DraftItem, delta: 1 | -1): TxItem[] {
  if (item.type === 'UNKNOWN') return [];
  return [
    Counter.tx.update(
      { tenantId: item.tenantId, name: counterName(item.type) },
      {},
      { add: { count: delta }, upsert: true },
    ),
  ];
}

export function view(d: DraftItem): Draft {
  return {
    id: d.draftId,
    type: d.type,
    subject: d.subject,
    from: d.from ?? null,
    extractor: d.extractor,
    createdAt: d.createdAt,
    materialType: d.materialType,
    grade: d.grade,
    form: d.form,
    weight: d.weight,
    price: d.price,
    location: d.location,
    notes: d.notes,
  };
}

const summary = (d: DraftItem): DraftSummary => ({
  id: d.draftId,
  type: d.type,
  subject: d.subject,
  from: d.from ?? null,
  createdAt: d.createdAt,
  materialType: d.materialType,
});

/** How many listed drafts of each type: one Query over the two counter items. */
export async function count(actor: Member): Promise<DraftCount> {
  const { items } = await pageCountersBetween(actor.tenantId, counterName('HAVE'), counterName('NEED'), null);
  const of = (type: 'HAVE' | 'NEED') =>
    Math.max(0, items.find((c) => c.name === counterName(type))?.count ?? 0);
  const haves = of('HAVE');
  const needs = of('NEED');
  return { total: haves + needs, haves, needs };
}

/** One page of listed drafts, all or of one type, newest first: one Query for the first page, plus the counters. */
export async function list(actor: Member, query: DraftListQuery): Promise<Page<DraftSummary>> {
  const [items, counts] = await Promise.all([
    pageOf(
      (limit, cursor) => pageListedDrafts(actor.tenantId, query.type, limit, cursor),
      query.page,
      query.size,
    ),
    count(actor),
  ]);
  const total = query.type === 'HAVE' ? counts.haves : query.type === 'NEED' ? counts.needs : counts.total;
  return { items: items.map(summary), total };
}

export async function get(actor: Member, draftId: string): Promise<Draft> {
  const item = await DraftItem.get({ tenantId: actor.tenantId, draftId });
  if (!item) throw new NotFound(DRAFT_MESSAGES.notFound);
  return view(item);
}

/**
 * Removes one draft and moves its counter in one transaction; answers the draft removed, or
 * undefined when it is not there (never was, or already gone: a second removal, or another
 * company's id, changes nothing).
 */
async function removeOne(tenantId: string, draftId: string): Promise<DraftItem | undefined> {
  const item = await DraftItem.get({ tenantId, draftId }, { consistent: true });
  if (!item) return undefined;
  try {
    // Pinned on the type read, so a draft removed meanwhile fails the condition instead of moving the counter twice.
    await transact([
      DraftItem.tx.delete({ tenantId, draftId }, { type: item.type }),
      ...counterMove(item, -1),
    ]);
    return item;
  } catch (error) {
    if (error instanceof ConditionFailed && error.entity === DraftItem.name) return undefined;
    throw error;
  }
}

export async function remove(actor: Member, draftId: string): Promise<void> {
  if (!(await removeOne(actor.tenantId, draftId))) throw new NotFound(DRAFT_MESSAGES.notFound);
}

/** Deletes the drafts named, a few at a time; each deletion stands alone, so one missing draft fails no other. */
export async function removeMany(actor: Member, ids: string[]): Promise<BulkDeleteResult> {
  const unique = [...new Set(ids)];
  let deleted = 0;
  for (let i = 0; i < unique.length; i += 10) {
    const done = await Promise.all(unique.slice(i, i + 10).map((id) => removeOne(actor.tenantId, id)));
    deleted += done.filter((item) => item !== undefined).length;
  }
  return { deleted, failed: unique.length - deleted };
}

/**
 * A have or need was saved from this draft: it has served its purpose, and the company's users
 * hear that it left. Idempotent: a draft already gone changes nothing.
 */
export async function consume(tenantId: string, draftId: string): Promise<boolean> {
  const removed = await removeOne(tenantId, draftId);
  if (removed && removed.type !== 'UNKNOWN')
    await announce(tenantId, {
      id: draftId,
      type: removed.type,
      subject: removed.subject,
      change: 'removed',
    });
  return !!removed;
}

/** Stores a new draft with its counter move; false when it was stored already (the same e-mail delivered twice). */
export async function store(item: DraftItem): Promise<boolean> {
  try {
    await transact([DraftItem.tx.create(item), ...counterMove(item, 1)]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.entity === DraftItem.name) return false;
    throw error;
  }
}
