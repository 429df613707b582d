import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { pagedList } from '../kinds.js';
import {
  AccountSecurity,
  CompanySecurity,
  MfaConfirm,
  MfaDisable,
  MfaSetup,
  MfaSetupStart,
  SignInRecord,
  SignOutEverywhere,
} from '../../identity/security.js';
import { PageQuery } from '../define.js';

/**
 * Account security, served by the identity function: two-step sign-in with an authenticator app,
 * signing out of every device, the person's sign-in history, and the company's rule that everyone
 * signs in with two steps.
 */
export const SecurityRoutes = defineRoutes(
  'identity',
  { tags: ['Account security'], auth: 'user' },
  {
    getAccountSecurity: {
      method: 'GET',
      path: '/api/account/security',
      summary:
        'Whether two-step sign-in is on for the signed-in user, and whether their company requires it.',
      response: AccountSecurity,
    },
    startMfaSetup: {
      method: 'POST',
      path: '/api/account/security/mfa/setup',
      summary:
        'A new secret for an authenticator app (Cognito AssociateSoftwareToken with the caller’s own access token); nothing changes until a code confirms it.',
      body: MfaSetupStart,
      response: MfaSetup,
    },
    confirmMfaSetup: {
      method: 'POST',
      path: '/api/account/security/mfa/confirm',
      summary: 'Turns two-step sign-in on once a code from the authenticator app matches the new secret.',
      body: MfaConfirm,
      response: AccountSecurity,
    },
    disableMfa: {
      method: 'POST',
      path: '/api/account/security/mfa/disable',
      summary: 'Turns two-step sign-in off; refused with 409 while the company requires it.',
      body: MfaDisable,
      response: AccountSecurity,
    },
    listSignIns: pagedList(SignInRecord, {
      path: '/api/account/security/sign-ins',
      summary: 'The signed-in user’s own sign-ins, newest first.',
      query: PageQuery,
    }),
    signOutEverywhere: {
      method: 'POST',
      path: '/api/auth/sign-out-everywhere',
      summary:
        'Signs the user out of every device (Cognito GlobalSignOut with their own access token): every session’s next refresh is refused, this one’s cookie is cleared.',
      body: SignOutEverywhere,
      response: z.void(),
      status: 204,
    },
    getCompanySecurity: {
      method: 'GET',
      path: '/api/admin/security',
      auth: 'member',
      authority: 'ROLE_USER_ADMIN',
      permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
      summary: 'Whether the company requires two-step sign-in of everyone.',
      response: CompanySecurity,
    },
    updateCompanySecurity: {
      method: 'PUT',
      path: '/api/admin/security',
      auth: 'member',
      authority: 'ROLE_USER_ADMIN',
      permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
      summary: 'Requires two-step sign-in of everyone in the company, or stops requiring it.',
      body: CompanySecurity,
      response: CompanySecurity,
    },
  },
);
