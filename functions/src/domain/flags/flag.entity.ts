import { Entity } from 'electrodb';
import { entityConfig } from '../../data/client.js';

/** A platform-wide feature flag. All flags live in one partition, read with one Query. */
export const FlagEntity = () =>
  new Entity(
    {
      model: { entity: 'flag', version: '1', service: 'polyloop' },
      attributes: {
        name: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true },
        updatedAt: { type: 'string', required: true },
        updatedBy: { type: 'string' },
      },
      indexes: {
        // listFlags: every flag
        all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['name'] } },
      },
    },
    entityConfig(),
  );
