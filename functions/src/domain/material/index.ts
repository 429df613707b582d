/**
 * What the material aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { CompanyMaterial, associationsOfMaterial } from './company-material.entity.js';
export { datasheetRows } from './datasheet.js';
export { MaterialItem } from './material.entity.js';
export { starterMaterialsTx } from './material.service.js';
export { get as getMaterial } from './material.service.js';
