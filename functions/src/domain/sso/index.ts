/**
 * What the single sign-on aggregate offers the others: every import from another aggregate's
 * folder comes through this file (eslint.config.js holds them to it).
 */
export { FederationRefused, federatedMember, providerNameOf } from './sso.service.js';
