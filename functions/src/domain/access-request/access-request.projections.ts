import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from access requests. */
export const projections: Projection[] = [
  domainEvents('access-request', () =>
    import('./access-request.events.js').then((m) => m.accessRequestEvents),
  ),
];
