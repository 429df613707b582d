import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { NetworkRoutes } from '@polyloop/shared';
import { CHANNEL_KINDS, ClientMessage, type ChannelKind } from '@polyloop/shared/realtime';
import { WEBSOCKET_FRAME_LIMIT_BYTES } from '@polyloop/shared/edge-limits';
import { REALTIME_MESSAGES } from '@polyloop/functions/domain/realtime/realtime.service';
import { HOSTILE, jsonSchemaOf, jsonWith, leavesOf, setAt } from '../support/bad-input.js';
import { busEvents } from '../support/bus.js';
import { link, type Party } from '../support/network.js';
import { openSocket } from '../support/socket.js';
import { announceSeed, sample } from '../support/sampling.js';
import { allowAuctions, auctionOf } from './auctions-support.js';
import { useParties } from './network-support.js';
import { offerTo, publicRequestOf, requestTo } from './sweep-records.js';

/**
 * The WebSocket API with input generated from its contract (`ClientMessage` and `CHANNEL_KINDS`
 * in shared/src/realtime.ts): every message kind with each field spoiled, text that is no message
 * at all, unknown kinds, frames past API Gateway's limit, and every private kind of channel of
 * another company. Each is answered with an error frame, or a close with a code for a frame too
 * large, and the server goes on serving: nothing is delivered to the caller, and the owner of
 * each channel keeps hearing it. A new message kind or channel kind is swept without editing
 * this file; a private channel kind without a foreign channel below fails the first test.
 *
 * Sampling keeps it short: each field of each kind takes 3 of its hostile values, rotating by the
 * seed the run prints (tests/support/sampling.ts); the other cases are tried whole.
 */

const cloud = inject('cloud');
const wsUrl = cloud.config.wsUrl;
const [owner, partner, intruder] = useParties(cloud, [
  ['Socket owner', { approved: true, reverseAuctions: true }],
  ['Socket partner', { services: ['EXTRUSION'] }],
  ['Socket intruder', { services: ['WASHING'] }],
]);

/** The owner's channels of each private kind, none of which the intruder may read. */
const foreign: Partial<Record<ChannelKind, string[]>> = {};
const FOREIGN: Record<ChannelKind, (ids: Record<string, string>) => string[]> = {
  user: () => [`user.${owner.company.member.userId}`],
  tenant: () => [`tenant.${owner.company.tenantId}`],
  // An auction the intruder is not invited to, an offer and a private request it is no party to.
  network: (ids) => [`network.${ids.auction}`, `network.${ids.offer}`, `network.${ids.request}`],
  // A reverse auction of a company the intruder is not linked with.
  'request-bids': (ids) => [`request-bids.${ids.reverseAuction}`],
  'public-requests': () => [],
  'public-offers': () => [],
};

beforeAll(async () => {
  await Promise.all([
    link(owner, partner),
    allowAuctions(owner),
    owner.member.ok(NetworkRoutes.acceptGroundRules),
  ]);
  const [auction, offer, request, reverseAuction] = await Promise.all([
    auctionOf(owner, [partner]).then((a) => a.id),
    offerTo(owner, partner),
    requestTo(owner, partner),
    publicRequestOf(owner, true),
  ]);
  const ids = { auction, offer, request, reverseAuction };
  for (const kind of Object.keys(CHANNEL_KINDS) as ChannelKind[]) foreign[kind] = FOREIGN[kind](ids);
});

type Socket = Awaited<ReturnType<typeof openSocket>>;
const socketOf = (p: Party) => openSocket(wsUrl, p.member.tokens.idToken);
/** What the server says to a message that is none: an error frame naming no channel. */
const NOT_A_MESSAGE = 'Send {"action":"subscribe"|"unsubscribe","channel":"…"}';

/**
 * Sends raw text (or bytes) and answers the server's next reply to it, or its close. Events pushed
 * meanwhile on channels the socket already hears are no reply (they stay in `received`, where the
 * sweep looks for leaks).
 */
async function exchange(s: Socket, data: string | Buffer): Promise<unknown> {
  const before = s.received.length;
  let onClose = (_code: number) => {};
  const closed = new Promise<{ close: number }>((resolve) => {
    onClose = (code) => resolve({ close: code });
    s.socket.once('close', onClose);
  });
  s.socket.send(data);
  const answer = await Promise.race([
    closed,
    s.next((m) => m.type !== 'event' && s.received.indexOf(m) >= before),
  ]);
  s.socket.off('close', onClose);
  return answer;
}
const publish = (channel: string, message: string) =>
  new EventBridgeClient({}).send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: cloud.env.EVENT_BUS_NAME,
          Source: 'polyloop',
          DetailType: 'realtime.published',
          Detail: JSON.stringify({ channel, event: 'ping', payload: { message } }),
        },
      ],
    }),
  );

/** Channel names as a hostile client writes them: none is a channel, and each is refused before any lookup. */
const HOSTILE_CHANNELS: unknown[] = [
  'user.',
  'user.a.b',
  '../tenant.x',
  'tenant.x/../y',
  'TENANT.x',
  ' user.x',
  'user.x\n',
  'network.%00',
  'network.\u0000',
  '__proto__',
  'public-requests.x',
  `user.${'x'.repeat(200)}`,
  'user.🧪',
  null,
  [],
  { channel: 'user.x' },
  true,
];
/** Text that is no message: not JSON, not an object, or JSON of a depth or width no message has. */
const NOT_MESSAGES = [
  '',
  ' ',
  '{',
  '{"action":"subscribe"',
  'null',
  '"subscribe"',
  '1e999',
  '[]',
  '[[[[[[[[[[]]]]]]]]]]',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"action":"subscribe","channel":"user.x"}x',
  '\u0000',
  '\ud800',
];
/** Kinds no handler knows, as the `action` a client might write. */
const UNKNOWN_KINDS: unknown[] = [
  'publish',
  'SUBSCRIBE',
  'Subscribe',
  '$connect',
  '$default',
  '__proto__',
  'constructor',
  '',
  null,
  1,
  ['subscribe'],
];

/** A valid value of each field a message kind takes (the generator knows no channel name). */
const FIELD_SAMPLES: Record<string, unknown> = { channel: 'public-requests' };
type Kind = (typeof ClientMessage.options)[number];
const validMessage = (option: Kind): Record<string, unknown> => ({
  ...Object.fromEntries(
    leavesOf(jsonSchemaOf(option)).map((leaf) => [leaf.path[0], FIELD_SAMPLES[String(leaf.path[0])]]),
  ),
  action: option.shape.action.value,
});

interface Case {
  label: string;
  data: string | Buffer;
}
/** Each kind of message with each of its fields spoiled (sampled), left out, or beside a prototype key. */
function kindCases(): Case[] {
  return ClientMessage.options.flatMap((option) => {
    const kind = option.shape.action.value;
    const valid = validMessage(option);
    const leaves = leavesOf(jsonSchemaOf(option));
    return [
      { label: `${kind} with nothing else`, data: JSON.stringify({ action: kind }) },
      // The channel only on the prototype: a merge into an object would find it there.
      {
        label: `${kind} with its channel under __proto__`,
        data: jsonWith({ action: kind }, ['__proto__'], '{"channel":"public-requests"}'),
      },
      ...leaves.flatMap((leaf) => {
        const field = leaf.path.join('.');
        const hostile = [...HOSTILE.string, ...HOSTILE.number, ...HOSTILE_CHANNELS];
        return [
          { label: `${kind} without ${field}`, data: JSON.stringify(setAt(valid, leaf.path, undefined)) },
          ...sample(hostile, 3, `${kind}.${field}`).map((value) => ({
            label: `${kind} ${field}=${JSON.stringify(value).slice(0, 30)}`,
            data: JSON.stringify(setAt(valid, leaf.path, value)),
          })),
        ];
      }),
    ];
  });
}
const cases: Case[] = [
  ...kindCases(),
  ...NOT_MESSAGES.map((text) => ({ label: `text ${JSON.stringify(text).slice(0, 30)}`, data: text })),
  ...UNKNOWN_KINDS.map((action) => ({
    label: `kind ${JSON.stringify(action)}`,
    data: JSON.stringify({ action, channel: 'public-requests' }),
  })),
  { label: 'binary frame', data: Buffer.from([0xff, 0x00, 0x7b, 0x22, 0xc3, 0x28]) },
];
const tooLarge = (c: Case) => Buffer.byteLength(c.data) > WEBSOCKET_FRAME_LIMIT_BYTES;

describe('the WebSocket API, given what no client should send', () => {
  it('has a valid sample of every message kind, whose fields the sweep spoils', () => {
    expect(
      ClientMessage.options
        .filter((option) => !option.safeParse(validMessage(option)).success)
        .map((o) => o.shape.action.value),
    ).toEqual([]);
  });

  it('has a channel of another company for every kind of channel not every company reads', () => {
    const privateKinds = (Object.keys(CHANNEL_KINDS) as ChannelKind[]).filter(
      (kind) => CHANNEL_KINDS[kind].readers === 'private',
    );
    expect(privateKinds.filter((kind) => !foreign[kind]?.length)).toEqual([]);
  });

  it("refuses each of another company's channels, delivers nothing of them, and leaves their owners hearing them", async () => {
    const channels = Object.values(foreign).flat();
    const [mine, theirs] = await Promise.all([socketOf(owner), socketOf(intruder)]);
    const problems: string[] = [];
    for (const channel of channels) {
      const answer = await exchange(mine, JSON.stringify({ action: 'subscribe', channel }));
      if ((answer as { type?: string }).type !== 'subscribed')
        problems.push(`owner ${channel}: ${JSON.stringify(answer)}`);
      for (const action of ['subscribe', 'unsubscribe'] as const) {
        const refused = await exchange(theirs, JSON.stringify({ action, channel }));
        const expected =
          action === 'subscribe'
            ? { type: 'error', channel, message: REALTIME_MESSAGES.forbidden }
            : { type: 'unsubscribed', channel };
        if (JSON.stringify(refused) !== JSON.stringify(expected))
          problems.push(`intruder ${action} ${channel}: ${JSON.stringify(refused)}`);
      }
    }
    expect(problems).toEqual([]);
    // The intruder's unsubscribes took nothing from the owner, and the intruder hears none of it.
    await Promise.all(channels.map((channel) => publish(channel, `for ${channel}`)));
    for (const channel of channels) await mine.next((m) => m.type === 'event' && m.channel === channel);
    await busEvents(cloud.env, 'realtime.published', true);
    expect(theirs.received.filter((m) => m.type === 'event')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it(`answers each of ${cases.filter((c) => !tooLarge(c)).length} generated malformed messages with an error frame, keeping the connection`, async () => {
    announceSeed('WebSocket messages');
    const s = await socketOf(intruder);
    const problems: string[] = [];
    for (const c of cases.filter((c) => !tooLarge(c))) {
      const answer = await exchange(s, c.data);
      if (JSON.stringify(answer) !== JSON.stringify({ type: 'error', message: NOT_A_MESSAGE }))
        problems.push(`${c.label}: ${JSON.stringify(answer).slice(0, 200)}`);
      if (s.socket.readyState !== WebSocket.OPEN) break;
    }
    expect(problems).toEqual([]);
    // Still the same connection, still taking real messages, and subscribed to nothing it was sent.
    const own = `user.${intruder.company.member.userId}`;
    expect(await exchange(s, JSON.stringify({ action: 'subscribe', channel: own }))).toEqual({
      type: 'subscribed',
      channel: own,
    });
    s.socket.close();
  });

  it('closes a connection with 1009 for a message past the frame limit, takes one at the limit, and serves everyone else meanwhile', async () => {
    const own = `user.${intruder.company.member.userId}`;
    const padded = (bytes: number) => {
      const head = JSON.stringify({ action: 'subscribe', channel: own, padding: '' });
      return head.replace('"padding":""', `"padding":"${'x'.repeat(bytes - Buffer.byteLength(head))}"`);
    };
    const [bystander, s] = await Promise.all([socketOf(owner), socketOf(intruder)]);
    expect(await exchange(s, padded(WEBSOCKET_FRAME_LIMIT_BYTES))).toEqual({
      type: 'subscribed',
      channel: own,
    });

    const large = [padded(WEBSOCKET_FRAME_LIMIT_BYTES + 1), ...cases.filter(tooLarge).map((c) => c.data)];
    for (const data of large) {
      const big = await socketOf(intruder);
      expect(await exchange(big, data)).toEqual({ close: 1009 });
    }
    // The server stayed up: a socket open all along and a new one both still subscribe.
    const channel = `user.${owner.company.member.userId}`;
    expect(await exchange(bystander, JSON.stringify({ action: 'subscribe', channel }))).toEqual({
      type: 'subscribed',
      channel,
    });
    const after = await socketOf(intruder);
    expect(await exchange(after, JSON.stringify({ action: 'subscribe', channel: own }))).toEqual({
      type: 'subscribed',
      channel: own,
    });
    for (const open of [bystander, s, after]) open.socket.close();
  });
});
