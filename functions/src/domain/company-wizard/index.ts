/**
 * What the company-wizard aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { create as createCompany, sameNamed as sameNamedCompanies } from './company-wizard.service.js';
