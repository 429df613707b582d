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
 * The kinds of channel a connection may subscribe to, and who reads each (`canRead` in
 * functions/src/domain/realtime decides):
 * - `user.{userId}`: one user's notifications, drafts and freight quotes;
 * - `tenant.{tenantId}`: everyone of one company;
 * - `network.{id}`: one auction, offer or request, for its parties;
 * - `request-bids.{id}`: a reverse auction's bids, for its company and the companies linked with it;
 * - `public-requests`: public request changes, for every signed-in user;
 * - `public-offers`: public offer changes (one published, changed, closed, an offer made on it), likewise.
 * A kind `withId` is named `{kind}.{id}`; the others are the whole name. A `private` kind is read
 * by some companies only, so the cross-company sweep tries each from another company.
 */
export const CHANNEL_KINDS = {
  user: { withId: true, readers: 'private' },
  tenant: { withId: true, readers: 'private' },
  network: { withId: true, readers: 'private' },
  'request-bids': { withId: true, readers: 'private' },
  'public-requests': { withId: false, readers: 'every company' },
  'public-offers': { withId: false, readers: 'every company' },
} as const satisfies Record<string, { withId: boolean; readers: 'private' | 'every company' }>;
export type ChannelKind = keyof typeof CHANNEL_KINDS;

const kindsWith = (withId: boolean) =>
  Object.entries(CHANNEL_KINDS)
    .filter(([, kind]) => kind.withId === withId)
    .map(([name]) => name)
    .join('|');

export const Channel = z
  .string()
  .max(200)
  .regex(new RegExp(`^(${kindsWith(true)})\\.[A-Za-z0-9_-]+$|^(${kindsWith(false)})$`), 'Unknown channel');
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
