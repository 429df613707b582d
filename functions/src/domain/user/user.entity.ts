import { Entity } from 'electrodb';
import { entityConfig } from '../../data/client.js';

/** A person who signs in; `userId` is the Cognito `sub`. */
export const UserEntity = () =>
  new Entity(
    {
      model: { entity: 'user', version: '1', service: 'polyloop' },
      attributes: {
        tenantId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        authorities: { type: 'set', items: 'string', required: true },
        functionalRoles: { type: 'set', items: 'string' },
        archived: { type: 'boolean', required: true, default: false },
        invitedDate: { type: 'string' },
        lastSigninDate: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        // listUsersOfTenant: a company's users
        byTenant: { pk: { field: 'pk', composite: ['tenantId'] }, sk: { field: 'sk', composite: ['userId'] } },
        // getUserByEmail: e-mail addresses are unique across the product
        byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
      },
    },
    entityConfig(),
  );
