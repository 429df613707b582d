import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { pageSize, PageQuery } from '../contract/define.js';
import type { AccessKind } from '../identity/platform.js';

/**
 * Notifications (spec part 3 §2.7, §3.2, §4.1, §7.2, §9.3): what the product tells one person.
 * Every type belongs to one filter group (§9.3) and, for the network areas, to a topic the
 * preferences can switch off (part 1 §2's toggles).
 */

/** The groups the type filter offers, in the order of §9.3, with their labels. */
const FILTER_GROUP_LABELS = {
  matches: 'Matches',
  mentions: 'Mentions',
  expiring: 'Expiring',
  comments: 'Comments',
  representatives: 'Representatives',
  linkRequests: 'Link requests',
  networkOffers: 'Network offers',
  networkRequests: 'Network requests',
  auctions: 'Auctions',
} as const;
type FilterGroup = keyof typeof FILTER_GROUP_LABELS;

/** Every group: those the filter offers, and the notices of no group of their own. */
export const NotificationGroup = z.enum([...(Object.keys(FILTER_GROUP_LABELS) as FilterGroup[]), 'other']);
export type NotificationGroup = z.infer<typeof NotificationGroup>;

export const FILTER_GROUPS: Array<{ group: FilterGroup; label: string }> = (
  Object.entries(FILTER_GROUP_LABELS) as [FilterGroup, string][]
).map(([group, label]) => ({ group, label }));

/** The preference toggles that switch a whole network area off (in the app and by e-mail). */
export const NotificationTopic = z.enum(['networkOffers', 'networkRequests', 'auctions']);
export type NotificationTopic = z.infer<typeof NotificationTopic>;

/**
 * Every type of §3.2, with its filter group, its topic (when a toggle governs it) and whether it
 * is e-mailed unless the person says otherwise. TASK_DUE is ours: a task reached its due date;
 * FREIGHT_BOOKING too: a freight partner answered a booking, or has not in time.
 */
export const NOTIFICATION_TYPES = {
  AUCTION_STATUS_CHANGED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_BID_STATUS_CHANGED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_CLOSED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_CLOSED_NOTIFY_OWNER: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_OWNER_DECLARE_WINNER_REMINDER: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_END_DATE_CHANGED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_STARTING_BID_CHANGED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_WINNER_DECLARED: { group: 'auctions', topic: 'auctions', email: true },
  AUCTION_NEW_BIDDER_INVITED: { group: 'auctions', topic: 'auctions', email: true },
  COMPANY_COMMENTS: { group: 'comments', email: false },
  COMPANY_MENTION: { group: 'mentions', email: true },
  HAVE_COMMENTS: { group: 'comments', email: false },
  HAVE_EXPIRING: { group: 'expiring', email: true },
  HAVE_MATCH: { group: 'matches', email: false },
  HAVE_MENTION: { group: 'mentions', email: true },
  HAVE_REP: { group: 'representatives', email: true },
  LINK_REQUEST: { group: 'linkRequests', email: true },
  MESSAGE_BOARD_MENTION: { group: 'mentions', email: true },
  NEED_COMMENTS: { group: 'comments', email: false },
  NEED_EXPIRING: { group: 'expiring', email: true },
  NEED_MATCH: { group: 'matches', email: false },
  NEED_MENTION: { group: 'mentions', email: true },
  NEED_REP: { group: 'representatives', email: true },
  NETWORK_REQUEST: { group: 'networkRequests', topic: 'networkRequests', email: true },
  REQUEST_COMMENTS: { group: 'comments', topic: 'networkRequests', email: false },
  REQUEST_MATCH: { group: 'matches', topic: 'networkRequests', email: false },
  OFFER_COMMENTS: { group: 'comments', topic: 'networkOffers', email: false },
  OFFER_EXPIRATION: { group: 'expiring', topic: 'networkOffers', email: true },
  OFFER_MATCH: { group: 'matches', topic: 'networkOffers', email: false },
  OFFER_STATUS_CHANGED: { group: 'networkOffers', topic: 'networkOffers', email: true },
  PUBLIC_OFFER_MATCH: { group: 'matches', topic: 'networkOffers', email: false },
  PUBLIC_REQUEST_MATCH: { group: 'matches', topic: 'networkRequests', email: false },
  ORDER_COMMENTS: { group: 'comments', email: false },
  ORDER_MENTION: { group: 'mentions', email: true },
  ORDER_REP: { group: 'representatives', email: true },
  SHIPMENT_COMMENTS: { group: 'comments', email: false },
  SHIPMENT_MENTION: { group: 'mentions', email: true },
  SHIPMENT_REP: { group: 'representatives', email: true },
  TASK_DUE: { group: 'other', email: true },
  FREIGHT_BOOKING: { group: 'other', email: true },
  GENERIC_NOTIFICATION: { group: 'other', email: true },
} as const satisfies Record<string, { group: NotificationGroup; topic?: NotificationTopic; email: boolean }>;

export const NotificationType = z.enum(
  Object.keys(NOTIFICATION_TYPES) as [
    keyof typeof NOTIFICATION_TYPES,
    ...Array<keyof typeof NOTIFICATION_TYPES>,
  ],
);
export type NotificationType = z.infer<typeof NotificationType>;

export const groupOf = (type: NotificationType): NotificationGroup => NOTIFICATION_TYPES[type].group;
export const topicOf = (type: NotificationType): NotificationTopic | undefined =>
  (NOTIFICATION_TYPES[type] as { topic?: NotificationTopic }).topic;

/** What a notification is about; its kind decides where clicking it leads (§2.7). */
export const SubjectKind = z.enum([
  'have',
  'need',
  'company',
  'board',
  'order',
  'shipment',
  'networkRequest',
  'publicRequest',
  'networkOffer',
  'publicOffer',
  'link',
  'auction',
  'task',
  /** A freight booking (its id is the booked quote's). */
  'freightBooking',
  /** A kind of publishing the platform opened to the company (its id is the access kind). */
  'publishing',
  'none',
]);
export type SubjectKind = z.infer<typeof SubjectKind>;

export const NotificationSubject = z.object({
  kind: SubjectKind,
  /** The record's id (null for the message board, links and generic notices; the access kind for publishing). */
  id: z.string().max(200).nullable(),
  /** How people know it: a have's identifier, a company's name. */
  label: z.string().max(300).nullable(),
});
export type NotificationSubject = z.infer<typeof NotificationSubject>;

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  group: NotificationGroup,
  message: z.string(),
  /** A short quote of what was said (a comment's first lines), when there is one. */
  excerpt: z.string().nullable(),
  subject: NotificationSubject,
  /** Who caused it, when a person did. */
  actorName: z.string().nullable(),
  /** Null while unread. */
  readAt: z.string().nullable(),
  createdDate: z.string(),
  status: z.enum(['ACTIVE']),
  expirationDate: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** One notification, and whether what it is about can still be opened. */
export const NotificationDetail = Notification.extend({
  /** False when the record it is about was deleted or is no longer the reader's to see. */
  available: z.boolean(),
});
export type NotificationDetail = z.infer<typeof NotificationDetail>;

export const NotificationListQuery = PageQuery.extend({
  size: pageSize(20),
  /** true: unread only (the panel's Unread tab). */
  unread: z.enum(['true', 'false']).optional(),
  /** One filter group of §9.3. */
  group: NotificationGroup.optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationIds = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(Id).min(1).max(100),
);
export const BulkNotificationQuery = z.object({ notificationIds: NotificationIds });
export const BulkNotificationResult = z.object({
  deleted: z.number().int().min(0),
  notFound: z.number().int().min(0),
});
export type BulkNotificationResult = z.infer<typeof BulkNotificationResult>;

/** Mark read: the listed ones, or all (of one group when given). */
export const MarkReadInput = z
  .object({
    notificationIds: z.array(Id).min(1).max(100).optional(),
    group: NotificationGroup.optional(),
  })
  .refine((v) => !(v.notificationIds && v.group), {
    message: 'Give either notificationIds or a group, not both.',
    path: ['group'],
  });
export type MarkReadInput = z.infer<typeof MarkReadInput>;
export const MarkReadResult = z.object({ updated: z.number().int().min(0) });
export type MarkReadResult = z.infer<typeof MarkReadResult>;

/** The e-mail switches of the groups today's notifications use (beyond the five toggles), with their labels. */
export const EMAIL_GROUP_LABELS = {
  mentions: 'Mentions of me',
  comments: 'Comments on records I represent',
  representatives: 'Records assigned to me',
  expiring: 'Haves and needs about to expire',
  matches: 'New matches',
  linkRequests: 'Link requests',
  other: 'Task reminders and notices from Polyloop',
} as const satisfies Partial<Record<NotificationGroup, string>>;
export type EmailGroup = keyof typeof EMAIL_GROUP_LABELS;
export const EMAIL_GROUPS = Object.keys(EMAIL_GROUP_LABELS) as EmailGroup[];

/** The toggles' labels, as the preferences page shows them. */
export const PREFERENCE_LABELS = {
  networkOffers: 'Network offers',
  networkRequests: 'Network requests',
  auctions: 'Auctions',
  weeklyNetworkReminderEmails: 'Weekly network reminder e-mails',
  weeklyManagementReportEmails: 'Weekly management report e-mails',
} as const;

/** One on/off switch for each setting a labels map names, in its order. */
const switches = <K extends string>(labels: Record<K, string>) =>
  z.object(
    Object.fromEntries(Object.keys(labels).map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>,
  );

/**
 * The person's preferences: the five toggles of part 1 §2, and per group whether it is also
 * e-mailed (in-app notifications of those groups always arrive).
 */
export const NotificationPreferences = switches(PREFERENCE_LABELS).extend({
  emails: switches(EMAIL_GROUP_LABELS),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  networkOffers: true,
  networkRequests: true,
  auctions: true,
  weeklyNetworkReminderEmails: true,
  weeklyManagementReportEmails: true,
  emails: {
    mentions: true,
    comments: false,
    representatives: true,
    expiring: true,
    matches: false,
    linkRequests: true,
    other: true,
  },
};

/** Whether a type reaches a person in the app, and by e-mail. */
export function delivery(
  type: NotificationType,
  prefs: NotificationPreferences,
): { inApp: boolean; email: boolean } {
  const entry = NOTIFICATION_TYPES[type];
  const topic = topicOf(type);
  if (topic && !prefs[topic]) return { inApp: false, email: false };
  const group = entry.group;
  const email = (EMAIL_GROUPS as readonly string[]).includes(group)
    ? prefs.emails[group as EmailGroup]
    : entry.email;
  return { inApp: true, email };
}

/** Where a company publishes what the platform approved for it. */
const PUBLISH_PAGES: Record<AccessKind, string> = {
  PUBLIC_OFFER: '/network/offers/new/public',
  PUBLIC_REQUEST: '/network/requests/new/public',
  REVERSE_AUCTION: '/network/requests/new/public',
  PRIVATE_AUCTION: '/network/auctions/new',
  EQUIPMENT_LISTING: '/network/market/supply',
};

/**
 * Where clicking a notification leads (§2.7): the record it is about, or the list of its kind when it
 * names none.
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'subject'>): string {
  const { kind, id } = n.subject;
  const at = (base: string) => (id ? `${base}/${encodeURIComponent(id)}` : base);
  switch (kind) {
    case 'have':
      return n.type === 'HAVE_MATCH' ? `${at('/haves')}/matches` : at('/haves');
    case 'need':
      return n.type === 'NEED_MATCH' ? `${at('/needs')}/matches` : at('/needs');
    case 'company':
      return id ? `${at('/companies')}/activity` : '/companies';
    case 'board':
      return '/my-company/dashboard';
    case 'order':
      return at('/orders');
    case 'shipment':
      return at('/shipments');
    case 'networkRequest':
    case 'publicRequest':
      return at('/network/requests');
    case 'networkOffer':
    case 'publicOffer':
      return at('/network/offers');
    case 'link':
      return id ? at('/network/companies') : '/network/companies?view=linkRequests&linkStatus=PENDING_FROM';
    case 'auction':
      return at('/network/auctions');
    case 'task':
      return id ? `/my-company/dashboard?task=${encodeURIComponent(id)}` : '/my-company/dashboard';
    case 'freightBooking':
      return id ? `/freight?booking=${encodeURIComponent(id)}` : '/freight';
    case 'publishing':
      return (id && PUBLISH_PAGES[id as AccessKind]) || '/network/market/supply';
    case 'none':
      return '/notifications';
  }
}

/** The messages of part 3 §8.3. */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Notifications could not be loaded.',
  markAllReadFailed: 'Notifications could not be marked as read.',
  markReadFailed: 'The notification could not be marked as read.',
  markUnreadFailed: 'The notification could not be marked as unread.',
  deleteFailed: {
    one: 'The notification could not be deleted.',
    many: 'The notifications could not be deleted.',
  },
  deleteConfirm: { one: 'Delete this notification?', many: 'Delete these notifications?' },
  empty: 'No notifications',
  gone: 'This is no longer available',
  notFound: 'Notification not found',
} as const;
