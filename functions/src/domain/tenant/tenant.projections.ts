import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from tenants. */
export const projections: Projection[] = [
  domainEvents('tenant', () => import('./tenant.events.js').then((m) => m.tenantEvents)),
];
