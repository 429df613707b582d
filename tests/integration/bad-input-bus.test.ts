import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { consumers, rules, type ConsumerName } from '@polyloop/events/rules';
import { deadLetterQueue } from '../../infra/local/src/dead-letters.js';
import { dataPaths } from '../../infra/local/src/config.js';
import { signIn } from '../support/auth.js';
import { busEvents } from '../support/bus.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { openSocket } from '../support/socket.js';
import { announceSeed, sample } from '../support/sampling.js';

/**
 * Every consumer rule of the bus (events/src/rules.ts), given events it cannot read, in a batch
 * beside events it can: a detail of a version no consumer reads or whose data is not its
 * contract's, a detail-type no rule routes (a producer deployed ahead of its consumers), and an
 * entry that is not JSON at all. The batch's good event is still delivered; PutEvents refuses the
 * entry that is not JSON alone; each unreadable event is retried and lands, once, in the events
 * dead-letter queue under the rule's consumer, and nothing routes the unknown detail-type. A new
 * rule or consumer is swept without editing this file.
 *
 * Sampling keeps it short: each rule gets one of its detail-types and two of the unreadable
 * details below, rotating by the seed the run prints (tests/support/sampling.ts). The local bus
 * retries twice (1 s, then 2 s) before dead-lettering, and the rules' batches go side by side.
 */

const cloud = inject('cloud');
const bus = () => new EventBridgeClient({});
const letters = () =>
  deadLetterQueue<{ target: ConsumerName; event: { id: string } }>(
    dataPaths(cloud.dataDir).deadLetters,
    'events',
  );

/** Details no consumer reads: a version none was written for, or data that is no object. */
const UNREADABLE: Array<[string, () => Record<string, unknown>]> = [
  ['version 999', () => ({ id: randomUUID(), version: 999, occurredAt: new Date().toISOString(), data: {} })],
  ['version 0', () => ({ id: randomUUID(), version: 0, occurredAt: new Date().toISOString(), data: {} })],
  [
    'data a string',
    () => ({ id: randomUUID(), version: 1, occurredAt: new Date().toISOString(), data: 'x' }),
  ],
  ['data null', () => ({ id: randomUUID(), version: 1, occurredAt: new Date().toISOString(), data: null })],
  ['data a list', () => ({ id: randomUUID(), version: 1, occurredAt: new Date().toISOString(), data: [1] })],
];

let socket: Awaited<ReturnType<typeof openSocket>>;
let channel: string;
const before = new Set<string>();
beforeAll(async () => {
  useCloudEnv(cloud.env);
  const company = await createCompany('Bus');
  socket = await openSocket(cloud.config.wsUrl, (await signIn(cloud.config, company.member.email)).idToken);
  channel = `user.${company.member.userId}`;
  socket.send({ action: 'subscribe', channel });
  await socket.next((m) => m.type === 'subscribed');
  for (const letter of letters().list()) before.add(letter.id);
});
afterAll(() => {
  socket?.socket.close();
  // What this file dead-lettered is its own: the queue is left as it found it.
  for (const letter of letters().list()) if (!before.has(letter.id)) letters().remove(letter.id);
});

interface Sent {
  rule: string;
  target: ConsumerName;
  label: string;
  eventId: string;
}

describe('the bus consumers, given events they cannot read', () => {
  it('has a rule for every consumer, so each is swept', () => {
    const targets = new Set(rules.map((r) => r.target));
    expect(Object.keys(consumers).filter((name) => !targets.has(name as ConsumerName))).toEqual([]);
  });

  it('dead-letters each unreadable event of every rule once, delivers the good events of its batch, and routes no unknown detail-type', async () => {
    announceSeed('Bus consumers');
    const sent: Sent[] = [];
    const unknownTypes: string[] = [];
    const problems: string[] = [];
    await Promise.all(
      rules.map(async (rule) => {
        const [detailType] = sample(rule.eventPattern['detail-type'], 1, rule.name);
        const bad = sample(UNREADABLE, 2, `${rule.name}.detail`);
        const unknown = `${detailType}-from-a-newer-producer`;
        unknownTypes.push(unknown);
        const entry = (type: string, detail: string): PutEventsRequestEntry => ({
          EventBusName: cloud.env.EVENT_BUS_NAME,
          Source: rule.eventPattern.source?.[0] ?? 'polyloop',
          DetailType: type,
          Detail: detail,
        });
        const entries = [
          entry(
            'realtime.published',
            JSON.stringify({ channel, event: 'ping', payload: { rule: rule.name } }),
          ),
          ...bad.map(([, detail]) => entry(detailType!, JSON.stringify(detail()))),
          entry(unknown, JSON.stringify(UNREADABLE[0]![1]())),
          entry(detailType!, '{not json'),
        ];
        const answer = await bus().send(new PutEventsCommand({ Entries: entries }));
        const results = answer.Entries ?? [];
        // Only the entry that is not JSON is refused; the batch's others are taken.
        if (answer.FailedEntryCount !== 1 || results.at(-1)?.ErrorCode !== 'MalformedDetail')
          problems.push(`${rule.name}: PutEvents answered ${JSON.stringify(answer.Entries)}`);
        bad.forEach(([label], i) =>
          sent.push({ rule: rule.name, target: rule.target, label, eventId: results[i + 1]!.EventId! }),
        );
      }),
    );
    expect(problems).toEqual([]);

    // The good event of each batch reached its socket.
    for (const rule of rules)
      await socket.next(
        (m) => m.type === 'event' && (m.payload as { rule?: string } | undefined)?.rule === rule.name,
      );
    // Every consumer has finished with what it was given, retries included.
    await busEvents(cloud.env, 'realtime.published', true);
    const dead = letters()
      .list()
      .filter((l) => !before.has(l.id));
    for (const s of sent) {
      const found = dead.filter((l) => l.body.event.id === s.eventId && l.body.target === s.target);
      if (found.length !== 1)
        problems.push(`${s.rule} (${s.target}) ${s.label}: ${found.length} dead letters, expected 1`);
    }
    const unknownIds = new Set(
      (await Promise.all(unknownTypes.map((t) => busEvents(cloud.env, t)))).flat().map((e) => e.id),
    );
    if (unknownIds.size !== rules.length)
      problems.push(`the bus kept ${unknownIds.size} of ${rules.length} unknown detail-types`);
    for (const letter of dead)
      if (unknownIds.has(letter.body.event.id))
        problems.push(`an unknown detail-type reached ${letter.body.target}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
