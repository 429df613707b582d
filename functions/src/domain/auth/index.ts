/**
 * What the auth aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { sendInvitation } from './invitation.service.js';
export { sortNameOf } from './sign-up.js';
export { mfaEnabledFor } from './security.service.js';
