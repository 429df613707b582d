import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** An open WebSocket connection and whose it is (from the token verified on $connect). */
export const Connection = defineEntity({
  name: 'connection',
  schema: z.object({
    connectionId: z.string(),
    userId: z.string(),
    tenantId: z.string().optional(),
    connectedAt: z.string(),
    expiresAt: z.number().int(),
    /** How many channels it listens on: moved by subscribe and unsubscribe, capped (MAX_SUBSCRIPTIONS). */
    subscriptions: z.number().int().default(0),
  }),
  indexes: {
    // Connection.get: one connection by id; Connection.update counts its subscriptions
    byId: { pk: ['connectionId'], sk: [] },
  },
});

/** One connection's interest in one channel. */
export const Subscription = defineEntity({
  name: 'subscription',
  schema: z.object({
    channel: z.string(),
    connectionId: z.string(),
    userId: z.string(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // pageConnectionsOfChannel: the fan-out's page-by-page query
    byChannel: { pk: ['channel'], sk: ['connectionId'] },
    // listChannelsOfConnection: what to remove when a connection goes away
    byConnection: { index: 'gsi1', pk: ['connectionId'], sk: ['channel'] },
  },
});
export type SubscriptionItem = z.infer<typeof Subscription.schema>;

/** The channels a connection holds, to remove when it goes away. */
export const listChannelsOfConnection = (connectionId: string) =>
  Subscription.queryAll('byConnection', { connectionId });

/** One page of a channel's subscribed connections (the fan-out reads page by page). */
export const pageConnectionsOfChannel = (channel: string, page: { cursor: string | null; limit: number }) =>
  Subscription.query('byChannel', { channel }, page);

/**
 * Until when a channel may have subscribers: the latest expiry of the connections that subscribed
 * to it. Unsubscribing leaves it (a stale "maybe" costs one Query); a fan-out to many channels
 * reads these first, 100 a request, and queries only the channels someone may be listening on.
 */
export const ChannelPresence = defineEntity({
  name: 'channel-presence',
  schema: z.object({ channel: z.string(), until: z.number().int() }),
  indexes: {
    // ChannelPresence.batch (the fan-out to many channels), ChannelPresence.update (subscribe)
    byChannel: { pk: ['channel'], sk: [] },
  },
});
