import { EVENT_SOURCE } from '@polyloop/functions/lib/events';
import { EmailRequested } from '@polyloop/functions/lib/email';
import { RealtimePublished } from '@polyloop/functions/domain/realtime/realtime.events';
import { CommentEvents } from '@polyloop/functions/domain/comment/comment.events';
import { HaveEvents, ListingSweepDue, NeedEvents } from '@polyloop/functions/domain/listing/listing.events';

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
  'realtime-fanout': { entry: 'events/src/consumers/realtime-fanout.ts', description: 'Pushes events to subscribed WebSocket connections' },
  'email-sender': { entry: 'events/src/consumers/email-sender.ts', description: 'Sends e-mails through SES' },
  'mention-notices': { entry: 'events/src/consumers/mention-notices.ts', description: 'Tells colleagues a comment mentions them' },
  'listing-expiry': { entry: 'events/src/consumers/listing-expiry.ts', description: 'Settles expired haves and needs and announces those expiring soon' },
  'draft-consumption': { entry: 'events/src/consumers/draft-consumption.ts', description: 'Removes the draft a have or need was saved from' },
} as const;
export type ConsumerName = keyof typeof consumers;

const on = (name: string, description: string, target: ConsumerName, ...events: { name: string }[]): RuleDefinition => ({
  name,
  description,
  eventPattern: { source: [EVENT_SOURCE], 'detail-type': events.map((e) => e.name) },
  target,
});

export const rules: RuleDefinition[] = [
  on('realtime-fanout', 'Real-time events go to the WebSocket fan-out', 'realtime-fanout', RealtimePublished),
  on('email-sender', 'Requested e-mails go to the sender', 'email-sender', EmailRequested),
  on('mention-notices', 'Mentions in comments are told to the colleagues mentioned', 'mention-notices', CommentEvents.mentioned),
  on('listing-expiry', 'The daily sweep of haves and needs', 'listing-expiry', ListingSweepDue),
  on('draft-consumption', 'Haves and needs saved from drafts remove their drafts', 'draft-consumption', HaveEvents.created, NeedEvents.created),
];

/** True when an event matches a rule's pattern (the subset of EventBridge matching we use). */
export function matches(rule: RuleDefinition, event: { source: string; 'detail-type': string }): boolean {
  const { source, 'detail-type': detailType } = rule.eventPattern;
  return (!source || source.includes(event.source)) && detailType.includes(event['detail-type']);
}
