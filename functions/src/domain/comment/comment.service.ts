import { randomUUID } from 'node:crypto';
import { type Comment } from '@polyloop/shared/crm/activity';
import type { Member } from '../../lib/actor.js';
import { batchGetMany, transact } from '../../data/entity.js';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { Counter, read as readCounter } from '../counter/index.js';
import { audit, removeWithAuditIn } from '../history/index.js';
import { countedPage, type Page } from '../../data/page.js';
import { companyOf } from '../company/index.js';
import { User, type UserItem } from '../user/index.js';
import { find } from '../listing/index.js';
import { OrderEntity, ShipmentEntity } from '../order/index.js';
import { sharedPartitionOf } from '../network-offer/index.js';
import { sharedRequestPartitionOf } from '../network-request/index.js';
import { CommentItem, pageCommentsOfRecord, type CommentRecordType } from './comment.entity.js';
import { keepMentions, mentionsIn } from './mentions.js';

const counter = (recordId: string) => `comment:${recordId}`;
/** Ids sort by creation time (then randomly), so the table key lists comments by age. */
const newId = (now: number) => `${now.toString(36).padStart(10, '0')}-${randomUUID().slice(0, 8)}`;

export const toComment = (c: CommentItem): Comment => ({
  id: c.commentId,
  recordId: c.recordId,
  body: c.body,
  mentions: c.mentions,
  authorId: c.authorId,
  authorName: c.authorName,
  createdDate: c.createdDate,
  editedDate: c.editedDate,
});

/** Where comments hang: a company of the caller's CRM, the own company's message board, a have, a need, an order, a shipment, or a network offer or private request the caller's company is party to. */
export type Thread =
  | { company: string }
  | 'board'
  | { have: string }
  | { need: string }
  | { order: string }
  | { shipment: string }
  | { offer: string }
  | { request: string };

/**
 * The thread's record must be the caller's (404 otherwise); the board is the own company's
 * (record id = tenant id). An offer's conversation is kept in the offering company's partition,
 * a private request's in the requesting company's, and both companies read and write it.
 */
async function recordOf(
  actor: Member,
  thread: Thread,
): Promise<{ recordId: string; recordType: CommentRecordType; tenantId: string }> {
  if (thread !== 'board' && 'offer' in thread)
    return {
      recordId: thread.offer,
      recordType: 'offer',
      tenantId: await sharedPartitionOf(actor.tenantId, thread.offer),
    };
  if (thread !== 'board' && 'request' in thread)
    return {
      recordId: thread.request,
      recordType: 'request',
      tenantId: await sharedRequestPartitionOf(actor.tenantId, thread.request),
    };
  return { ...(await ownRecordOf(actor, thread)), tenantId: actor.tenantId };
}

async function ownRecordOf(
  actor: Member,
  thread: Exclude<Thread, { offer: string } | { request: string }>,
): Promise<{ recordId: string; recordType: CommentRecordType }> {
  if (thread !== 'board' && 'order' in thread) {
    if (!(await OrderEntity.get({ tenantId: actor.tenantId, id: thread.order }))) throw new NotFound();
    return { recordId: thread.order, recordType: 'order' };
  }
  if (thread !== 'board' && 'shipment' in thread) {
    if (!(await ShipmentEntity.get({ tenantId: actor.tenantId, id: thread.shipment }))) throw new NotFound();
    return { recordId: thread.shipment, recordType: 'shipment' };
  }
  if (thread !== 'board' && ('have' in thread || 'need' in thread)) {
    const kind = 'have' in thread ? 'have' : 'need';
    const listing = await find(actor, kind, 'have' in thread ? thread.have : thread.need);
    return { recordId: listing.id, recordType: kind };
  }
  const company = await companyOf(actor.tenantId, thread === 'board' ? actor.tenantId : thread.company);
  if (!company) throw new NotFound();
  return { recordId: company.companyId, recordType: thread === 'board' ? 'board' : 'company' };
}

/** Only active users of the caller's company can be mentioned; the rest read as plain text. */
async function resolveMentions(tenantId: string, body: string): Promise<{ body: string; users: UserItem[] }> {
  const wanted = mentionsIn(body);
  const found = await batchGetMany(wanted.map((m) => User.batch({ userId: m.userId })));
  const users = found.filter((u) => u.tenantId === tenantId && !u.archived);
  return { body: keepMentions(body, new Set(users.map((u) => u.userId))), users };
}

export async function listComments(
  actor: Member,
  thread: Thread,
  page: number,
  size: number,
): Promise<Page<Comment>> {
  const { recordId, tenantId } = await recordOf(actor, thread);
  return countedPage(
    (limit, cursor) => pageCommentsOfRecord(tenantId, recordId, { limit, cursor }),
    page,
    size,
    readCounter(tenantId, counter(recordId)),
    toComment,
  );
}

export async function createComment(actor: Member, thread: Thread, body: string): Promise<Comment> {
  const { recordId, recordType, tenantId } = await recordOf(actor, thread);
  const stamp = await audit(actor);
  // Only colleagues can be mentioned, wherever the thread is kept.
  const resolved = await resolveMentions(actor.tenantId, body);
  const item = CommentItem.schema.parse({
    tenantId,
    recordId,
    recordType,
    commentId: newId(Date.parse(stamp.updatedDate)),
    body: resolved.body,
    mentions: resolved.users.map((u) => u.userId),
    authorId: actor.userId,
    authorName: stamp.updatedByName,
    createdDate: stamp.updatedDate,
    editedDate: null,
    ...stamp,
  });
  await transact([
    CommentItem.tx.create(item),
    Counter.tx.update({ tenantId, name: counter(recordId) }, {}, { add: { count: 1 }, upsert: true }),
  ]);
  return toComment(item);
}

async function own(actor: Member, tenantId: string, recordId: string, commentId: string) {
  const comment = await CommentItem.get({ tenantId, recordId, commentId });
  if (!comment) throw new NotFound();
  if (comment.authorId !== actor.userId) throw new Forbidden('You can only change your own comments.');
  return comment;
}

/** Edits one's own comment; only colleagues mentioned for the first time are notified. */
export async function updateComment(
  actor: Member,
  thread: Thread,
  commentId: string,
  body: string,
): Promise<Comment> {
  const { recordId, tenantId } = await recordOf(actor, thread);
  const current = await own(actor, tenantId, recordId, commentId);
  const resolved = await resolveMentions(actor.tenantId, body);
  const stamp = await audit(actor);
  const updated = await CommentItem.update(
    { tenantId: current.tenantId, recordId, commentId },
    {
      body: resolved.body,
      mentions: resolved.users.map((u) => u.userId),
      editedDate: stamp.updatedDate,
      ...stamp,
    },
  );
  return toComment(updated);
}

export async function deleteComment(actor: Member, thread: Thread, commentId: string): Promise<void> {
  const { recordId, tenantId } = await recordOf(actor, thread);
  const current = await own(actor, tenantId, recordId, commentId);
  const key = { tenantId: current.tenantId, recordId, commentId };
  await removeWithAuditIn(CommentItem, key, actor, [
    CommentItem.tx.delete(key, (w) => w.exists()),
    Counter.tx.update(
      { tenantId: current.tenantId, name: counter(recordId) },
      {},
      { add: { count: -1 }, upsert: true },
    ),
  ]);
}

/** The newest comments of a record, for the activity feed. */
export async function latestComments(tenantId: string, recordId: string, limit: number): Promise<Comment[]> {
  const { items } = await pageCommentsOfRecord(tenantId, recordId, { cursor: null, limit });
  return items.map(toComment);
}

export const commentCount = (tenantId: string, recordId: string) => readCounter(tenantId, counter(recordId));
