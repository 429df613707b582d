import type { NotificationSubject, NotificationType } from '@polyloop/shared/notifications/notification';
import { CommentEvents, CommentItem, type CommentRecordType } from '../comment/index.js';
import { companyOf } from '../company/index.js';
import { HaveEvents, NeedEvents, HaveItem, NeedItem } from '../listing/index.js';
import { OrderEvents, ShipmentEvents, OrderEntity, ShipmentEntity } from '../order/index.js';
import { SHIPMENT_STATUS_LABELS } from '@polyloop/shared/orders/shipment-status';
import { dueNotices, TaskDue } from './task-reminders.js';
import { networkNotices } from './network-notices.js';
import { auctionNotices } from './auction-notices.js';
import { freightNotices } from './freight-notices.js';
import { MatchesFound } from '../matching/index.js';
import { adminsOf } from './recipients.js';
import { entry, excerptOf, type CatalogueEntry } from './catalogue-entry.js';
import { AccessRequestEvents } from '../access-request/index.js';
import { ACCESS_KIND_LABELS, ACCESS_KIND_PERMISSION } from '@polyloop/shared/identity/platform';

/**
 * The notification catalogue: for each domain event that tells people something, which type of
 * notification it makes, for whom, saying what, about which record. The notifications consumer
 * subscribes to exactly these events and delivers what they answer (deliver.ts), so a later area
 * adds an entry here and nothing else.
 */

/** One notification to make for each recipient. */
export interface Notice {
  type: NotificationType;
  /** The recipients' company: only its active users receive it. */
  tenantId: string;
  userIds: string[];
  /** Who caused it; never told about their own doing. */
  actorId?: string | null;
  actorName?: string | null;
  subject: NotificationSubject;
  message: string;
  excerpt?: string | null;
  /** The e-mail's subject line (the message when absent). */
  emailSubject?: string;
}

type Ref = { tenantId: string; recordId: string; recordType: CommentRecordType };

/** What a comment thread is about, as a notification names it; undefined when the record is gone. */
async function threadSubject(
  ref: Ref,
): Promise<{ subject: NotificationSubject; name: string; representatives: string[] } | undefined> {
  switch (ref.recordType) {
    case 'board':
      return {
        subject: { kind: 'board', id: null, label: 'Message board' },
        name: 'the message board',
        representatives: [],
      };
    case 'company': {
      const company = await companyOf(ref.tenantId, ref.recordId);
      if (!company) return undefined;
      return {
        subject: { kind: 'company', id: company.companyId, label: company.name },
        name: company.name,
        representatives: company.representatives,
      };
    }
    case 'have':
    case 'need': {
      const item = await (ref.recordType === 'have' ? HaveItem : NeedItem).get({
        tenantId: ref.tenantId,
        id: ref.recordId,
      });
      if (!item) return undefined;
      return {
        subject: { kind: ref.recordType, id: item.id, label: item.identifier },
        name: `${ref.recordType} ${item.identifier}`,
        representatives: item.representatives,
      };
    }
    case 'order': {
      const order = await OrderEntity.get({ tenantId: ref.tenantId, id: ref.recordId });
      if (!order) return undefined;
      return {
        subject: { kind: 'order', id: order.id, label: order.identifier },
        name: `order ${order.identifier}`,
        representatives: order.representatives,
      };
    }
    case 'offer':
    case 'request':
      // An offer's or a private request's conversation spans two companies: network-notices.ts tells each its own.
      return undefined;
    case 'shipment': {
      // A shipment's people are its order's representatives.
      const shipment = await ShipmentEntity.get({ tenantId: ref.tenantId, id: ref.recordId });
      const order = shipment && (await OrderEntity.get({ tenantId: ref.tenantId, id: shipment.orderId }));
      if (!shipment) return undefined;
      return {
        subject: { kind: 'shipment', id: shipment.id, label: shipment.identifier },
        name: `shipment ${shipment.identifier}`,
        representatives: order?.representatives ?? [],
      };
    }
  }
}

const MENTION: Record<Ref['recordType'], NotificationType> = {
  board: 'MESSAGE_BOARD_MENTION',
  company: 'COMPANY_MENTION',
  have: 'HAVE_MENTION',
  need: 'NEED_MENTION',
  order: 'ORDER_MENTION',
  shipment: 'SHIPMENT_MENTION',
  offer: 'OFFER_COMMENTS',
  request: 'REQUEST_COMMENTS',
};
const COMMENTS: Record<Exclude<Ref['recordType'], 'board'>, NotificationType> = {
  company: 'COMPANY_COMMENTS',
  have: 'HAVE_COMMENTS',
  need: 'NEED_COMMENTS',
  order: 'ORDER_COMMENTS',
  shipment: 'SHIPMENT_COMMENTS',
  offer: 'OFFER_COMMENTS',
  request: 'REQUEST_COMMENTS',
};

const listing = (kind: 'have' | 'need') => {
  const events = kind === 'have' ? HaveEvents : NeedEvents;
  const noun = kind === 'have' ? 'Have' : 'Need';
  const upper = kind === 'have' ? 'HAVE' : 'NEED';
  return [
    entry(events.assigned, async (d) => [
      {
        type: `${upper}_REP` as NotificationType,
        tenantId: d.tenantId,
        userIds: d.userIds,
        actorId: d.actorId,
        actorName: d.actorName,
        subject: { kind, id: d.id, label: d.identifier },
        message: `${d.actorName ?? 'A colleague'} made you a representative of ${kind} ${d.identifier}`,
      },
    ]),
    entry(events.expiring, async (d) => {
      let userIds = d.representatives;
      if (!userIds.length) {
        // Nobody represents it: tell whoever last changed it.
        const item = await (kind === 'have' ? HaveItem : NeedItem).get({ tenantId: d.tenantId, id: d.id });
        userIds = item?.updatedBy ? [item.updatedBy] : [];
      }
      return [
        {
          type: `${upper}_EXPIRING` as NotificationType,
          tenantId: d.tenantId,
          userIds,
          subject: { kind, id: d.id, label: d.identifier },
          message: `${noun} ${d.identifier} expires on ${d.expirationDate}`,
        },
      ];
    }),
  ];
};

const entries: CatalogueEntry[] = [
  // Mentions on companies, the message board, haves and needs.
  entry(CommentEvents.mentioned, async (m) => {
    const thread = await threadSubject(m);
    if (!thread) return [];
    return [
      {
        type: MENTION[m.recordType],
        tenantId: m.tenantId,
        userIds: m.userIds,
        actorId: m.authorId,
        actorName: m.authorName,
        subject: thread.subject,
        message: `${m.authorName} mentioned you ${m.recordType === 'board' ? 'on the message board' : `on ${thread.name}`}`,
        excerpt: excerptOf(m.body),
      },
    ];
  }),
  // New comments on companies, haves and needs tell their representatives (the mentioned hear of the mention instead).
  entry(CommentEvents.posted, async (p) => {
    if (p.recordType === 'board') return [];
    const [thread, comment] = await Promise.all([
      threadSubject(p),
      CommentItem.get({ tenantId: p.tenantId, recordId: p.recordId, commentId: p.commentId }),
    ]);
    if (!thread || !comment) return [];
    const mentioned = new Set(comment.mentions);
    return [
      {
        type: COMMENTS[p.recordType],
        tenantId: p.tenantId,
        userIds: thread.representatives.filter((id) => !mentioned.has(id)),
        actorId: p.authorId,
        actorName: comment.authorName,
        subject: thread.subject,
        message: `${comment.authorName} commented on ${thread.name}`,
        excerpt: excerptOf(comment.body),
      },
    ];
  }),
  ...listing('have'),
  ...listing('need'),
  // A task's due-date timer fired.
  entry(TaskDue, dueNotices),
  entry(OrderEvents.assigned, async (d) => [
    {
      type: 'ORDER_REP',
      tenantId: d.tenantId,
      userIds: d.userIds,
      actorId: d.actorId,
      actorName: d.actorName,
      subject: { kind: 'order', id: d.id, label: d.identifier },
      message: `${d.actorName ?? 'A colleague'} made you a representative of order ${d.identifier}`,
    },
  ]),
  // An order's representatives follow its shipments: each move of a shipment tells them (not the mover).
  entry(ShipmentEvents.statusChanged, async (d) => {
    const order = await OrderEntity.get({ tenantId: d.tenantId, id: d.orderId });
    const userIds = (order?.representatives ?? []).filter((id) => id !== d.actorId);
    if (!userIds.length) return [];
    return [
      {
        type: 'SHIPMENT_REP',
        tenantId: d.tenantId,
        userIds,
        actorId: d.actorId,
        actorName: d.actorName,
        subject: { kind: 'shipment', id: d.id, label: d.identifier },
        message: `Shipment ${d.identifier} of order ${d.orderIdentifier} is now ${SHIPMENT_STATUS_LABELS[d.status].toLowerCase()}`,
      },
    ];
  }),
  // The platform's decision on an access request tells whoever asked and the company's administrators;
  // an approval leads to where the company now publishes.
  entry(AccessRequestEvents.decided, async (d) => {
    const what = ACCESS_KIND_LABELS[d.kind].toLowerCase();
    const approved = d.status === 'APPROVED';
    const publishes = approved && !!ACCESS_KIND_PERMISSION[d.kind];
    return [
      {
        type: 'GENERIC_NOTIFICATION',
        tenantId: d.tenantId,
        userIds: [d.userId, ...(await adminsOf(d.tenantId))],
        actorId: d.decidedBy,
        subject: approved
          ? { kind: 'publishing', id: d.kind, label: ACCESS_KIND_LABELS[d.kind] }
          : { kind: 'none', id: null, label: null },
        message: approved
          ? `Polyloop approved your company's request for ${what}${publishes ? ': you can publish them now' : ''}`
          : `Polyloop declined your company's request for ${what}`,
        excerpt: d.note,
        emailSubject: approved
          ? `Your request for ${what} was approved`
          : `Your request for ${what} was declined`,
      },
    ];
  }),
  ...networkNotices,
  ...auctionNotices,
  ...freightNotices,
  // Matching says whom to tell and what: its notices arrive made.
  entry(MatchesFound, async (d) => [
    { type: d.type, tenantId: d.tenantId, userIds: d.userIds, subject: d.subject, message: d.message },
  ]),
];

/** One entry per event (the consumer handles an event once): entries of the same event answer together. */
export const catalogue: CatalogueEntry[] = [
  ...entries
    .reduce((byName, e) => {
      const before = byName.get(e.event.name);
      return byName.set(
        e.event.name,
        before
          ? { event: e.event, notices: async (d) => [...(await before.notices(d)), ...(await e.notices(d))] }
          : e,
      );
    }, new Map<string, CatalogueEntry>())
    .values(),
];

/** Every event the notifications consumer listens to (the bus rule's pattern). */
export const catalogueEvents = catalogue.map((e) => e.event);
