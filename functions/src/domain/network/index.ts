/**
 * What the network aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { NetworkExpiryMark, listNetworkExpiringOn } from './network-expiry.entity.js';
export { newNetworkId } from './network-id.js';
export { linkedPartner, linkedTenant, myEnabledProfile, myProfile, partyOf } from './parties.js';
export type { Partner } from './parties.js';
export { placeOf, placeOfLocation } from './place.js';
export { checkWeight } from './weight.js';
