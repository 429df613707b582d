import { Entity } from 'electrodb';
import { entityConfig } from '../../data/client.js';

/** An open WebSocket connection and whose it is (from the token verified on $connect). */
export const ConnectionEntity = () =>
  new Entity(
    {
      model: { entity: 'connection', version: '1', service: 'polyloop' },
      attributes: {
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        tenantId: { type: 'string' },
        connectedAt: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        // getConnection: one connection by id
        byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    entityConfig(),
  );

/** One connection's interest in one channel. */
export const SubscriptionEntity = () =>
  new Entity(
    {
      model: { entity: 'subscription', version: '1', service: 'polyloop' },
      attributes: {
        channel: { type: 'string', required: true },
        connectionId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        // listConnectionsOfChannel: the fan-out's page-by-page query
        byChannel: { pk: { field: 'pk', composite: ['channel'] }, sk: { field: 'sk', composite: ['connectionId'] } },
        // listChannelsOfConnection: what to remove when a connection goes away
        byConnection: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['connectionId'] },
          sk: { field: 'gsi1sk', composite: ['channel'] },
        },
      },
    },
    entityConfig(),
  );
