import * as z from 'zod';
import { defineRoute } from '../define.js';
import {
  AdminUser,
  AdminUsersPage,
  Integration,
  InviteUserInput,
  OrganizationPatch,
  PublicCompany,
  PublicCompanyInput,
  PublicCompanyPatch,
  PublicContact,
  PublicContactInput,
  PublicLocation,
  PublicLocationInput,
  TenantSettings,
  UpdateUserInput,
} from '../../identity/admin.js';
import { BillingInquiry, Policy } from '../../identity/platform.js';
import { Billing } from '../../plans.js';
import { FlagName, Flags } from '../../flags.js';

const Accepted = z.object({ message: z.string() });
const Id = z.object({ id: z.string().min(1).max(64) });
const users = { context: 'admin', auth: 'user', authority: 'ROLE_USER_ADMIN', permission: 'USERS_AND_BILLINGS_MANAGEMENT', tags: ['Administration'] } as const;
const profile = { context: 'admin', auth: 'user', authority: 'ROLE_USER_ADMIN', permission: 'PUBLIC_PROFILE_MANAGEMENT', tags: ['Public profile'] } as const;

export const listUsers = defineRoute({
  ...users,
  id: 'listUsers',
  method: 'GET',
  path: '/api/admin/users',
  summary: 'The company\'s users by first name (page is zero-based).',
  query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(25), archived: z.enum(['true', 'false']).optional(), q: z.string().trim().max(60).optional() }),
  response: AdminUsersPage,
});
export const inviteUser = defineRoute({ ...users, id: 'inviteUser', method: 'POST', path: '/api/admin/users', summary: 'Invites a colleague (e-mailed a link to choose a password); the plan\'s seat limit holds under races.', body: InviteUserInput, response: AdminUser, status: 201 });
export const updateUser = defineRoute({ ...users, id: 'updateUser', method: 'PATCH', path: '/api/admin/users/{id}', summary: 'Changes a user\'s name, authorities or functional roles.', params: Id, body: UpdateUserInput, response: AdminUser });
export const archiveUser = defineRoute({ ...users, id: 'archiveUser', method: 'PUT', path: '/api/admin/users/{id}/archive', summary: 'Archives a user: they can no longer sign in and free a seat.', params: Id, response: AdminUser });
export const restoreUser = defineRoute({ ...users, id: 'restoreUser', method: 'PUT', path: '/api/admin/users/{id}/restore', summary: 'Restores an archived user, if a seat is free.', params: Id, response: AdminUser });
export const resetUserPassword = defineRoute({ ...users, id: 'resetUserPassword', method: 'POST', path: '/api/admin/users/{id}/reset-password', summary: 'E-mails the user a code to choose a new password.', params: Id, response: Accepted, status: 202 });

export const updateOrganization = defineRoute({ context: 'admin', auth: 'user', authority: 'ROLE_USER_ADMIN', permission: 'TAGS_AND_SETTINGS_MANAGEMENT', tags: ['Administration'], id: 'updateOrganization', method: 'PATCH', path: '/api/admin/settings', summary: 'Changes the organization settings.', body: OrganizationPatch, response: TenantSettings });
export const listIntegrations = defineRoute({ context: 'admin', auth: 'user', authority: 'ROLE_USER_ADMIN', permission: 'INTEGRATIONS_MANAGEMENT', tags: ['Administration'], id: 'listIntegrations', method: 'GET', path: '/api/admin/integrations', summary: 'What can be connected, and what is.', response: z.array(Integration) });

export const getPublicCompany = defineRoute({ ...profile, id: 'getPublicCompany', method: 'GET', path: '/api/admin/public-company', summary: 'The company\'s public profile.', response: PublicCompany });
export const createPublicCompany = defineRoute({ ...profile, id: 'createPublicCompany', method: 'POST', path: '/api/admin/public-company', summary: 'Creates the public profile (disabled until it has a service, a location and a contact).', body: PublicCompanyInput, response: PublicCompany, status: 201 });
export const updatePublicCompany = defineRoute({ ...profile, id: 'updatePublicCompany', method: 'PATCH', path: '/api/admin/public-company', summary: 'Changes the public profile; enabling and disabling follow the profile rules.', body: PublicCompanyPatch, response: PublicCompany });
export const listPublicContacts = defineRoute({ ...profile, id: 'listPublicContacts', method: 'GET', path: '/api/admin/public-company/contacts', summary: 'Public contacts.', response: z.array(PublicContact) });
export const createPublicContact = defineRoute({ ...profile, id: 'createPublicContact', method: 'POST', path: '/api/admin/public-company/contacts', summary: 'Adds a public contact.', body: PublicContactInput, response: PublicContact, status: 201 });
export const updatePublicContact = defineRoute({ ...profile, id: 'updatePublicContact', method: 'PATCH', path: '/api/admin/public-company/contacts/{id}', summary: 'Changes a public contact.', params: Id, body: PublicContactInput.partial(), response: PublicContact });
export const deletePublicContact = defineRoute({ ...profile, id: 'deletePublicContact', method: 'DELETE', path: '/api/admin/public-company/contacts/{id}', summary: 'Removes a public contact (not the last one of an enabled profile).', params: Id, response: z.void(), status: 204 });
export const listPublicLocations = defineRoute({ ...profile, id: 'listPublicLocations', method: 'GET', path: '/api/admin/public-company/locations', summary: 'Public locations, 100 a page.', query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(100) }), response: z.array(PublicLocation), paged: true });
export const createPublicLocation = defineRoute({ ...profile, id: 'createPublicLocation', method: 'POST', path: '/api/admin/public-company/locations', summary: 'Adds a public location (chosen from the address suggestions).', body: PublicLocationInput, response: PublicLocation, status: 201 });
export const getPublicLocation = defineRoute({ ...profile, id: 'getPublicLocation', method: 'GET', path: '/api/admin/public-company/locations/{id}', summary: 'One public location.', params: Id, response: PublicLocation });
export const updatePublicLocation = defineRoute({ ...profile, id: 'updatePublicLocation', method: 'PATCH', path: '/api/admin/public-company/locations/{id}', summary: 'Changes a public location.', params: Id, body: PublicLocationInput, response: PublicLocation });
export const deletePublicLocation = defineRoute({ ...profile, id: 'deletePublicLocation', method: 'DELETE', path: '/api/admin/public-company/locations/{id}', summary: 'Removes a public location (not the last one of an enabled profile).', params: Id, response: z.void(), status: 204 });
export const uploadPublicLogo = defineRoute({ ...profile, id: 'uploadPublicLogo', method: 'POST', path: '/api/admin/public-company/upload-logo', summary: 'Uploads the logo (multipart, one PNG, JPEG, SVG or WebP file named `file`, 2 MB at most).', response: PublicCompany, contentType: 'application/json' });
export const deletePublicLogo = defineRoute({ ...profile, id: 'deletePublicLogo', method: 'DELETE', path: '/api/admin/public-company/logo', summary: 'Removes the logo.', response: PublicCompany });

export const startTrial = defineRoute({ ...users, tags: ['Billing'], id: 'startTrial', method: 'POST', path: '/api/billing/trial', summary: 'Starts the 60-day free trial (administrators only, once).', response: Billing });
export const billingPortalLink = defineRoute({ ...users, tags: ['Billing'], id: 'billingPortalLink', method: 'POST', path: '/api/billing/portal-link', summary: 'An address of the billing portal to redirect to.', response: z.object({ url: z.string() }) });
export const billingInquiry = defineRoute({ context: 'admin', auth: 'user', permission: 'DASHBOARD_READ', tags: ['Billing'], id: 'billingInquiry', method: 'POST', path: '/api/billing/inquiry', summary: 'Tells sales about interest in a plan.', body: BillingInquiry, response: Accepted, status: 202 });
export const billingWebhook = defineRoute({ context: 'admin', auth: 'public', tags: ['Billing'], id: 'billingWebhook', method: 'POST', path: '/api/webhooks/billing', summary: 'Subscription changes from the billing provider, signed with the shared secret.', response: z.object({ received: z.boolean() }) });

const platform = { context: 'admin', auth: 'user', permission: 'PLATFORM_ADMINISTRATION', tags: ['Platform administration'] } as const;
export const setFlag = defineRoute({ ...platform, id: 'setFlag', method: 'PUT', path: '/api/admin/flags/{name}', summary: 'Turns a feature flag on or off (platform administrators).', params: z.object({ name: FlagName }), body: z.object({ enabled: z.boolean() }), response: Flags });
export const publishPolicy = defineRoute({ ...platform, id: 'publishPolicy', method: 'POST', path: '/api/admin/policies', summary: 'Puts a new policy version in force; every user must accept it again (platform administrators).', body: Policy, response: z.array(Policy), status: 201 });

export const adminRoutes = [
  listUsers, inviteUser, updateUser, archiveUser, restoreUser, resetUserPassword, updateOrganization, listIntegrations,
  getPublicCompany, createPublicCompany, updatePublicCompany, listPublicContacts, createPublicContact, updatePublicContact, deletePublicContact,
  listPublicLocations, createPublicLocation, getPublicLocation, updatePublicLocation, deletePublicLocation, uploadPublicLogo, deletePublicLogo,
  startTrial, billingPortalLink, billingInquiry, billingWebhook, setFlag, publishPolicy,
];
