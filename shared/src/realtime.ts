import * as z from 'zod';

/** Event names pushed to browsers (DESIGN.md §6, spec part 3 §7.3). */
export const RealtimeEventName = z.enum([
  'notification',
  'draft',
  'freight-quote',
  'auction-changed',
  'bids-changed',
  'offer-changed',
  'comment-changed',
  'comment-created',
  'request-changed',
  'bid-created',
  'bid-changed',
  'ping',
]);
export type RealtimeEventName = z.infer<typeof RealtimeEventName>;

/**
 * Channels a connection may subscribe to:
 * - `user.{userId}`: one user's notifications, drafts and freight quotes;
 * - `tenant.{tenantId}`: everyone of one company;
 * - `network.{id}`: one auction, offer or request, for its parties;
 * - `public-requests`: public request changes, for every signed-in user;
 * - `public-offers`: public offer changes (one published, changed, closed, an offer made on it), likewise.
 */
export const Channel = z
  .string()
  .max(200)
  .regex(
    /^(user|tenant|network|request-bids)\.[A-Za-z0-9_-]+$|^public-(requests|offers)$/,
    'Unknown channel',
  );
export type Channel = z.infer<typeof Channel>;

export const userChannel = (userId: string) => `user.${userId}`;
export const tenantChannel = (tenantId: string) => `tenant.${tenantId}`;

/** What the browser sends over the socket (API Gateway routes on `action`). */
export const ClientMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), channel: Channel }),
  z.object({ action: z.literal('unsubscribe'), channel: Channel }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** What the server pushes. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  z.object({ type: z.literal('error'), channel: z.string().optional(), message: z.string() }),
  z.object({ type: z.literal('event'), channel: z.string(), event: RealtimeEventName, payload: z.unknown() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
