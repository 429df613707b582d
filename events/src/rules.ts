import { EVENT_SOURCE } from '@polyloop/functions/lib/events';
import { EmailRequested } from '@polyloop/functions/lib/email';
import { RealtimeBatchPublished, RealtimePublished } from '@polyloop/functions/domain/push/push.events';
import { catalogueEvents } from '@polyloop/functions/domain/notification/catalogue';
import { TaskEvents } from '@polyloop/functions/domain/task/task.events';
import { AuctionCensusDue, AuctionEvents } from '@polyloop/functions/domain/auction/auction.events';
import { FreightEvents } from '@polyloop/functions/domain/freight/freight.events';
import { PublicListingEvents } from '@polyloop/functions/domain/market/public-listing.events';
import { OfferEvents } from '@polyloop/functions/domain/network-offer/offer.events';
import { RequestEvents } from '@polyloop/functions/domain/network-request/request.events';
import {
  WeeklyManagementReportDue,
  WeeklyNetworkReminderDue,
  WeeklyRunForTenant,
} from '@polyloop/functions/domain/notification/weekly';
import { FeeChargeDue, FeeChargeForTenant } from '@polyloop/functions/domain/auction/fee.events';
import { UserEvents } from '@polyloop/functions/domain/user/user.events';
import { HaveEvents, ListingSweepDue, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';
import { MATCHED_HAVE_EVENTS, MATCHED_NEED_EVENTS, MATCHED_PROFILE_EVENTS } from './matching-events.js';

/**
 * EventBridge rules on the product's bus, each routing events to one consumer. The CDK app
 * creates these rules; the local bus routes with the very same patterns.
 */
export interface RuleDefinition {
  name: string;
  description: string;
  /** Only `source` and `detail-type` lists are used, so matching stays simple and identical. */
  eventPattern: { source?: string[]; 'detail-type': string[] };
  /** Key of the consumer in `consumers`. */
  target: ConsumerName;
}

export const consumers = {
  'realtime-fanout': {
    entry: 'events/src/consumers/realtime-fanout.ts',
    description: 'Pushes events to subscribed WebSocket connections',
  },
  'email-sender': { entry: 'events/src/consumers/email-sender.ts', description: 'Sends e-mails through SES' },
  notifications: {
    entry: 'events/src/consumers/notifications.ts',
    description: 'Turns domain events into notifications, pushes and e-mails (the catalogue)',
  },
  'listing-expiry': {
    entry: 'events/src/consumers/listing-expiry.ts',
    description: 'Settles expired haves and needs and announces those expiring soon',
  },
  'draft-consumption': {
    entry: 'events/src/consumers/draft-consumption.ts',
    description: 'Removes the draft a have or need was saved from',
  },
  'network-listings': {
    entry: 'events/src/consumers/network-listings.ts',
    description: 'Takes closed haves and needs off the network and settles expired offers and requests',
  },
  'task-reminders': {
    entry: 'events/src/consumers/task-reminders.ts',
    description: 'Sets, moves and clears the due-date timers of tasks',
  },
  'auction-timers': {
    entry: 'events/src/consumers/auction-timers.ts',
    description: 'Sets and moves each auction’s close and reminder timers, and closes it when its end comes',
  },
  'auction-ledger': {
    entry: 'events/src/consumers/auction-ledger.ts',
    description: 'Seals each closed or cancelled auction’s bid ledger once in write-once storage',
  },
  'freight-delivery': {
    entry: 'events/src/consumers/freight-delivery.ts',
    description: 'Sends freight partners their signed quote requests, bookings and cancellations',
  },
  'freight-timers': {
    entry: 'events/src/consumers/freight-timers.ts',
    description:
      'Closes quote searches at their timeout and reports bookings partners have not answered in time',
  },
  matching: {
    entry: 'events/src/consumers/matching.ts',
    description:
      'Files changed haves, needs, buy profiles and public listings in the match index and keeps their matches',
  },
  'weekly-emails': {
    entry: 'events/src/consumers/weekly-emails.ts',
    description: 'Sends the weekly network reminder and management report e-mails',
  },
  'fee-charge': {
    entry: 'events/src/consumers/fee-charge.ts',
    description:
      'Charges each month’s transaction fees, and each user added to a paid plan, through the billing provider, once each',
  },
} as const;
export type ConsumerName = keyof typeof consumers;

const on = (
  name: string,
  description: string,
  target: ConsumerName,
  ...events: { name: string }[]
): RuleDefinition => ({
  name,
  description,
  eventPattern: { source: [EVENT_SOURCE], 'detail-type': events.map((e) => e.name) },
  target,
});

export const rules: RuleDefinition[] = [
  on(
    'realtime-fanout',
    'Real-time events go to the WebSocket fan-out',
    'realtime-fanout',
    RealtimePublished,
    RealtimeBatchPublished,
  ),
  on('email-sender', 'Requested e-mails go to the sender', 'email-sender', EmailRequested),
  on(
    'notifications',
    'Events of the notification catalogue are told to the people they concern',
    'notifications',
    ...catalogueEvents,
  ),
  on('listing-expiry', 'The daily sweep of haves and needs', 'listing-expiry', ListingSweepDue),
  on(
    'task-reminders',
    'Tasks created, changed or removed keep their due-date timers',
    'task-reminders',
    TaskEvents.created,
    TaskEvents.changed,
    TaskEvents.removed,
  ),
  on(
    'weekly-emails',
    'The weekly e-mails, and each company’s part of them',
    'weekly-emails',
    WeeklyNetworkReminderDue,
    WeeklyManagementReportDue,
    WeeklyRunForTenant,
  ),
  on(
    'fee-charge',
    'The monthly charge of transaction fees, and each company’s part of it',
    'fee-charge',
    FeeChargeDue,
    FeeChargeForTenant,
  ),
  on(
    'seat-charge',
    'Users invited or restored on a paid plan are charged their seat at once, prorated',
    'fee-charge',
    UserEvents.created,
    UserEvents.restored,
  ),
  on(
    'network-listings',
    'Closed haves and needs, and the daily sweep, reach the network',
    'network-listings',
    HaveEvents.closed,
    NeedEvents.closed,
    ListingSweepDue,
  ),
  on(
    'auction-timers',
    'Auctions opened, extended, cancelled, closed or won keep their timers; the close timer closes them; the census counts the live ones',
    'auction-timers',
    AuctionEvents.opened,
    AuctionEvents.endChanged,
    AuctionEvents.cancelled,
    AuctionEvents.closeDue,
    AuctionEvents.closed,
    AuctionEvents.winnerDeclared,
    AuctionCensusDue,
  ),
  on(
    'auction-ledger',
    'Auctions closed or cancelled have their bid ledger sealed',
    'auction-ledger',
    AuctionEvents.closed,
    AuctionEvents.cancelled,
  ),
  on(
    'freight-delivery',
    'Quote requests, bookings and cancellations go to the freight partners, each on its own',
    'freight-delivery',
    FreightEvents.quoteRequested,
    FreightEvents.bookingRequested,
    FreightEvents.bookingCancelled,
  ),
  on(
    'freight-timers',
    'Quote searches and bookings keep their timers; the timers close searches and report late answers',
    'freight-timers',
    FreightEvents.searchOpened,
    FreightEvents.searchTimeoutDue,
    FreightEvents.bookingRequested,
    FreightEvents.bookingAnswered,
    FreightEvents.bookingCancelled,
    FreightEvents.bookingAnswerDue,
  ),
  on(
    'matching',
    'Haves, needs, buy profiles and public listings that change are matched again; offers and requests received are judged against the company’s records',
    'matching',
    ...MATCHED_HAVE_EVENTS,
    ...MATCHED_NEED_EVENTS,
    ...MATCHED_PROFILE_EVENTS,
    PublicListingEvents.changed,
    OfferEvents.received,
    RequestEvents.received,
  ),
  on(
    'draft-consumption',
    'Haves and needs saved from drafts remove their drafts',
    'draft-consumption',
    HaveEvents.created,
    NeedEvents.created,
  ),
];

/** True when an event matches a rule's pattern (the subset of EventBridge matching we use). */
export function matches(rule: RuleDefinition, event: { source: string; 'detail-type': string }): boolean {
  const { source, 'detail-type': detailType } = rule.eventPattern;
  return (!source || source.includes(event.source)) && detailType.includes(event['detail-type']);
}
