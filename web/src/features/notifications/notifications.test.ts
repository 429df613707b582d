import { describe, expect, it } from 'vitest';
import type { Notification } from '@polyloop/shared/notifications/notification';
import {
  counted,
  describeSubject,
  flatten,
  hasNextPage,
  inBatches,
  listQuery,
  markAllPrompt,
  matchesFilter,
  MATCHES_TOAST,
  pushedToast,
  PAGE_SIZE,
  relativeTime,
  withPushed,
  withRead,
  withUpdated,
  without,
  type ListPage,
} from './notifications';

const note = (id: string, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'HAVE_MENTION',
  group: 'mentions',
  message: `Message ${id}`,
  excerpt: null,
  subject: { kind: 'have', id: 'h1', label: 'HDPE-0001' },
  actorName: 'Sam',
  readAt: null,
  createdDate: '2026-03-01T10:00:00.000Z',
  status: 'ACTIVE',
  expirationDate: null,
  ...over,
});
const page = (ids: string[], totalCount?: number, over: Partial<Notification> = {}): ListPage => ({
  data: ids.map((id) => note(id, over)),
  totalCount,
});

describe('the list query', () => {
  it('asks for pages of 20, unread only on the Unread tab, and the filtered group', () => {
    expect(listQuery({ tab: 'all', group: undefined }, 0)).toEqual({ page: 0, size: PAGE_SIZE });
    expect(listQuery({ tab: 'unread', group: 'auctions' }, 2)).toEqual({
      page: 2,
      size: 20,
      unread: 'true',
      group: 'auctions',
    });
  });

  it('takes a next page only after a full one', () => {
    expect(hasNextPage(page(Array.from({ length: 20 }, (_, i) => `n${i}`)))).toBe(true);
    expect(hasNextPage(page(['a', 'b']))).toBe(false);
  });
});

describe('a pushed notification', () => {
  it('goes on top of the first page and counts once, even if pushed twice', () => {
    const pages = [page(['b', 'c'], 3), page(['d'], 3)];
    const once = withPushed(pages, note('a'));
    expect(flatten(once).map((n) => n.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(once?.[0]?.totalCount).toBe(4);
    expect(withPushed(once, note('a'))).toBe(once);
  });

  it('waits for the first load rather than making a page up', () => {
    expect(withPushed(undefined, note('a'))).toBeUndefined();
  });

  it('shows only in lists whose tab and type it fits', () => {
    const mention = note('a', { group: 'mentions' });
    expect(matchesFilter(mention, { tab: 'unread', group: 'mentions' })).toBe(true);
    expect(matchesFilter(mention, { tab: 'all', group: 'auctions' })).toBe(false);
    expect(
      matchesFilter({ ...mention, readAt: '2026-03-02T00:00:00Z' }, { tab: 'unread', group: undefined }),
    ).toBe(false);
  });
});

describe('the loaded pages', () => {
  it('show a row once when an insert shifted it onto the next page as well', () => {
    expect(flatten([page(['a', 'b']), page(['b', 'c'])]).map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('take the server’s copy of a notification marked unread', () => {
    const pages = [page(['a', 'b'], 2, { readAt: '2026-03-02T00:00:00Z' })];
    const updated = withUpdated(pages, note('b'));
    expect(flatten(updated).map((n) => n.readAt)).toEqual(['2026-03-02T00:00:00Z', null]);
  });

  it('mark the selected ones read and leave the others and earlier read times alone', () => {
    const earlier = '2026-01-01T00:00:00Z';
    const pages = [{ data: [note('a'), note('b'), note('c', { readAt: earlier })], totalCount: 3 }];
    const read = flatten(withRead(pages, { ids: ['a', 'c'] }, 'NOW'));
    expect(read.map((n) => n.readAt)).toEqual(['NOW', null, earlier]);
  });

  it('mark all read, or only the filtered group', () => {
    const pages = [
      { data: [note('a', { group: 'auctions' }), note('b', { group: 'mentions' })], totalCount: 2 },
    ];
    expect(flatten(withRead(pages, { group: 'auctions' }, 'NOW')).map((n) => n.readAt)).toEqual([
      'NOW',
      null,
    ]);
    expect(flatten(withRead(pages, { group: undefined }, 'NOW')).map((n) => n.readAt)).toEqual([
      'NOW',
      'NOW',
    ]);
  });

  it('lose deleted notifications and count them off', () => {
    const left = without([page(['a', 'b'], 3), page(['c'], 3)], ['a', 'c']);
    expect(flatten(left).map((n) => n.id)).toEqual(['b']);
    expect(left?.map((p) => p.totalCount)).toEqual([2, 2]);
  });
});

describe('selection and bulk calls', () => {
  it('sends at most 100 ids a call', () => {
    const ids = Array.from({ length: 230 }, (_, i) => `n${i}`);
    expect(inBatches(ids).map((b) => b.length)).toEqual([100, 100, 30]);
    expect(inBatches([])).toEqual([]);
  });

  it('words messages singular or plural by count', () => {
    const m = { one: 'Delete this notification?', many: 'Delete these notifications?' };
    expect(counted(m, 1)).toBe(m.one);
    expect(counted(m, 2)).toBe(m.many);
  });

  it('says when mark all read marks only the filtered type', () => {
    expect(markAllPrompt(undefined).title).toBe('Mark all notifications as read?');
    const auctions = markAllPrompt('auctions');
    expect(auctions.title).toBe('Mark all “Auctions” notifications as read?');
    expect(auctions.body).toContain('Only notifications of the type “Auctions”');
  });
});

describe('how a row says when and what', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago, then the date', () => {
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-03-06T12:00:00Z', now)).toBe('4 days ago');
    expect(relativeTime('2026-02-01T12:00:00Z', now)).toBe('Feb 1');
    expect(relativeTime('2025-02-01T12:00:00Z', now)).toBe('Feb 1, 2025');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('names what a gone notification was about', () => {
    expect(describeSubject({ kind: 'have', id: 'h1', label: 'HDPE-0042' })).toBe('The have “HDPE-0042”');
    expect(describeSubject({ kind: 'auction', id: 'a1', label: null })).toBe('The auction');
    expect(describeSubject({ kind: 'none', id: null, label: 'x' })).toBe('What this notification was about');
  });
});

describe('a pushed notification’s toast', () => {
  const offer = note('n1', {
    type: 'OFFER_STATUS_CHANGED',
    group: 'networkOffers',
    message: 'New offer from Acme',
    subject: { kind: 'networkOffer', id: 'abcd-efgh-ijkl-mnop', label: 'PP' },
  });
  const match = (id: string) =>
    note(id, { type: 'HAVE_MATCH', group: 'matches', message: `Need ${id} matches your have HDPE-0001` });

  it('offers View to the page it names, unless that page (or one of its tabs) is open', () => {
    expect(pushedToast(offer, '/network/market/supply', 0)).toMatchObject({
      title: 'New offer from Acme',
      view: 'notification',
    });
    expect(pushedToast(offer, '/network/offers/abcd-efgh-ijkl-mnop/details', 0).view).toBeNull();
    expect(pushedToast(offer, '/network/offers/abcd-efgh-ijkl-mnopq', 0).view).toBe('notification');
  });

  it('folds match notices into one toast that counts them, and gives each deal event its own', () => {
    expect(pushedToast(match('a'), '/dashboard', 0)).toMatchObject({
      id: MATCHES_TOAST,
      title: 'Need a matches your have HDPE-0001',
      matches: 1,
      view: 'notification',
    });
    expect(pushedToast(match('b'), '/dashboard', 1)).toMatchObject({
      id: MATCHES_TOAST,
      title: '2 new matches',
      description: 'Latest: Need b matches your have HDPE-0001',
      matches: 2,
      view: 'panel',
    });
    expect(pushedToast(offer, '/dashboard', 2).id).not.toBe(MATCHES_TOAST);
    expect(pushedToast(note('n2', { ...offer, id: 'n2' }), '/dashboard', 0).id).not.toBe(
      pushedToast(offer, '/dashboard', 0).id,
    );
  });
});
