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
} as const;
export type ConsumerName = keyof typeof consumers;

export const rules: RuleDefinition[] = [
  {
    name: 'realtime-fanout',
    description: 'Real-time events go to the WebSocket fan-out',
    eventPattern: { source: ['polyloop'], 'detail-type': ['realtime.published'] },
    target: 'realtime-fanout',
  },
  {
    name: 'email-sender',
    description: 'Requested e-mails go to the sender',
    eventPattern: { source: ['polyloop'], 'detail-type': ['email.requested'] },
    target: 'email-sender',
  },
];

/** True when an event matches a rule's pattern (the subset of EventBridge matching we use). */
export function matches(rule: RuleDefinition, event: { source: string; 'detail-type': string }): boolean {
  const { source, 'detail-type': detailType } = rule.eventPattern;
  return (!source || source.includes(event.source)) && detailType.includes(event['detail-type']);
}
