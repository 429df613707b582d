import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { creation, deletion, pagedList } from '../kinds.js';
import {
  Account,
  AccountPatch,
  EmailOnly,
  RankInput,
  ResetPasswordInput,
  SavedView,
  SavedViewInput,
  SavedViewType,
  SignUpInput,
  VerifyEmailInput,
} from '../../identity/account.js';
import { OnboardingInput, OnboardingResult } from '../../identity/onboarding.js';
import { PlaceDetails, PlacePrediction } from '../../identity/address.js';
import { AccessRequestInput, AccessRequestResult, Policy, PolicyName } from '../../identity/platform.js';
import { TenantSettings } from '../../identity/admin.js';
import { PersonOption } from '../../primitives.js';
import { CompanyUser, CompanyUserFilter, CompanyUserQuery } from '../../identity/users.js';
import { frameSpecs, IDENTITY_DEFAULTS } from './frame.js';

const Accepted = z.object({ message: z.string() });
export const UserOption = PersonOption;

const access = {
  method: 'POST',
  tags: ['Access requests'],
  body: AccessRequestInput.optional(),
  response: AccessRequestResult,
  status: 201,
} as const;

export const IdentityRoutes = defineRoutes('identity', IDENTITY_DEFAULTS, {
  // Sign-up and password recovery: public, answered the same whether or not the address is known.
  signUp: creation(Accepted, {
    path: '/api/auth/sign-up',
    auth: 'public',
    summary: 'Creates an account and e-mails a 6-digit verification code.',
    body: SignUpInput,
  }),
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify',
    auth: 'public',
    summary: 'Confirms the e-mail address with the code; the account can then sign in.',
    body: VerifyEmailInput,
    response: Accepted,
  },
  resendCode: {
    method: 'POST',
    path: '/api/auth/resend-code',
    auth: 'public',
    summary: 'Sends a new verification code.',
    body: EmailOnly,
    response: Accepted,
    status: 202,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    summary: 'E-mails a code to reset the password.',
    body: EmailOnly,
    response: Accepted,
    status: 202,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    summary: 'Sets a new password with the e-mailed code (also how invited users choose theirs).',
    body: ResetPasswordInput,
    response: Accepted,
  },

  // The browser's session: the refresh token in an httpOnly cookie, every call with the CSRF header.
  startSession: frameSpecs.startSession,
  refreshSession: frameSpecs.refreshSession,
  endSession: frameSpecs.endSession,

  getAccount: frameSpecs.getAccount,
  updateAccount: {
    method: 'PATCH',
    path: '/api/account',
    summary: "Changes the signed-in user's name and phone.",
    body: AccountPatch,
    response: Account,
  },
  listViews: {
    method: 'GET',
    path: '/api/account/views/type',
    summary: 'Saved views of one list, in rank order.',
    query: z.object({ type: SavedViewType }),
    response: z.array(SavedView),
  },
  createView: creation(SavedView, {
    path: '/api/account/views',
    summary: 'Saves a view (ranked last).',
    body: SavedViewInput,
  }),
  deleteView: deletion({
    path: '/api/account/views/{id}',
    summary: 'Deletes a saved view.',
    params: P.id,
  }),
  rankView: {
    method: 'POST',
    path: '/api/account/views/{id}/rank',
    summary: 'Moves a view between two neighbours.',
    params: P.id,
    body: RankInput,
    response: SavedView,
  },

  onboard: creation(OnboardingResult, {
    path: '/api/admin/onboard',
    summary: "Creates the signed-in user's company with its settings, profile and invitations, atomically.",
    body: OnboardingInput,
  }),

  autocompletePlaces: {
    method: 'GET',
    path: '/api/places/autocomplete',
    tags: ['Places'],
    summary: 'Address suggestions in the US and Canada.',
    query: z.object({ q: z.string().trim().min(1).max(200) }),
    response: z.array(PlacePrediction),
  },
  getPlace: {
    method: 'GET',
    path: '/api/places/{placeId}',
    tags: ['Places'],
    summary: 'The details of a chosen suggestion.',
    params: z.object({ placeId: z.string().min(1).max(300) }),
    response: PlaceDetails,
  },

  latestPolicies: {
    method: 'GET',
    path: '/api/admin/policies/latest',
    tags: ['Policies'],
    summary: 'The versions of the policies in force.',
    response: z.array(Policy),
  },
  acceptedPolicies: {
    method: 'GET',
    path: '/api/admin/policies/accepted',
    tags: ['Policies'],
    summary: 'The versions the signed-in user has accepted.',
    response: z.array(Policy),
  },
  acceptPolicies: {
    method: 'POST',
    path: '/api/admin/policies/accept',
    tags: ['Policies'],
    summary: 'Records acceptance of the given versions (each must be in force).',
    body: z.array(Policy).min(1).max(PolicyName.options.length),
    response: z.array(Policy),
  },

  getSettings: {
    method: 'GET',
    path: '/api/my-company/settings',
    tags: ['My company'],
    auth: 'member',
    permission: 'DASHBOARD_READ',
    summary: "The company's settings.",
    response: TenantSettings,
  },
  getBilling: frameSpecs.getBilling,
  userOptions: {
    method: 'GET',
    path: '/api/users/options',
    tags: ['Users'],
    auth: 'member',
    permission: 'COMPANY_READ',
    summary: 'Active colleagues by first name (for representatives and mentions), 100 at most.',
    query: z.object({ q: z.string().trim().max(60).optional() }),
    response: z.array(UserOption),
  },
  listCompanyUsers: pagedList(CompanyUser, {
    path: '/api/users',
    tags: ['Users'],
    auth: 'member',
    permission: 'COMPANY_READ',
    summary:
      'My company’s active users by first name, by words (name or e-mail) and job, as every member reads them (no administration fields).',
    query: CompanyUserQuery,
  }),
  countCompanyUsers: {
    method: 'GET',
    path: '/api/users/count',
    tags: ['Users'],
    auth: 'member',
    permission: 'COMPANY_READ',
    summary: 'How many active users of my company the same filters find.',
    query: CompanyUserFilter,
    response: z.number().int().min(0),
  },

  // Requests to the platform team for gated capabilities (spec part 3 §7.9).
  requestAuctionAccess: {
    ...access,
    auth: 'member',
    path: '/api/network/auctions/request-access',
    summary: 'Asks the platform to approve private auctions (kind PRIVATE_AUCTION).',
  },
  requestPublicRequestAccess: {
    ...access,
    auth: 'member',
    path: '/api/network/public-requests/request-access',
    summary:
      'Asks the platform to approve public requests (kind PUBLIC_REQUEST), or reverse auctions with reverseAuction=true (kind REVERSE_AUCTION).',
    query: z.object({ reverseAuction: z.enum(['true', 'false']).optional() }),
  },
  requestPublicOfferAccess: {
    ...access,
    auth: 'member',
    path: '/api/network/public-offers/request-access',
    summary: 'Asks the platform to approve public offers (kind PUBLIC_OFFER).',
  },
  equipmentListingInterest: {
    ...access,
    auth: 'member',
    path: '/api/network/public-offers/equipment-listing-interest',
    summary: 'Registers interest in listing equipment (kind EQUIPMENT_LISTING).',
  },
});
