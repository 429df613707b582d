import { beforeAll, describe, expect, it, inject } from 'vitest';
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import {
  AdminRoutes,
  CrmRoutes,
  IdentityRoutes,
  NetworkRoutes,
  NotificationRoutes,
  type ServerMessage,
} from '@polyloop/shared';
import { DEFAULT_PREFERENCES } from '@polyloop/shared/notifications/notification';
import { DEFAULT_PUBLISHING } from '@polyloop/shared/permissions';
import { signIn, type Tokens } from '../support/auth.js';
import { apiClient } from '../support/client.js';
import { openSocket as open } from '../support/socket.js';
import {
  createCompany,
  createNewcomer,
  TEST_PASSWORD,
  useCloudEnv,
  type TestCompany,
} from '../support/companies.js';
import { link, newNeed, party, type Party } from '../support/network.js';
import { decodeJwt } from '../support/tokens.js';
import { allowAuctions, auctionOf, bidBy } from './auctions-support.js';

const cloud = inject('cloud');
const wsUrl = `ws://localhost:${cloud.ports.app}/ws`;

const openSocket = (token?: string) => open(wsUrl, token);
type Socket = Awaited<ReturnType<typeof openSocket>>;

/** Subscribes and answers the server's reply for that channel: `subscribed`, or an `error` saying why not. */
async function subscribe(socket: Socket, channel: string): Promise<ServerMessage> {
  socket.send({ action: 'subscribe', channel });
  return socket.next((m) => (m.type === 'subscribed' || m.type === 'error') && m.channel === channel);
}
const refused = (channel: string, message: string) => ({ type: 'error', channel, message });

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
    expect(event).toEqual({
      type: 'event',
      channel,
      event: 'ping',
      payload: { message: 'Your bale of HDPE was bid on' },
    });
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
    await a.next(
      (m) => m.type === 'event' && (m.payload as { message: string }).message === 'private to alice',
    );
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
        Entries: [
          {
            EventBusName: cloud.env.EVENT_BUS_NAME,
            Source: 'polyloop',
            DetailType: 'realtime.batch-published',
            Detail: JSON.stringify({ deliveries }),
          },
        ],
      }),
    );
    expect(await a.next((m) => m.type === 'event' && m.event === 'notification')).toEqual({
      type: 'event',
      channel,
      event: 'notification',
      payload: { id: 'n-mine' },
    });
    expect(
      a.received.filter((m) => m.type === 'event' && (m.payload as { id?: string }).id === 'n-theirs'),
    ).toEqual([]);
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

describe('a token whose company claim its holder changed', () => {
  /**
   * What a person could do if the app client let them write custom attributes: name another
   * company in their own token (set here as an administrator would, then signed in again).
   */
  async function claimCompany(email: string, tenantId: string): Promise<Tokens> {
    await new CognitoIdentityProviderClient({}).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: cloud.config.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'custom:tenantId', Value: tenantId }],
      }),
    );
    const tokens = await signIn(cloud.config, email, TEST_PASSWORD);
    expect(decodeJwt(tokens.idToken)['custom:tenantId']).toBe(tenantId);
    return tokens;
  }

  let victim: TestCompany;
  beforeAll(async () => {
    victim = await createCompany('Victim');
    // Settings of the victim's that a wrong company would show: its platform approvals.
    const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
    const tenant = await Tenant.get({ tenantId: victim.tenantId });
    await Tenant.update(
      { tenantId: victim.tenantId },
      {
        publishing: {
          ...tenant!.publishing,
          publicOfferPermission: 'PRE_APPROVED',
          privateAuctionPermission: 'PRE_APPROVED',
        },
      },
    );
  });

  it('connects a member for the company of their user record, and refuses them the company their token names, over the socket and over HTTP', async () => {
    const attacker = await createCompany('Claimant');
    const tokens = await claimCompany(attacker.member.email, victim.tenantId);
    const s = await openSocket(tokens.idToken);
    expect(await subscribe(s, `tenant.${victim.tenantId}`)).toEqual(
      refused(`tenant.${victim.tenantId}`, 'You may not read this channel'),
    );
    expect(await subscribe(s, `tenant.${attacker.tenantId}`)).toMatchObject({ type: 'subscribed' });
    s.socket.close();

    const http = apiClient(cloud.baseUrl, tokens.idToken);
    expect((await http.ok(IdentityRoutes.getAccount)).body).toMatchObject({
      tenantId: attacker.tenantId,
      companyName: attacker.name,
    });
    expect((await http.ok(CrmRoutes.getMyCompany)).body.name).toBe(attacker.name);
  });

  it('connects a person without a company for their own channel alone, and lends them nothing of the company their token names', async () => {
    const newcomer = await createNewcomer({ label: 'claimant' });
    const tokens = await claimCompany(newcomer.email, victim.tenantId);
    const s = await openSocket(tokens.idToken);
    expect(await subscribe(s, `user.${newcomer.userId}`)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(s, `tenant.${victim.tenantId}`)).toEqual(
      refused(`tenant.${victim.tenantId}`, 'You may not read this channel'),
    );
    expect(await subscribe(s, 'public-requests')).toEqual(
      refused('public-requests', 'You may not read this channel'),
    );
    s.socket.close();

    const http = apiClient(cloud.baseUrl, tokens.idToken);
    expect((await http.ok(IdentityRoutes.getAccount)).body).toMatchObject({
      tenantId: null,
      companyName: null,
      publishing: DEFAULT_PUBLISHING,
      permissions: [],
    });
    expect((await http.refused(CrmRoutes.getMyCompany)).status).toBe(403);
  });
});

describe('who keeps hearing a channel', () => {
  it('refuses public request and public offer changes to a person whose company is not set up yet, who still hears their own channel', async () => {
    const newcomer = await createNewcomer();
    const s = await openSocket((await signIn(cloud.config, newcomer.email, TEST_PASSWORD)).idToken);
    expect(await subscribe(s, `user.${newcomer.userId}`)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(s, 'public-requests')).toEqual(
      refused('public-requests', 'You may not read this channel'),
    );
    expect(await subscribe(s, 'public-offers')).toEqual(
      refused('public-offers', 'You may not read this channel'),
    );
    s.socket.close();
  });

  it('stops pushing to a user once they are archived, and tells their socket', async () => {
    const colleagues = await createCompany('Archiving');
    const channel = `tenant.${colleagues.tenantId}`;
    const [admin, member] = await Promise.all(
      [colleagues.admin, colleagues.member].map(async (p) =>
        openSocket((await signIn(cloud.config, p.email, TEST_PASSWORD)).idToken),
      ),
    );
    expect(await subscribe(admin!, channel)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(member!, channel)).toMatchObject({ type: 'subscribed' });
    await apiClient(
      cloud.baseUrl,
      (await signIn(cloud.config, colleagues.admin.email, TEST_PASSWORD)).idToken,
    ).ok(AdminRoutes.archiveUser, { params: { id: colleagues.member.userId } });
    await publish(channel, 'after the archive');
    await admin!.next((m) => m.type === 'event' && m.channel === channel);
    expect(await member!.next((m) => m.type === 'error' && m.channel === channel)).toEqual(
      refused(channel, 'You may no longer read this channel'),
    );
    expect(member!.received.filter((m) => m.type === 'event')).toEqual([]);
    admin!.socket.close();
    member!.socket.close();
  });

  describe('an auction', () => {
    let seller: Party;
    let bidder: Party;
    let rival: Party;
    beforeAll(async () => {
      [seller, bidder, rival] = await Promise.all([
        party(cloud, 'Pushing seller', { services: ['GRINDING'] }),
        party(cloud, 'Pushed bidder', { services: ['EXTRUSION'] }),
        party(cloud, 'Pushing rival', { services: ['COMPOUNDING'] }),
      ]);
      await allowAuctions(seller);
      await Promise.all([link(seller, bidder), link(seller, rival)]);
    });

    it('stops pushing its bids to a company uninvited from it, and tells its socket', async () => {
      const { id } = await auctionOf(seller, [bidder, rival]);
      const channel = `network.${id}`;
      const [owner, uninvited] = await Promise.all([
        openSocket(seller.member.tokens.idToken),
        openSocket(bidder.member.tokens.idToken),
      ]);
      expect(await subscribe(owner, channel)).toMatchObject({ type: 'subscribed' });
      expect(await subscribe(uninvited, channel)).toMatchObject({ type: 'subscribed' });

      await seller.member.ok(NetworkRoutes.uninviteAuctionBidder, {
        params: { id, companyId: bidder.id },
        query: { reason: 'OTHER' },
      });
      const bid = (await rival.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(rival, 0.3) }))
        .body;
      await owner.next(
        (m) =>
          m.type === 'event' &&
          m.event === 'bids-changed' &&
          (m.payload as { version: number }).version === bid.version,
      );
      expect(await uninvited.next((m) => m.type === 'error' && m.channel === channel)).toEqual(
        refused(channel, 'You may no longer read this channel'),
      );
      expect(uninvited.received.filter((m) => m.type === 'event' && m.event === 'bids-changed')).toEqual([]);
      owner.socket.close();
      uninvited.socket.close();
    });

    it('refuses a connection its 101st channel, even when a hundred are asked for at once, and takes one again once it gave one up', async () => {
      // A hundred and one channels the seller's people may read: their own, their company's, the
      // public requests', the seller's auction and the private requests it sent (the bidder's
      // people are not told of each: a hundred notifications and e-mails would only load the cloud).
      await Promise.all(
        [bidder.admin, bidder.member].map((p) =>
          p.ok(NotificationRoutes.updateNotificationPreferences, {
            body: { ...DEFAULT_PREFERENCES, networkRequests: false },
          }),
        ),
      );
      const needs = await Promise.all(Array.from({ length: 8 }, () => newNeed(seller, 40_000)));
      const requestIds: string[] = [];
      while (requestIds.length < 97) {
        const sent = await Promise.all(
          needs.map((need) =>
            seller.member.ok(NetworkRoutes.createNetworkRequests, {
              body: {
                needId: need.id,
                title: 'Natural PP regrind',
                description: 'For injection molding',
                locationId: seller.locationId,
                receivingCompanyIds: [bidder.id],
                representatives: [seller.company.member.userId],
              },
            }),
          ),
        );
        requestIds.push(...sent.map((r) => r.body[0]!.id));
      }
      const { id: auctionId } = await auctionOf(seller, [bidder]);
      const channels = [
        `user.${seller.company.member.userId}`,
        `tenant.${seller.company.tenantId}`,
        'public-requests',
        `network.${auctionId}`,
        ...requestIds.map((r) => `network.${r}`),
      ];
      const [hundred, extra] = [channels.slice(0, 100), channels[100]!];

      const s = await openSocket(seller.member.tokens.idToken);
      const answers = await Promise.all(hundred.map((channel) => subscribe(s, channel)));
      expect(answers.filter((a) => a.type !== 'subscribed')).toEqual([]);
      expect(await subscribe(s, extra)).toEqual(
        refused(extra, 'A connection may listen on at most 100 channels. Unsubscribe from one first.'),
      );

      s.send({ action: 'unsubscribe', channel: hundred[99] });
      await s.next((m) => m.type === 'unsubscribed' && m.channel === hundred[99]);
      s.send({ action: 'subscribe', channel: extra });
      await s.next((m) => m.type === 'subscribed' && m.channel === extra);
      s.socket.close();
    }, 180_000);
  });
});
