/**
 * What the network-offer aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { NetworkOfferEntity, sharedPartitionOf } from './network-offer.entity.js';
export type { NetworkOfferItem } from './network-offer.entity.js';
export { OfferEvents } from './offer.events.js';
export { negotiationStep, newOfferTx, proposalOf, view } from './offer.records.js';
export { partnerInCrm } from './partner.js';
