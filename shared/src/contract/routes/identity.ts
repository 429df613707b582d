import * as z from 'zod';
import { defineRoute } from '../define.js';
import { Account, AccountPatch, EmailOnly, RankInput, ResetPasswordInput, SavedView, SavedViewInput, SavedViewType, SignUpInput, VerifyEmailInput } from '../../identity/account.js';
import { OnboardingInput, OnboardingResult } from '../../identity/onboarding.js';
import { PlaceDetails, PlacePrediction } from '../../identity/address.js';
import { AccessKind, AccessRequestInput, AccessRequestResult, Policy } from '../../identity/platform.js';
import { TenantSettings } from '../../identity/admin.js';
import { Billing } from '../../plans.js';

const Accepted = z.object({ message: z.string() });
const tags = ['Identity'];

// Sign-up and password recovery: public, answered the same whether or not the address is known.
export const signUp = defineRoute({ id: 'signUp', method: 'POST', path: '/api/auth/sign-up', context: 'identity', tags, auth: 'public', summary: 'Creates an account and e-mails a 6-digit verification code.', body: SignUpInput, response: Accepted, status: 201 });
export const verifyEmail = defineRoute({ id: 'verifyEmail', method: 'POST', path: '/api/auth/verify', context: 'identity', tags, auth: 'public', summary: 'Confirms the e-mail address with the code; the account can then sign in.', body: VerifyEmailInput, response: Accepted });
export const resendCode = defineRoute({ id: 'resendCode', method: 'POST', path: '/api/auth/resend-code', context: 'identity', tags, auth: 'public', summary: 'Sends a new verification code.', body: EmailOnly, response: Accepted, status: 202 });
export const forgotPassword = defineRoute({ id: 'forgotPassword', method: 'POST', path: '/api/auth/forgot-password', context: 'identity', tags, auth: 'public', summary: 'E-mails a code to reset the password.', body: EmailOnly, response: Accepted, status: 202 });
export const resetPassword = defineRoute({ id: 'resetPassword', method: 'POST', path: '/api/auth/reset-password', context: 'identity', tags, auth: 'public', summary: 'Sets a new password with the e-mailed code (also how invited users choose theirs).', body: ResetPasswordInput, response: Accepted });

export const getAccount = defineRoute({ id: 'getAccount', method: 'GET', path: '/api/account', context: 'identity', tags, auth: 'user', summary: 'The signed-in user, their company and what they may do.', response: Account });
export const updateAccount = defineRoute({ id: 'updateAccount', method: 'PATCH', path: '/api/account', context: 'identity', tags, auth: 'user', summary: 'Changes the signed-in user\'s name.', body: AccountPatch, response: Account });

const ViewId = z.object({ id: z.string().min(1).max(64) });
export const listViews = defineRoute({ id: 'listViews', method: 'GET', path: '/api/account/views/type', context: 'identity', tags, auth: 'user', summary: 'Saved views of one list, in rank order.', query: z.object({ type: SavedViewType }), response: z.array(SavedView) });
export const createView = defineRoute({ id: 'createView', method: 'POST', path: '/api/account/views', context: 'identity', tags, auth: 'user', summary: 'Saves a view (ranked last).', body: SavedViewInput, response: SavedView, status: 201 });
export const deleteView = defineRoute({ id: 'deleteView', method: 'DELETE', path: '/api/account/views/{id}', context: 'identity', tags, auth: 'user', summary: 'Deletes a saved view.', params: ViewId, response: z.void(), status: 204 });
export const rankView = defineRoute({ id: 'rankView', method: 'POST', path: '/api/account/views/{id}/rank', context: 'identity', tags, auth: 'user', summary: 'Moves a view between two neighbours.', params: ViewId, body: RankInput, response: SavedView });

export const onboard = defineRoute({ id: 'onboard', method: 'POST', path: '/api/admin/onboard', context: 'identity', tags, auth: 'user', summary: 'Creates the signed-in user\'s company with its settings, profile and invitations, atomically.', body: OnboardingInput, response: OnboardingResult, status: 201 });

export const autocompletePlaces = defineRoute({ id: 'autocompletePlaces', method: 'GET', path: '/api/places/autocomplete', context: 'identity', tags: ['Places'], auth: 'user', summary: 'Address suggestions in the US and Canada.', query: z.object({ q: z.string().trim().min(1).max(200) }), response: z.array(PlacePrediction) });
export const getPlace = defineRoute({ id: 'getPlace', method: 'GET', path: '/api/places/{placeId}', context: 'identity', tags: ['Places'], auth: 'user', summary: 'The details of a chosen suggestion.', params: z.object({ placeId: z.string().min(1).max(300) }), response: PlaceDetails });

export const latestPolicies = defineRoute({ id: 'latestPolicies', method: 'GET', path: '/api/admin/policies/latest', context: 'identity', tags: ['Policies'], auth: 'user', summary: 'The versions of the policies in force.', response: z.array(Policy) });
export const acceptedPolicies = defineRoute({ id: 'acceptedPolicies', method: 'GET', path: '/api/admin/policies/accepted', context: 'identity', tags: ['Policies'], auth: 'user', summary: 'The versions the signed-in user has accepted.', response: z.array(Policy) });
export const acceptPolicies = defineRoute({ id: 'acceptPolicies', method: 'POST', path: '/api/admin/policies/accept', context: 'identity', tags: ['Policies'], auth: 'user', summary: 'Records acceptance of the given versions (each must be in force).', body: z.array(Policy).min(1), response: z.array(Policy) });

export const getSettings = defineRoute({ id: 'getSettings', method: 'GET', path: '/api/my-company/settings', context: 'identity', tags: ['My company'], auth: 'user', permission: 'DASHBOARD_READ', summary: 'The company\'s settings.', response: TenantSettings });
export const getBilling = defineRoute({ id: 'getBilling', method: 'GET', path: '/api/my-company/billing', context: 'identity', tags: ['Billing'], auth: 'user', permission: 'DASHBOARD_READ', summary: 'The company\'s subscription.', response: Billing });

export const UserOption = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });
export const userOptions = defineRoute({ id: 'userOptions', method: 'GET', path: '/api/users/options', context: 'identity', tags: ['Users'], auth: 'user', permission: 'COMPANY_READ', summary: 'Active colleagues by first name (for representatives and mentions), 100 at most.', query: z.object({ q: z.string().trim().max(60).optional() }), response: z.array(UserOption) });

const accessRoute = (id: string, path: `/api/${string}`, kind: z.infer<typeof AccessKind>, summary: string, query?: z.ZodObject) =>
  defineRoute({ id, method: 'POST', path, context: 'identity', tags: ['Access requests'], auth: 'user', summary: `${summary} (kind ${kind}). Needs an onboarded company.`, body: AccessRequestInput.optional(), query, response: AccessRequestResult, status: 201 });
export const requestAuctionAccess = accessRoute('requestAuctionAccess', '/api/network/auctions/request-access', 'PRIVATE_AUCTION', 'Asks the platform to approve private auctions');
export const requestPublicRequestAccess = accessRoute('requestPublicRequestAccess', '/api/network/public-requests/request-access', 'PUBLIC_REQUEST', 'Asks the platform to approve public requests, or reverse auctions with reverseAuction=true', z.object({ reverseAuction: z.enum(['true', 'false']).optional() }));
export const requestPublicOfferAccess = accessRoute('requestPublicOfferAccess', '/api/network/public-offers/request-access', 'PUBLIC_OFFER', 'Asks the platform to approve public offers');
export const equipmentListingInterest = accessRoute('equipmentListingInterest', '/api/network/public-offers/equipment-listing-interest', 'EQUIPMENT_LISTING', 'Registers interest in listing equipment');

export const identityRoutes = [
  signUp, verifyEmail, resendCode, forgotPassword, resetPassword, getAccount, updateAccount, listViews, createView, deleteView, rankView, onboard,
  autocompletePlaces, getPlace, latestPolicies, acceptedPolicies, acceptPolicies, getSettings, getBilling, userOptions,
  requestAuctionAccess, requestPublicRequestAccess, requestPublicOfferAccess, equipmentListingInterest,
];
