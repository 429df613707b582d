/**
 * What the public-company aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { imageIsWhole, sniffImage } from './logo-image.js';
export type { ImageType } from './logo-image.js';
export { logoUrl } from './logo.js';
export {
  PublicProfile,
  listDirectory,
  listDirectoryByPrefix,
  profileByPublicId,
  requireProfile,
} from './public-company.entity.js';
export type { PublicProfileItem } from './public-company.entity.js';
export { newProfileTx, placeOf, profileFacts } from './public-company.service.js';
export { listPublicContacts } from './public-contact.entity.js';
export { newContactTx, view as publicContactView } from './public-contact.service.js';
export { PublicLocation, listPublicLocations } from './public-location.entity.js';
export { newLocationTx } from './public-location.service.js';
export { update as updatePublicProfile } from './public-company.service.js';
