import type { RealtimeEventName, ServerMessage } from '@polyloop/shared';
import { env } from '../../lib/env.js';
import { lazySdk } from '../../lib/lazy.js';
import { logger } from '../../lib/observability.js';
import { recordFigures } from '../../lib/business-metrics.js';
import { expiringMap, recentCache } from '../../lib/recent.js';
import { batchGet, batchGetMany, ConditionFailed } from '../../data/entity.js';
import { isNetworkId } from '@polyloop/shared/network/common';
import { NetworkOfferEntity } from '../network-offer/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { AuctionBidderEntity, AuctionEntity, maySee, profileOf } from '../auction/index.js';
import { canReadBids } from '../market/index.js';
import { User } from '../user/index.js';
import {
  ChannelPresence,
  Connection,
  listChannelsOfConnection,
  pageConnectionsOfChannel,
  Subscription,
  type SubscriptionItem,
} from './connection.entity.js';
import type { Slice } from '../../data/page.js';

import { Metric, REALTIME_CONTEXT } from '../../lib/metrics.definition.js';

const management = lazySdk(
  () => import('@aws-sdk/client-apigatewaymanagementapi'),
  (sdk) => new sdk.ApiGatewayManagementApiClient({ endpoint: env().WS_MANAGEMENT_ENDPOINT }),
);

/** API Gateway closes WebSocket connections after two hours at most. */
const CONNECTION_LIFETIME_S = 2 * 60 * 60;
/** Posts in flight at once during a fan-out. */
const POST_BATCH = 10;
/** The most channels one connection listens on at once (a page subscribes to a handful). */
export const MAX_SUBSCRIPTIONS = 100;
export const REALTIME_MESSAGES = {
  forbidden: 'You may not read this channel',
  revoked: 'You may no longer read this channel',
  tooMany: `A connection may listen on at most ${MAX_SUBSCRIPTIONS} channels. Unsubscribe from one first.`,
};
/**
 * How long a fan-out container trusts what it read of a subscriber (their user record) and of a
 * company's (or user's) access to a channel: access taken away stops the pushes within this.
 */
const RECHECK_MS = 5_000;

export interface SocketUser {
  userId: string;
  tenantId?: string;
}

/**
 * Who may read a channel: a user their own, a member their company's, the people of onboarded
 * companies the market's (public requests', public offers': every company reads a public
 * listing); an offer's or request's (`network.{id}`) only the people of its
 * two companies (their company holds a side of it). Unknown kinds are closed until the feature
 * that owns them opens them. Asked on subscribe, and again by the fan-out (`readerKey`).
 */
export async function canRead(user: SocketUser, channel: string): Promise<boolean> {
  const [kind, id] = channel.split('.', 2) as [string, string | undefined];
  switch (kind) {
    case 'user':
      return id === user.userId;
    case 'tenant':
      return !!user.tenantId && id === user.tenantId;
    case 'public-requests':
    case 'public-offers':
      return !!user.tenantId;
    case 'network': {
      if (!user.tenantId || !id || !isNetworkId(id)) return false;
      const [offer, request, place, auction] = await batchGet([
        NetworkOfferEntity.batch({ tenantId: user.tenantId, offerId: id }),
        NetworkRequestEntity.batch({ tenantId: user.tenantId, requestId: id }),
        AuctionBidderEntity.batch({ tenantId: user.tenantId, auctionId: id }),
        AuctionEntity.batch({ auctionId: id }),
      ]);
      if (offer ?? request) return true;
      // An auction's: whoever may see it, by the one rule every way to an auction asks.
      return !!auction && maySee(auction, user.tenantId, place, profileOf(user.tenantId));
    }
    case 'request-bids':
      // A reverse auction's bids: its company and the companies that may bid (linked with it).
      return !!id && isNetworkId(id) && canReadBids(user.tenantId, id);
    default:
      return false;
  }
}

/**
 * What `canRead` of a channel depends on, so the fan-out asks once per reader: a user channel
 * depends on the user alone, every other kind on the company alone (keep in step with canRead).
 */
export const readerKey = (user: SocketUser, channel: string) =>
  `${channel} ${channel.startsWith('user.') ? `u:${user.userId}` : `t:${user.tenantId ?? ''}`}`;

export async function connect(connectionId: string, user: SocketUser): Promise<void> {
  const now = Date.now();
  await Connection.put({
    connectionId,
    userId: user.userId,
    tenantId: user.tenantId,
    connectedAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + CONNECTION_LIFETIME_S,
  });
}

/** Removes the connection and every subscription it held. */
export async function disconnect(connectionId: string): Promise<void> {
  const held = await listChannelsOfConnection(connectionId);
  await Promise.all(held.map((s) => Subscription.delete({ channel: s.channel, connectionId })));
  await Connection.delete({ connectionId });
}

export async function findConnection(connectionId: string) {
  const connection = await Connection.get({ connectionId });
  // TTL deletion is late (and absent locally), so expiry is checked on read.
  if (!connection || connection.expiresAt * 1000 < Date.now()) return undefined;
  return connection;
}

export type SubscribeResult = { ok: true } | { ok: false; message: string };

export async function subscribe(connectionId: string, channel: string): Promise<SubscribeResult> {
  const connection = await findConnection(connectionId);
  if (!connection) return { ok: false, message: 'Unknown connection' };
  if (connection.subscriptions >= MAX_SUBSCRIPTIONS) return { ok: false, message: REALTIME_MESSAGES.tooMany };
  if (!(await canRead(connection, channel))) return { ok: false, message: REALTIME_MESSAGES.forbidden };
  const until = connection.expiresAt;
  if (!(await hold({ channel, connectionId, userId: connection.userId, expiresAt: until })))
    return { ok: false, message: REALTIME_MESSAGES.tooMany };
  try {
    await ChannelPresence.update(
      { channel },
      { until },
      { upsert: true, condition: (w) => w.or(w.missing(), w.lt('until', until)) },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error; // A longer-lived subscriber is already there.
  }
  return { ok: true };
}

/**
 * Records a subscription and counts it on its connection, whose count may not pass the cap: of
 * two subscribes racing for the last place, one is refused. Subscribing again changes nothing.
 */
async function hold(subscription: SubscriptionItem): Promise<boolean> {
  try {
    await Subscription.create(subscription);
  } catch (error) {
    if (error instanceof ConditionFailed) return true;
    throw error;
  }
  try {
    // Connections made before the count was kept have none: they start counting now.
    await Connection.update(
      { connectionId: subscription.connectionId },
      {},
      {
        add: { subscriptions: 1 },
        condition: (w) => w.or(w.missing('subscriptions'), w.lt('subscriptions', MAX_SUBSCRIPTIONS)),
      },
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    await Subscription.delete({ channel: subscription.channel, connectionId: subscription.connectionId });
    return false;
  }
}

/** Removes one subscription and gives its place back to the connection. */
export async function unsubscribe(connectionId: string, channel: string): Promise<void> {
  const removed = await Subscription.delete({ channel, connectionId });
  if (!removed) return;
  try {
    await Connection.update({ connectionId }, {}, { add: { subscriptions: -1 } });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error; // The connection is gone already.
  }
}

/** Sends one message to one connection; false when the connection is gone. */
export async function send(connectionId: string, message: ServerMessage): Promise<boolean> {
  const { client, sdk } = await management();
  try {
    await client.send(
      new sdk.PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: Buffer.from(JSON.stringify(message)),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof sdk.GoneException || (error as { name?: string }).name === 'GoneException') {
      // The caller deletes the connection: counted here, where the 410 is seen.
      recordFigures(REALTIME_CONTEXT, [{ name: Metric.connectionsGone }]);
      return false;
    }
    recordFigures(REALTIME_CONTEXT, [{ name: Metric.connectionPostFailures }]);
    throw error;
  }
}

/** Each subscriber as their user record says now (only readers are kept: one gone or archived is dropped at once). */
const readers = expiringMap<SocketUser>(RECHECK_MS);
/** A reader's (`readerKey`) access to a channel. Only grants are kept: a refusal drops the subscription, so it is not asked again. */
const grants = recentCache<true>(RECHECK_MS);

/** The subscribers as they are now, their records read 100 a request; null for one archived. */
async function readersOf(userIds: string[]): Promise<Map<string, SocketUser | null>> {
  const out = new Map<string, SocketUser | null>();
  for (const userId of userIds) {
    const known = readers.get(userId);
    if (known) out.set(userId, known);
  }
  const unknown = [...new Set(userIds.filter((id) => !out.has(id)))];
  const users = new Map(
    (await batchGetMany(unknown.map((userId) => User.batch({ userId })))).map((u) => [u.userId, u]),
  );
  for (const userId of unknown) {
    const user = users.get(userId);
    if (user?.archived) {
      out.set(userId, null);
      continue;
    }
    // As on $connect: no record, no company; a record's company is onboarded (written in one transaction with it).
    const reader = { userId, tenantId: user?.tenantId };
    readers.set(userId, reader);
    out.set(userId, reader);
  }
  return out;
}

/**
 * Which of a channel's subscriptions may still read it: access is checked again on every push
 * (an uninvited company, an archived user must stop hearing), at one read per reader and one
 * per company and channel every few seconds, however many sockets and pushes.
 */
async function stillReading(channel: string, subscriptions: SubscriptionItem[]): Promise<boolean[]> {
  const current = await readersOf(subscriptions.map((s) => s.userId));
  return Promise.all(
    subscriptions.map(async (s) => {
      const reader = current.get(s.userId);
      return (
        !!reader &&
        !!(await grants.through(readerKey(reader, channel), async () =>
          (await canRead(reader, channel)) ? true : undefined,
        ))
      );
    }),
  );
}

/** Drops a subscription whose reader lost access, and tells its socket why the pushes stop. */
async function revoke(subscription: SubscriptionItem): Promise<void> {
  const { channel, connectionId } = subscription;
  await unsubscribe(connectionId, channel);
  await send(connectionId, { type: 'error', channel, message: REALTIME_MESSAGES.revoked }).catch(
    (error: unknown) =>
      logger.warn('telling a connection of a revoked subscription failed', {
        connectionId,
        error: error as Error,
      }),
  );
}

/**
 * Pushes an event to every connection subscribed to the channel that may still read it, page by
 * page, a few posts at a time. One failed post never fails the broadcast; a connection that
 * answers Gone is removed, a subscription whose reader lost access is dropped.
 */
export async function fanOut(
  channel: string,
  event: RealtimeEventName,
  payload: unknown,
): Promise<{ delivered: number; gone: number; failed: number; revoked: number }> {
  const totals = { delivered: 0, gone: 0, failed: 0, revoked: 0 };
  const now = Math.floor(Date.now() / 1000);
  let cursor: string | null = null;
  do {
    const page: Slice<SubscriptionItem> = await pageConnectionsOfChannel(channel, { cursor, limit: 100 });
    const live = page.items.filter((s) => s.expiresAt > now);
    const reading = await stillReading(channel, live);
    const revoked = live.filter((_, i) => !reading[i]);
    totals.revoked += revoked.length;
    await Promise.all(revoked.map(revoke));
    const kept = live.filter((_, i) => reading[i]);
    for (let i = 0; i < kept.length; i += POST_BATCH)
      await post(kept.slice(i, i + POST_BATCH), { type: 'event', channel, event, payload }, totals);
    cursor = page.cursor;
  } while (cursor);
  return totals;
}

/** Posts one message to a few connections at once, counting what became of each. */
async function post(
  batch: SubscriptionItem[],
  message: ServerMessage,
  totals: { delivered: number; gone: number; failed: number },
): Promise<void> {
  const results = await Promise.allSettled(batch.map((s) => send(s.connectionId, message)));
  await Promise.all(
    results.map(async (result, index) => {
      const connectionId = batch[index]!.connectionId;
      if (result.status === 'rejected') {
        totals.failed++;
        logger.warn('post to connection failed', { connectionId, error: result.reason as Error });
      } else if (result.value) totals.delivered++;
      else {
        totals.gone++;
        await disconnect(connectionId);
      }
    }),
  );
}

/**
 * Pushes one event each to many channels (a notification to each of its recipients): the
 * channels' presence is read first, 100 a request, and only those someone may be listening on are
 * fanned out to, side by side.
 */
export async function fanOutMany(
  deliveries: Array<{ channel: string; event: RealtimeEventName; payload: unknown }>,
): Promise<{
  channels: number;
  live: number;
  delivered: number;
  gone: number;
  failed: number;
  revoked: number;
}> {
  const now = Math.floor(Date.now() / 1000);
  const present = await batchGetMany(
    [...new Set(deliveries.map((d) => d.channel))].map((channel) => ChannelPresence.batch({ channel })),
  );
  const live = new Set(present.filter((p) => p.until > now).map((p) => p.channel));
  const totals = { channels: deliveries.length, live: 0, delivered: 0, gone: 0, failed: 0, revoked: 0 };
  await Promise.all(
    deliveries
      .filter((d) => live.has(d.channel))
      .map(async ({ channel, event, payload }) => {
        totals.live++;
        const done = await fanOut(channel, event, payload);
        totals.delivered += done.delivered;
        totals.gone += done.gone;
        totals.failed += done.failed;
        totals.revoked += done.revoked;
      }),
  );
  return totals;
}
