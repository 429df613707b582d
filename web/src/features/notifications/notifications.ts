import {
  FILTER_GROUPS,
  notificationTarget,
  type Notification,
  type NotificationGroup,
  type NotificationListQuery,
  type NotificationSubject,
} from '@polyloop/shared/notifications/notification';

/** Page size of the panel's and the page's infinite list (spec part 3 §9.3). */
export const PAGE_SIZE = 20;
/** The most ids one bulk call takes (the contract's limit). */
export const BULK_LIMIT = 100;

/** The All / Unread switch of the panel (§2.7). */
export const NOTIFICATION_TABS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number]['value'];

export type FilterGroup = (typeof FILTER_GROUPS)[number]['group'];

/** What the list shows: all or unread, of one filter group or of every type. */
export interface ListFilter {
  tab: NotificationTab;
  group: FilterGroup | undefined;
}

/** One page of the list as the API answers it. */
export interface ListPage {
  data: Notification[];
  totalCount: number | undefined;
}

export const groupLabel = (group: NotificationGroup | undefined) =>
  FILTER_GROUPS.find((g) => g.group === group)?.label;

/** The list call's query for page `page` (0-based) of the filter. */
export function listQuery(filter: ListFilter, page: number): NotificationListQuery {
  return {
    page,
    size: PAGE_SIZE,
    ...(filter.tab === 'unread' ? { unread: 'true' as const } : {}),
    ...(filter.group ? { group: filter.group } : {}),
  };
}

/** Whether a notification belongs in a list shown with the filter (a pushed one is inserted only then). */
export const matchesFilter = (n: Notification, filter: ListFilter) =>
  (filter.tab === 'all' || n.readAt === null) && (!filter.group || n.group === filter.group);

/** Whether the server has more after this page: a full page may have a next one. */
export const hasNextPage = (page: ListPage) => page.data.length >= PAGE_SIZE;

/**
 * The loaded pages as one list, each notification once: pages are by offset, so one inserted or
 * deleted between two loads shifts a row onto the next page as well.
 */
export function flatten(pages: readonly ListPage[] | undefined): Notification[] {
  const seen = new Set<string>();
  const out: Notification[] = [];
  for (const page of pages ?? [])
    for (const n of page.data) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  return out;
}

/** The pages with a pushed notification at the top of the first (§4.1), unless already there. */
export function withPushed(pages: ListPage[] | undefined, n: Notification): ListPage[] | undefined {
  if (!pages?.length || pages.some((p) => p.data.some((d) => d.id === n.id))) return pages;
  const [first, ...rest] = pages;
  return [
    {
      data: [n, ...first!.data],
      totalCount: first!.totalCount === undefined ? undefined : first!.totalCount + 1,
    },
    ...rest,
  ];
}

/** The pages with one notification replaced by the server's newer copy. */
export function withUpdated(pages: ListPage[] | undefined, n: Notification): ListPage[] | undefined {
  return pages?.map((p) => ({ ...p, data: p.data.map((d) => (d.id === n.id ? n : d)) }));
}

/** The pages with the chosen notifications marked read at `readAt` (those already read keep their time). */
export function withRead(
  pages: ListPage[] | undefined,
  which: { ids: readonly string[] } | { group: NotificationGroup | undefined },
  readAt: string,
): ListPage[] | undefined {
  const ids = 'ids' in which ? new Set(which.ids) : undefined;
  const group = 'group' in which ? which.group : undefined;
  const chosen = (n: Notification) => (ids ? ids.has(n.id) : !group || n.group === group);
  return pages?.map((p) => ({
    ...p,
    data: p.data.map((n) => (n.readAt === null && chosen(n) ? { ...n, readAt } : n)),
  }));
}

/** The pages without the deleted notifications. */
export function without(pages: ListPage[] | undefined, ids: readonly string[]): ListPage[] | undefined {
  const gone = new Set(ids);
  return pages?.map((p) => {
    const data = p.data.filter((n) => !gone.has(n.id));
    const removed = p.data.length - data.length;
    return { data, totalCount: p.totalCount === undefined ? undefined : Math.max(0, p.totalCount - removed) };
  });
}

/** Ids in runs the bulk calls accept. */
export function inBatches<T>(items: readonly T[], size = BULK_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The singular or plural wording of a message (§8.3), by count. */
export const counted = (messages: { one: string; many: string }, count: number) =>
  count === 1 ? messages.one : messages.many;

/** What the mark-all-read confirmation says: everything, or only the filtered group, and says which. */
export function markAllPrompt(group: FilterGroup | undefined): { title: string; body: string } {
  const label = groupLabel(group);
  if (!label)
    return {
      title: 'Mark all notifications as read?',
      body: 'Every unread notification will be marked as read.',
    };
  return {
    title: `Mark all “${label}” notifications as read?`,
    body: `Only notifications of the type “${label}” will be marked as read; the others stay as they are.`,
  };
}

const SUBJECT_NOUNS: Record<NotificationSubject['kind'], string> = {
  have: 'The have',
  need: 'The need',
  company: 'The company',
  board: 'The message board post',
  order: 'The order',
  shipment: 'The shipment',
  networkRequest: 'The network request',
  publicRequest: 'The public request',
  networkOffer: 'The offer',
  publicOffer: 'The public offer',
  link: 'The link request',
  auction: 'The auction',
  task: 'The task',
  freightBooking: 'The freight booking',
  publishing: 'Publishing',
  none: 'What this notification was about',
};

/** "The have “HDPE-0042”": what a notification is about, for the no-longer-available page. */
export function describeSubject(subject: NotificationSubject): string {
  const noun = SUBJECT_NOUNS[subject.kind];
  return subject.label && subject.kind !== 'none' ? `${noun} “${subject.label}”` : noun;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday", "3 days ago", then the date: when a notification came. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return words.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return words.format(-Math.floor(ago / DAY), 'day');
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** The one toast every pushed match notice of a while shares, so matches never crowd out what a deal does. */
export const MATCHES_TOAST = 'pushed-matches';

/** A pushed notification's toast: its title and line, and where its View goes (none when that page is open already). */
export interface PushedToast {
  id: string;
  title: string;
  description: string | undefined;
  view: 'notification' | 'panel' | null;
  /** How many match notices the toast now stands for. */
  matches: number;
}

/** Whether `here` (path and query) is the page `target` names, or one of its tabs. */
export function isOpen(target: string, here: string): boolean {
  if (target.includes('?')) return here === target;
  const path = here.split('?')[0]!;
  return path === target || path.startsWith(`${target}/`);
}

/**
 * What a pushed notification shows (§9.3): a deal's event (an offer, an auction, an order, a link)
 * a toast of its own; a match notice the one matches toast, counting those it stands for while it
 * shows (`shown`, 0 once it is gone). A toast whose page is already open offers no View: that page
 * shows the change itself.
 */
export function pushedToast(n: Notification, here: string, shown: number): PushedToast {
  const open = isOpen(notificationTarget(n), here);
  if (n.group !== 'matches')
    return {
      id: `notification:${n.id}`,
      title: n.message,
      description: n.excerpt ?? undefined,
      view: open ? null : 'notification',
      matches: 0,
    };
  const matches = shown + 1;
  return matches === 1
    ? {
        id: MATCHES_TOAST,
        title: n.message,
        description: n.excerpt ?? undefined,
        view: open ? null : 'notification',
        matches,
      }
    : {
        id: MATCHES_TOAST,
        title: `${matches} new matches`,
        description: `Latest: ${n.message}`,
        view: 'panel',
        matches,
      };
}
