import * as z from 'zod';
import {
  Authority,
  FunctionalRole,
  Permission,
  PublishingPermissions,
  SubscriptionTier,
} from '../permissions.js';
import { JsonObject } from '../bounds.js';
import { clearable } from '../contract/clearable.js';
import { Email, PersonName, Phone } from '../primitives.js';

export { Email, PersonName } from '../primitives.js';

/** The user pool's policy (infra/aws/constructs/auth.ts), checked before Cognito sees it. */
export const Password = z
  .string()
  .min(12, 'Password must be at least 12 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/[0-9]/, 'Password must contain a number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a symbol');
/** Six digits, e-mailed. */
export const VerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail');

export const SignUpInput = z.object({
  email: Email,
  password: Password,
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
});
export const VerifyEmailInput = z.object({ email: Email, code: VerificationCode });
export const EmailOnly = z.object({ email: Email });
export const ResetPasswordInput = z.object({ email: Email, code: VerificationCode, password: Password });

/**
 * The browser's session (spec: tokens stay out of the page's storage). A sign-in hands its refresh
 * token over once; from then on it lives in an httpOnly cookie only the token endpoint reads, and
 * the page keeps the short-lived id and access tokens in memory.
 */
export const SessionStart = z.object({ refreshToken: z.string().min(1).max(4096) });
/** Fresh id and access tokens; `expiresIn` in seconds, so the browser's clock does not matter. */
export const SessionTokens = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;
/** The header every call to the token endpoint carries: a page of another site cannot send it without the API's leave. */
export const SESSION_CSRF_HEADER = 'x-polyloop-csrf';

/** The signed-in user, as `GET /api/account` answers. */
export const Account = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Ten digits and an optional `;ext=`; what the person's offers, bids and requests start with as their contact phone. */
  phone: z.string().nullable(),
  authorities: z.array(Authority),
  functionalRoles: z.array(FunctionalRole),
  tenantId: z.string().nullable(),
  companyName: z.string().nullable(),
  onboarded: z.boolean(),
  invitedDate: z.string().nullable(),
  lastSigninDate: z.string().nullable(),
  archived: z.boolean(),
  /** Identifies the user to the support chat widget without exposing the e-mail. */
  supportHash: z.string(),
  permissions: z.array(Permission),
  effectiveTier: SubscriptionTier,
  publishing: PublishingPermissions,
  /** The company requires two-step sign-in and this person has not set it up: the app leads them to its setup. */
  mfaSetupRequired: z.boolean().default(false),
});
export type Account = z.infer<typeof Account>;

/** A phone sent as null, or blank, clears it. */
export const AccountPatch = clearable(
  z
    .object({
      firstName: PersonName('First name'),
      lastName: PersonName('Last name'),
      phone: z.union([z.literal(''), Phone]),
    })
    .partial(),
  { keep: ['firstName', 'lastName'] },
);

export const SavedViewType = z.enum([
  'HAVES',
  'NEEDS',
  'COMPANIES',
  'ORDERS',
  'SHIPMENTS',
  'MATERIALS',
  'FINANCIALS',
  'INVENTORY',
  'MATCHES',
  'REPORTS',
]);
export const SavedView = z.object({
  id: z.string(),
  type: SavedViewType,
  name: z.string(),
  /** Filters, sort and columns as the list page serialises them. */
  state: z.record(z.string(), z.unknown()),
  rank: z.string(),
  createdDate: z.string(),
});
export type SavedView = z.infer<typeof SavedView>;
export const SavedViewInput = z.object({
  type: SavedViewType,
  name: z.string().trim().min(1, 'Name is required').max(60),
  state: JsonObject,
});
/** Move a view between two neighbours (either may be absent at the ends). */
export const RankInput = z.object({
  lowerId: z.string().max(64).optional(),
  upperId: z.string().max(64).optional(),
});
