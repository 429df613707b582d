import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  delivery,
  type EmailGroup,
  FILTER_GROUPS,
  groupOf,
  NOTIFICATION_TYPES,
  notificationTarget,
  NotificationType,
} from './notification.js';

describe('notification types', () => {
  it('put every type of part 3 §3.2 in one filter group, and offer the nine groups of §9.3 in order', () => {
    expect(FILTER_GROUPS.map((g) => g.label)).toEqual([
      'Matches',
      'Mentions',
      'Expiring',
      'Comments',
      'Representatives',
      'Link requests',
      'Network offers',
      'Network requests',
      'Auctions',
    ]);
    expect(NotificationType.options.filter((t) => t.startsWith('AUCTION_'))).toHaveLength(9);
    expect(
      NotificationType.options
        .filter((t) => t.startsWith('AUCTION_'))
        .every((t) => groupOf(t) === 'auctions'),
    ).toBe(true);
    expect(groupOf('HAVE_MENTION')).toBe('mentions');
    expect(groupOf('LINK_REQUEST')).toBe('linkRequests');
  });
});

describe('delivery by preferences', () => {
  it('switches a network area off in the app and by e-mail with its toggle', () => {
    const off = { ...DEFAULT_PREFERENCES, networkOffers: false };
    expect(delivery('OFFER_STATUS_CHANGED', off)).toEqual({ inApp: false, email: false });
    expect(delivery('OFFER_COMMENTS', off)).toEqual({ inApp: false, email: false });
    expect(delivery('NETWORK_REQUEST', off)).toEqual({ inApp: true, email: true });
    expect(delivery('AUCTION_CLOSED', { ...DEFAULT_PREFERENCES, auctions: false })).toEqual({
      inApp: false,
      email: false,
    });
  });

  it('e-mails a group only while its e-mail switch is on; the notification arrives either way', () => {
    /** The defaults with one group's e-mail switch set. */
    const emailing = (group: EmailGroup, on: boolean) => ({
      ...DEFAULT_PREFERENCES,
      emails: { ...DEFAULT_PREFERENCES.emails, [group]: on },
    });
    expect(delivery('HAVE_MENTION', DEFAULT_PREFERENCES)).toEqual({ inApp: true, email: true });
    expect(delivery('HAVE_MENTION', emailing('mentions', false))).toEqual({ inApp: true, email: false });
    expect(delivery('HAVE_COMMENTS', DEFAULT_PREFERENCES)).toEqual({ inApp: true, email: false });
    expect(delivery('HAVE_COMMENTS', emailing('comments', true))).toEqual({ inApp: true, email: true });
    // Types without a switch of their own follow the catalogue's default.
    expect(delivery('OFFER_STATUS_CHANGED', DEFAULT_PREFERENCES).email).toBe(
      NOTIFICATION_TYPES.OFFER_STATUS_CHANGED.email,
    );
  });
});

describe('where a notification leads (§2.7)', () => {
  const at = (
    type: NotificationType,
    kind: Parameters<typeof notificationTarget>[0]['subject']['kind'],
    id: string | null = 'x1',
  ) => notificationTarget({ type, subject: { kind, id, label: null } });
  it('opens the record, its matches, the board or the link requests as the table says', () => {
    expect(at('HAVE_MENTION', 'have')).toBe('/haves/x1');
    expect(at('HAVE_MATCH', 'have')).toBe('/haves/x1/matches');
    expect(at('NEED_EXPIRING', 'need')).toBe('/needs/x1');
    expect(at('NEED_MATCH', 'need')).toBe('/needs/x1/matches');
    expect(at('COMPANY_COMMENTS', 'company', 'c 1')).toBe('/companies/c%201/activity');
    expect(at('MESSAGE_BOARD_MENTION', 'board', null)).toBe('/my-company/dashboard');
    expect(at('OFFER_STATUS_CHANGED', 'networkOffer')).toBe('/network/offers/x1');
    expect(at('PUBLIC_REQUEST_MATCH', 'publicRequest')).toBe('/network/requests/x1');
    expect(at('AUCTION_CLOSED', 'auction')).toBe('/network/auctions/x1');
    expect(at('LINK_REQUEST', 'link', null)).toBe(
      '/network/companies?view=linkRequests&linkStatus=PENDING_FROM',
    );
    expect(at('LINK_REQUEST', 'link', 'pc-1')).toBe('/network/companies/pc-1');
    expect(at('TASK_DUE', 'task', 't1')).toBe('/my-company/dashboard?task=t1');
    expect(at('FREIGHT_BOOKING', 'freightBooking', 'q1')).toBe('/freight?booking=q1');
  });
});
