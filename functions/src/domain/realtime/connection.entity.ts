import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/** An open WebSocket connection and whose it is (from the token verified on $connect). */
export const Connection = defineEntity({
  name: 'connection',
  version: 1,
  schema: z.object({
    connectionId: z.string(),
    userId: z.string(),
    tenantId: z.string().optional(),
    connectedAt: z.string(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // getConnection: one connection by id
    byId: { pk: ['connectionId'], sk: [] },
  },
});

/** One connection's interest in one channel. */
export const Subscription = defineEntity({
  name: 'subscription',
  version: 1,
  schema: z.object({ channel: z.string(), connectionId: z.string(), userId: z.string(), expiresAt: z.number().int() }),
  indexes: {
    // listConnectionsOfChannel: the fan-out's page-by-page query
    byChannel: { pk: ['channel'], sk: ['connectionId'] },
    // listChannelsOfConnection: what to remove when a connection goes away
    byConnection: { index: 'gsi1', pk: ['connectionId'], sk: ['channel'] },
  },
});
