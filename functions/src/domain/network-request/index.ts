/**
 * What the network-request aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { NetworkRequestEntity, sharedRequestPartitionOf } from './network-request.entity.js';
export { countRequestsOfLane, pageRequestsOfLane } from './network-request.entity.js';
export type { NetworkRequestItem } from './network-request.entity.js';
export { RequestEvents } from './request.events.js';
export { bothSides, view } from './request.service.js';
