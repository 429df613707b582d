import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { Account, SessionStart, SessionTokens } from '../../identity/account.js';
import { Billing } from '../../plans.js';

/** What every identity route is unless it says otherwise. */
export const IDENTITY_DEFAULTS = { tags: ['Identity'], auth: 'user' } as const;

/**
 * The identity routes the app's frame calls before any page (the session, the account and the
 * company's plan), declared here and part of `IdentityRoutes` (identity.ts) like any other. The
 * web frame takes them from `FrameRoutes` so its first script does not carry the schemas of the
 * rest of the identity context (onboarding, administration, users, places).
 */
export const frameSpecs = {
  startSession: {
    method: 'POST',
    path: '/api/auth/session',
    auth: 'public',
    summary:
      'Keeps the refresh token of a sign-in in an httpOnly cookie and answers fresh tokens; needs the x-polyloop-csrf header.',
    body: SessionStart,
    response: SessionTokens,
  },
  refreshSession: {
    method: 'POST',
    path: '/api/auth/refresh',
    auth: 'public',
    summary: 'Fresh id and access tokens for the session cookie; needs the x-polyloop-csrf header.',
    response: SessionTokens,
  },
  endSession: {
    method: 'POST',
    path: '/api/auth/sign-out',
    auth: 'public',
    summary:
      'Revokes the session cookie’s refresh token and clears the cookie; needs the x-polyloop-csrf header.',
    response: z.void(),
    status: 204,
  },

  getAccount: {
    method: 'GET',
    path: '/api/account',
    summary: 'The signed-in user, their company and what they may do.',
    response: Account,
  },
  getBilling: {
    method: 'GET',
    path: '/api/my-company/billing',
    tags: ['Billing'],
    auth: 'member',
    permission: 'DASHBOARD_READ',
    summary: "The company's subscription.",
    response: Billing,
  },
} as const;

export const FrameRoutes = defineRoutes('identity', IDENTITY_DEFAULTS, frameSpecs);
