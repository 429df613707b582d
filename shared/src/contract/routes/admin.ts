import * as z from 'zod';
import { defineRoutes, PageQuery, pageSize, PathParams as P } from '../define.js';
import { creation, deletion, pagedList } from '../kinds.js';
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
  PublicLocationPatch,
  PublicContactPatch,
  TenantSettings,
  UpdateUserInput,
} from '../../identity/admin.js';
import { DocumentDefaults } from '../../identity/document-defaults.js';
import {
  AccessDecision,
  AccessKind,
  AccessRequestListQuery,
  AccessRequestView,
  BillingInquiry,
  PlatformCompany,
  Policy,
} from '../../identity/platform.js';
import { PublishingPermissionsInput } from '../../permissions.js';
import { Billing } from '../../plans.js';
import { FlagName, Flags } from '../../flags.js';
import { CieTradeConnection } from '../../orders/trading.js';
import { TransactionFeeQuery, TransactionFeeStatement } from '../../finance/fees.js';

const Accepted = z.object({ message: z.string() });
const users = {
  authority: 'ROLE_USER_ADMIN',
  permission: 'USERS_AND_BILLINGS_MANAGEMENT',
  tags: ['Administration'],
} as const;
const profile = {
  authority: 'ROLE_USER_ADMIN',
  permission: 'PUBLIC_PROFILE_MANAGEMENT',
  tags: ['Public profile'],
} as const;
/** Platform administrators act for the product, not for a company. */
const platform = {
  auth: 'user',
  permission: 'PLATFORM_ADMINISTRATION',
  tags: ['Platform administration'],
} as const;
const Company = z.object({ tenantId: z.string().min(1).max(64) });
/** One company's request of one kind: the company keeps one request per kind. */
const RequestOf = Company.extend({ kind: AccessKind });

/** Administration of one's company (members with ROLE_USER_ADMIN), billing, and the platform's own settings. */
export const AdminRoutes = defineRoutes(
  'admin',
  {},
  {
    listUsers: {
      ...users,
      method: 'GET',
      path: '/api/admin/users',
      summary: "The company's users by first name (page is zero-based).",
      query: PageQuery.extend({
        archived: z.enum(['true', 'false']).optional(),
        q: z.string().trim().max(60).optional(),
      }),
      response: AdminUsersPage,
    },
    inviteUser: creation(AdminUser, {
      ...users,
      path: '/api/admin/users',
      summary:
        "Invites a colleague (e-mailed a link to choose a password); the plan's seat limit holds under races.",
      body: InviteUserInput,
    }),
    updateUser: {
      ...users,
      method: 'PATCH',
      path: '/api/admin/users/{id}',
      summary: "Changes a user's name, authorities or functional roles.",
      params: P.id,
      body: UpdateUserInput,
      response: AdminUser,
    },
    archiveUser: {
      ...users,
      method: 'PUT',
      path: '/api/admin/users/{id}/archive',
      summary: 'Archives a user: they can no longer sign in and free a seat.',
      params: P.id,
      response: AdminUser,
    },
    restoreUser: {
      ...users,
      method: 'PUT',
      path: '/api/admin/users/{id}/restore',
      summary: 'Restores an archived user, if a seat is free.',
      params: P.id,
      response: AdminUser,
    },
    resetUserPassword: {
      ...users,
      method: 'POST',
      path: '/api/admin/users/{id}/reset-password',
      summary: 'E-mails the user a code to choose a new password.',
      params: P.id,
      response: Accepted,
      status: 202,
    },

    updateOrganization: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
      tags: ['Administration'],
      method: 'PATCH',
      path: '/api/admin/settings',
      summary: 'Changes the organization settings.',
      body: OrganizationPatch,
      response: TenantSettings,
    },
    getDocumentDefaults: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
      tags: ['Administration'],
      method: 'GET',
      path: '/api/admin/document-defaults',
      summary:
        'What the company prints on its documents: letterhead fields, and terms and a footer per document type (empty: its own records).',
      response: DocumentDefaults,
    },
    putDocumentDefaults: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
      tags: ['Administration'],
      method: 'PUT',
      path: '/api/admin/document-defaults',
      summary: 'Replaces the document defaults; an empty field falls back to the company’s own records.',
      body: DocumentDefaults,
      response: DocumentDefaults,
    },
    listIntegrations: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'INTEGRATIONS_MANAGEMENT',
      tags: ['Administration'],
      method: 'GET',
      path: '/api/admin/integrations',
      summary: 'What can be connected, and what is.',
      response: z.array(Integration),
    },
    connectCieTrade: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'INTEGRATIONS_MANAGEMENT',
      tags: ['Administration'],
      method: 'PUT',
      path: '/api/admin/integrations/CIETRADE',
      summary: "Connects cieTrade with the company's account and API key (the key is never answered back).",
      body: CieTradeConnection,
      response: z.array(Integration),
    },
    disconnectCieTrade: {
      authority: 'ROLE_USER_ADMIN',
      permission: 'INTEGRATIONS_MANAGEMENT',
      tags: ['Administration'],
      method: 'DELETE',
      path: '/api/admin/integrations/CIETRADE',
      summary: 'Disconnects cieTrade: the key is forgotten, exports stop until it is connected again.',
      response: z.array(Integration),
    },

    getPublicCompany: {
      ...profile,
      method: 'GET',
      path: '/api/admin/public-company',
      summary: "The company's public profile.",
      response: PublicCompany,
    },
    createPublicCompany: creation(PublicCompany, {
      ...profile,
      path: '/api/admin/public-company',
      summary: 'Creates the public profile (disabled until it has a service, a location and a contact).',
      body: PublicCompanyInput,
    }),
    updatePublicCompany: {
      ...profile,
      method: 'PATCH',
      path: '/api/admin/public-company',
      summary: 'Changes the public profile; enabling and disabling follow the profile rules.',
      body: PublicCompanyPatch,
      response: PublicCompany,
    },
    listPublicContacts: {
      ...profile,
      method: 'GET',
      path: '/api/admin/public-company/contacts',
      summary: 'Public contacts.',
      response: z.array(PublicContact),
    },
    createPublicContact: creation(PublicContact, {
      ...profile,
      path: '/api/admin/public-company/contacts',
      summary: 'Adds a public contact.',
      body: PublicContactInput,
    }),
    updatePublicContact: {
      ...profile,
      method: 'PATCH',
      path: '/api/admin/public-company/contacts/{id}',
      summary: 'Changes a public contact.',
      params: P.id,
      body: PublicContactPatch,
      response: PublicContact,
    },
    deletePublicContact: deletion({
      ...profile,
      path: '/api/admin/public-company/contacts/{id}',
      summary: 'Removes a public contact (not the last one of an enabled profile).',
      params: P.id,
    }),
    listPublicLocations: pagedList(PublicLocation, {
      ...profile,
      path: '/api/admin/public-company/locations',
      summary: 'Public locations, 100 a page.',
      query: PageQuery.extend({ size: pageSize(100) }),
    }),
    createPublicLocation: creation(PublicLocation, {
      ...profile,
      path: '/api/admin/public-company/locations',
      summary: 'Adds a public location (chosen from the address suggestions).',
      body: PublicLocationInput,
    }),
    getPublicLocation: {
      ...profile,
      method: 'GET',
      path: '/api/admin/public-company/locations/{id}',
      summary: 'One public location.',
      params: P.id,
      response: PublicLocation,
    },
    updatePublicLocation: {
      ...profile,
      method: 'PATCH',
      path: '/api/admin/public-company/locations/{id}',
      summary: 'Changes a public location.',
      params: P.id,
      body: PublicLocationPatch,
      response: PublicLocation,
    },
    deletePublicLocation: deletion({
      ...profile,
      path: '/api/admin/public-company/locations/{id}',
      summary: 'Removes a public location (not the last one of an enabled profile).',
      params: P.id,
    }),
    uploadPublicLogo: {
      ...profile,
      method: 'POST',
      path: '/api/admin/public-company/upload-logo',
      summary: 'Uploads the logo (multipart, one PNG, JPEG, SVG or WebP file named `file`, 2 MB at most).',
      multipart: { files: 'file' },
      response: PublicCompany,
      contentType: 'application/json',
    },
    deletePublicLogo: {
      ...profile,
      method: 'DELETE',
      path: '/api/admin/public-company/logo',
      summary: 'Removes the logo.',
      response: PublicCompany,
    },

    startTrial: {
      ...users,
      tags: ['Billing'],
      method: 'POST',
      path: '/api/billing/trial',
      summary: 'Starts the 60-day free trial (administrators only, once).',
      response: Billing,
    },
    billingPortalLink: {
      ...users,
      tags: ['Billing'],
      method: 'POST',
      path: '/api/billing/portal-link',
      summary: 'An address of the billing portal to redirect to.',
      response: z.object({ url: z.string() }),
    },
    billingInquiry: {
      permission: 'DASHBOARD_READ',
      tags: ['Billing'],
      method: 'POST',
      path: '/api/billing/inquiry',
      summary: 'Tells sales about interest in a plan.',
      body: BillingInquiry,
      response: Accepted,
      status: 202,
    },
    listTransactionFees: {
      ...users,
      tags: ['Billing'],
      method: 'GET',
      path: '/api/billing/transaction-fees',
      summary:
        "One month's transaction fees on the company's won auctions (the current month unless `month=yyyy-mm`), each with whether it has been charged, and the total.",
      query: TransactionFeeQuery,
      response: TransactionFeeStatement,
    },
    billingWebhook: {
      auth: 'public',
      tags: ['Billing'],
      method: 'POST',
      path: '/api/webhooks/billing',
      summary: 'Subscription changes from the billing provider, signed with the shared secret.',
      response: z.object({ received: z.boolean() }),
    },

    setFlag: {
      ...platform,
      method: 'PUT',
      path: '/api/admin/flags/{name}',
      summary: 'Turns a feature flag on or off (platform administrators).',
      params: z.object({ name: FlagName }),
      body: z.object({ enabled: z.boolean() }),
      response: Flags,
    },
    publishPolicy: creation(z.array(Policy), {
      ...platform,
      path: '/api/admin/policies',
      summary:
        'Puts a new policy version in force; every user must accept it again (platform administrators).',
      body: Policy,
    }),

    listAccessRequests: pagedList(AccessRequestView, {
      ...platform,
      path: '/api/admin/access-requests',
      summary:
        "Companies' access requests of one status (pending unless said), optionally of one kind, newest first (platform administrators).",
      query: AccessRequestListQuery,
    }),
    approveAccessRequest: {
      ...platform,
      method: 'POST',
      path: '/api/admin/access-requests/{tenantId}/{kind}/approve',
      summary:
        "Approves a pending request: the company's matching publishing permission becomes PRE_APPROVED in the same transaction; the requester and the company's administrators are told (platform administrators).",
      params: RequestOf,
      body: AccessDecision.optional(),
      response: AccessRequestView,
    },
    declineAccessRequest: {
      ...platform,
      method: 'POST',
      path: '/api/admin/access-requests/{tenantId}/{kind}/decline',
      summary:
        "Declines a pending request; the company's permission stays as it is and it may ask again. The requester and the company's administrators are told (platform administrators).",
      params: RequestOf,
      body: AccessDecision.optional(),
      response: AccessRequestView,
    },
    getPlatformCompany: {
      ...platform,
      method: 'GET',
      path: '/api/admin/companies/{tenantId}',
      summary: "A company's publishing permissions and latest access requests (platform administrators).",
      params: Company,
      response: PlatformCompany,
    },
    setPublishingPermissions: {
      ...platform,
      method: 'PUT',
      path: '/api/admin/companies/{tenantId}/publishing',
      summary: "Sets a company's four publishing permissions at once (platform administrators).",
      params: Company,
      body: PublishingPermissionsInput,
      response: PlatformCompany,
    },
  },
);
