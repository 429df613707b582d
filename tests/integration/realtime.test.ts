import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { signIn, type Tokens } from '../support/auth.js';
import { openSocket as open } from '../support/socket.js';
import { createCompany, TEST_PASSWORD, useCloudEnv, type TestCompany } from '../support/companies.js';

const cloud = inject('cloud');
const wsUrl = `ws://localhost:${cloud.ports.app}/ws`;

const openSocket = (token?: string) => open(wsUrl, token);

const publish = (channel: string, message: string) =>
  new EventBridgeClient({}).send(
    new PutEventsCommand({
      Entries: [{ EventBusName: cloud.env.EVENT_BUS_NAME, Source: 'polyloop', DetailType: 'realtime.published', Detail: JSON.stringify({ channel, event: 'ping', payload: { message } }) }],
    }),
  );

let company: TestCompany;
let alice: Tokens;
let bob: Tokens;
beforeAll(async () => {
  useCloudEnv(cloud.env);
  company = await createCompany('Realtime');
  const other = await createCompany('Snoop');
  alice = await signIn(cloud.config, company.member.email, TEST_PASSWORD);
  bob = await signIn(cloud.config, other.member.email, TEST_PASSWORD);
});

describe('real-time delivery', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(openSocket()).rejects.toThrow('HTTP 401');
    await expect(openSocket('not-a-token')).rejects.toThrow('HTTP 401');
  });

  it('delivers an event published on the bus to the subscribed user, through the @connections API', async () => {
    const a = await openSocket(alice.idToken);
    const channel = `user.${company.member.userId}`;
    a.send({ action: 'subscribe', channel });
    await a.next((m) => m.type === 'subscribed' && m.channel === channel);
    await publish(channel, 'Your bale of HDPE was bid on');
    const event = await a.next((m) => m.type === 'event');
    expect(event).toEqual({ type: 'event', channel, event: 'ping', payload: { message: 'Your bale of HDPE was bid on' } });
    a.socket.close();
  });

  it('does not let another user subscribe to that channel, nor deliver to them', async () => {
    const a = await openSocket(alice.idToken);
    const b = await openSocket(bob.idToken);
    const channel = `user.${company.member.userId}`;
    a.send({ action: 'subscribe', channel });
    b.send({ action: 'subscribe', channel });
    await a.next((m) => m.type === 'subscribed');
    const refused = await b.next((m) => m.type === 'error');
    expect(refused).toMatchObject({ type: 'error', channel, message: 'You may not read this channel' });
    await publish(channel, 'private to alice');
    await a.next((m) => m.type === 'event' && (m.payload as { message: string }).message === 'private to alice');
    // Bob's socket has seen the refusal and nothing else: the event went only to Alice.
    expect(b.received.filter((m) => m.type === 'event')).toEqual([]);
    a.socket.close();
    b.socket.close();
  });

  it('delivers each of a coalesced batch of pushes to its own channel, to those subscribed', async () => {
    const a = await openSocket(alice.idToken);
    const channel = `user.${company.member.userId}`;
    a.send({ action: 'subscribe', channel });
    await a.next((m) => m.type === 'subscribed' && m.channel === channel);
    const deliveries = [
      { channel, event: 'notification', payload: { id: 'n-mine' } },
      // Nobody listens here: the fan-out reads its presence and stops.
      { channel: `user.${company.admin.userId}`, event: 'notification', payload: { id: 'n-theirs' } },
    ];
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [{ EventBusName: cloud.env.EVENT_BUS_NAME, Source: 'polyloop', DetailType: 'realtime.batch-published', Detail: JSON.stringify({ deliveries }) }],
      }),
    );
    expect(await a.next((m) => m.type === 'event' && m.event === 'notification')).toEqual({ type: 'event', channel, event: 'notification', payload: { id: 'n-mine' } });
    expect(a.received.filter((m) => m.type === 'event' && (m.payload as { id?: string }).id === 'n-theirs')).toEqual([]);
    a.socket.close();
  });

  it('lets colleagues share their company channel but not other companies', async () => {
    const admin = await signIn(cloud.config, company.admin.email, TEST_PASSWORD);
    const a = await openSocket(admin.idToken);
    const b = await openSocket(bob.idToken);
    a.send({ action: 'subscribe', channel: `tenant.${company.tenantId}` });
    b.send({ action: 'subscribe', channel: `tenant.${company.tenantId}` });
    expect(await a.next((m) => m.type !== 'event')).toMatchObject({ type: 'subscribed' });
    expect(await b.next((m) => m.type !== 'event')).toMatchObject({ type: 'error' });
    a.socket.close();
    b.socket.close();
  });
});
