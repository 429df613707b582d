/**
 * What the buy-profile aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { BuyProfile } from './buy-profile.entity.js';
export { createTx as createBuyProfileTx, newProfile as newBuyProfile } from './buy-profile.service.js';
