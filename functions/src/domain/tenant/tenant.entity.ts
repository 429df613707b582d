import { Entity } from 'electrodb';
import { entityConfig } from '../../data/client.js';

/** A company using the product: every user and every Core record belongs to exactly one. */
export const TenantEntity = () =>
  new Entity(
    {
      model: { entity: 'tenant', version: '1', service: 'polyloop' },
      attributes: {
        tenantId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        shortCode: { type: 'string', required: true },
        website: { type: 'string' },
        city: { type: 'string' },
        stateProvince: { type: 'string' },
        country: { type: 'string' },
        createdAt: { type: 'string', required: true },
        onboardedAt: { type: 'string' },
      },
      indexes: {
        // getTenant: one company by id
        byId: { pk: { field: 'pk', composite: ['tenantId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    entityConfig(),
  );
