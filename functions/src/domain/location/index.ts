/**
 * What the location aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export {
  Location,
  RemitTo,
  listLocationsOfCompany,
  pageActiveLocationsOfTenant,
  pageLocationsOfCompany,
} from './location.entity.js';
export type { LocationItem } from './location.entity.js';
export { createTx as createLocationTx, newLocation } from './location.records.js';
