import { Entity } from 'electrodb';
import { entityConfig } from '../../data/client.js';

/** How many items of one kind a tenant has; maintained from the table stream, read by list pages. */
export const CounterEntity = () =>
  new Entity(
    {
      model: { entity: 'counter', version: '1', service: 'polyloop' },
      attributes: {
        tenantId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        // getCounter: one tenant's count of one kind
        byName: { pk: { field: 'pk', composite: ['tenantId'] }, sk: { field: 'sk', composite: ['name'] } },
      },
    },
    entityConfig(),
  );
