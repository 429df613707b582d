import type { RealtimeEventName, ServerMessage } from '@polyloop/shared';
import { env } from '../../lib/env.js';
import { lazySdk } from '../../lib/lazy.js';
import { logger } from '../../lib/observability.js';
import { batchGet, batchGetMany, ConditionFailed } from '../../data/entity.js';
import { isNetworkId } from '@polyloop/shared/network/common';
import { NetworkOfferEntity } from '../network-offer/network-offer.entity.js';
import { NetworkRequestEntity } from '../network-request/network-request.entity.js';
import { AuctionBidderEntity, AuctionEntity } from '../auction/auction.entity.js';
import { canReadBids } from '../market/reverse-auction.js';
import {
  ChannelPresence,
  Connection,
  listChannelsOfConnection,
  pageConnectionsOfChannel,
  Subscription,
  type SubscriptionItem,
} from './connection.entity.js';
import type { Slice } from '../../data/page.js';

const management = lazySdk(
  () => import('@aws-sdk/client-apigatewaymanagementapi'),
  (sdk) => new sdk.ApiGatewayManagementApiClient({ endpoint: env().WS_MANAGEMENT_ENDPOINT }),
);

/** API Gateway closes WebSocket connections after two hours at most. */
const CONNECTION_LIFETIME_S = 2 * 60 * 60;
/** Posts in flight at once during a fan-out. */
const POST_BATCH = 10;

export interface SocketUser {
  userId: string;
  tenantId?: string;
}

/**
 * Who may read a channel: a user their own, a member their company's, anyone signed in the public
 * requests'; an offer's or request's (`network.{id}`) only the people of its two companies (their
 * company holds a side of it). Unknown kinds are closed until the feature that owns them opens them.
 */
export async function canRead(user: SocketUser, channel: string): Promise<boolean> {
  const [kind, id] = channel.split('.', 2) as [string, string | undefined];
  switch (kind) {
    case 'user':
      return id === user.userId;
    case 'tenant':
      return !!user.tenantId && id === user.tenantId;
    case 'public-requests':
      return true;
    case 'network': {
      if (!user.tenantId || !id || !isNetworkId(id)) return false;
      const [offer, request, place, auction] = await batchGet([
        NetworkOfferEntity.batch({ tenantId: user.tenantId, offerId: id }),
        NetworkRequestEntity.batch({ tenantId: user.tenantId, requestId: id }),
        AuctionBidderEntity.batch({ tenantId: user.tenantId, auctionId: id }),
        AuctionEntity.batch({ auctionId: id }),
      ]);
      // An auction's: its owner, its invited companies and, when it is public, anyone signed in for a company.
      return !!(offer ?? request ?? (place && place.invitation !== 'UNINVITED')) || (!!auction && (auction.tenantId === user.tenantId || auction.audience === 'PUBLIC'));
    }
    case 'request-bids':
      // A reverse auction's bids: its company and the companies that may bid (linked with it).
      return !!id && isNetworkId(id) && canReadBids(user.tenantId, id);
    default:
      return false;
  }
}

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
  if (!(await canRead(connection, channel))) return { ok: false, message: 'You may not read this channel' };
  const until = connection.expiresAt;
  await Subscription.put({ channel, connectionId, userId: connection.userId, expiresAt: until });
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

export async function unsubscribe(connectionId: string, channel: string): Promise<void> {
  await Subscription.delete({ channel, connectionId });
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
    if (error instanceof sdk.GoneException || (error as { name?: string }).name === 'GoneException')
      return false;
    throw error;
  }
}

/**
 * Pushes an event to every connection subscribed to the channel, page by page, a few posts at a
 * time. One failed post never fails the broadcast; a connection that answers Gone is removed.
 */
export async function fanOut(
  channel: string,
  event: RealtimeEventName,
  payload: unknown,
): Promise<{ delivered: number; gone: number; failed: number }> {
  const totals = { delivered: 0, gone: 0, failed: 0 };
  const now = Math.floor(Date.now() / 1000);
  let cursor: string | null = null;
  do {
    const page: Slice<SubscriptionItem> = await pageConnectionsOfChannel(channel, { cursor, limit: 100 });
    const live = page.items.filter((s) => s.expiresAt > now);
    for (let i = 0; i < live.length; i += POST_BATCH) {
      const batch = live.slice(i, i + POST_BATCH);
      const results = await Promise.allSettled(
        batch.map((s) => send(s.connectionId, { type: 'event', channel, event, payload })),
      );
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
    cursor = page.cursor;
  } while (cursor);
  return totals;
}

/**
 * Pushes one event each to many channels (a notification to each of its recipients): the
 * channels' presence is read first, 100 a request, and only those someone may be listening on are
 * fanned out to, side by side.
 */
export async function fanOutMany(
  deliveries: Array<{ channel: string; event: RealtimeEventName; payload: unknown }>,
): Promise<{ channels: number; live: number; delivered: number; gone: number; failed: number }> {
  const now = Math.floor(Date.now() / 1000);
  const present = await batchGetMany(
    [...new Set(deliveries.map((d) => d.channel))].map((channel) => ChannelPresence.batch({ channel })),
  );
  const live = new Set(present.filter((p) => p.until > now).map((p) => p.channel));
  const totals = { channels: deliveries.length, live: 0, delivered: 0, gone: 0, failed: 0 };
  await Promise.all(
    deliveries
      .filter((d) => live.has(d.channel))
      .map(async ({ channel, event, payload }) => {
        totals.live++;
        const done = await fanOut(channel, event, payload);
        totals.delivered += done.delivered;
        totals.gone += done.gone;
        totals.failed += done.failed;
      }),
  );
  return totals;
}
