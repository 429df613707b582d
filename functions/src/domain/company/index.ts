/**
 * What the company aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { companyListItems, companyOf, materialCountTx, setLastTouchpoint } from './company-lookup.js';
export { companyCounterName, companyCounterTx } from './company.counters.js';
export { Company, headquartersOf, pageCompaniesByNamePrefix } from './company.entity.js';
export type { CompanyItem } from './company.entity.js';
export { checkRepresentatives, checkTags, load, present, view } from './company.service.js';
export { nameKey, normalizeName } from './normalize.js';
export { ownCompanyTx } from './own-company.js';
export { create as createLocation } from './location.service.js';
