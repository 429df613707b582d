import * as z from 'zod';
import { Authority, FunctionalRole, PublishingPermissions } from '../permissions.js';
import { MaterialType, Service } from '../enums.js';
import { AddressInput } from './address.js';
import { Email, PersonName } from './account.js';
import { CompanyName, Phone, ShortCode, Website } from './onboarding.js';
import { choices, storableNumber } from '../bounds.js';
import { PersonOption } from '../primitives.js';
import { clearable } from '../contract/clearable.js';

export const USER_MESSAGES = {
  exists: 'This user already exists. Check if they are archived, or reach out to support for help.',
  limit: 'User Limit Reached',
  limitDetail: 'Your plan allows no more active users. Archive a user or upgrade your plan to add more.',
  lastAdmin: 'Your company needs at least one active administrator.',
  self: 'You cannot archive yourself.',
} as const;

/** A row of the administration users list. */
export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  authorities: z.array(Authority),
  functionalRoles: z.array(FunctionalRole),
  invitedDate: z.string().nullable(),
  lastSigninDate: z.string().nullable(),
  archived: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersPage = z.object({
  data: z.array(AdminUser),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const UserAuthority = z.enum(['ROLE_USER_ADMIN', 'ROLE_USER']);
export const InviteUserInput = z.object({
  email: Email,
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  authorities: choices(UserAuthority).min(1, 'Pick at least one authority').default(['ROLE_USER']),
  functionalRoles: choices(FunctionalRole).default([]),
});
export const UpdateUserInput = clearable(
  z
    .object({
      firstName: PersonName('First name'),
      lastName: PersonName('Last name'),
      authorities: choices(UserAuthority).min(1, 'Pick at least one authority'),
      functionalRoles: choices(FunctionalRole),
    })
    .partial(),
  { keep: ['firstName', 'lastName', 'authorities', 'functionalRoles'] },
);

/** Tenant settings (`GET /api/my-company/settings`). */
export const TenantSettings = z.object({
  tenantId: z.string(),
  name: z.string(),
  shortCode: z.string(),
  website: z.string().nullable(),
  onboardedAt: z.string().nullable(),
  defaultTaxRate: z.number().min(0).max(100).nullable(),
  paymentTerms: z.string().nullable(),
  /** Printed at the end of generated documents (purchase orders, bills of lading…). */
  documentTerms: z.string().nullable(),
  publishing: PublishingPermissions,
});
export type TenantSettings = z.infer<typeof TenantSettings>;
/** A setting sent as null (or an empty website) is cleared. */
export const OrganizationPatch = clearable(
  z
    .object({
      name: CompanyName,
      shortCode: ShortCode,
      website: Website.or(z.literal('')),
      defaultTaxRate: storableNumber()
        .min(0, 'Tax rate must be at least 0')
        .max(100, 'Tax rate must be at most 100'),
      paymentTerms: z.string().trim().max(120),
      documentTerms: z.string().trim().max(4000, 'Document terms must be at most 4000 characters'),
    })
    .partial(),
  { keep: ['name', 'shortCode'] },
);

export const PublicContact = PersonOption.extend({
  phone: z.string().nullable(),
  title: z.string().nullable(),
});
export type PublicContact = z.infer<typeof PublicContact>;
export const PublicContactInput = z.object({
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  email: Email,
  phone: Phone.optional(),
  title: z.string().trim().max(60).optional(),
});

export const PublicLocation = AddressInput.extend({ id: z.string(), name: z.string().nullable() });
export type PublicLocation = z.infer<typeof PublicLocation>;
export const PublicLocationInput = AddressInput.extend({ name: z.string().trim().max(60).optional() });
/** A public location's edit sends the whole location: a field left out or null is cleared. */
export const PublicLocationPatch = clearable(PublicLocationInput);
/** A public contact's edit: the fields sent change, phone and title sent as null are cleared. */
export const PublicContactPatch = clearable(PublicContactInput.partial(), {
  keep: ['firstName', 'lastName', 'email'],
});

export const PUBLIC_PROFILE_MESSAGES = {
  openListings: 'Your public profile cannot be disabled while public offers or requests are open.',
  needsService: 'Add at least one service before enabling your public profile.',
  needsLocation: 'Add at least one location before enabling your public profile.',
  needsContact: 'Add at least one contact before enabling your public profile.',
  notCreated: 'Your company has no public profile yet.',
} as const;

export const PublicCompany = z.object({
  id: z.string(),
  name: z.string(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(Service),
  /** The material types the company trades: what the directory filters by. */
  materials: z.array(MaterialType),
  enabled: z.boolean(),
  logoUrl: z.string().nullable(),
  linkCount: z.number().int(),
  contactCount: z.number().int(),
  locationCount: z.number().int(),
  publishingPermissions: PublishingPermissions,
});
export type PublicCompany = z.infer<typeof PublicCompany>;
const publicCompanyFields = {
  name: CompanyName,
  about: z.string().trim().max(2000).optional(),
  website: Website.optional(),
  services: choices(Service),
  materials: choices(MaterialType),
};
export const PublicCompanyInput = z.object({
  ...publicCompanyFields,
  services: publicCompanyFields.services.default([]),
  materials: publicCompanyFields.materials.default([]),
});
/** Only the fields sent change: no defaults here, or switching the profile on would empty its services. */
export const PublicCompanyPatch = clearable(
  z.object(publicCompanyFields).partial().extend({ enabled: z.boolean().optional() }),
  { keep: ['name', 'services', 'materials', 'enabled'] },
);

export const Integration = z.object({
  id: z.enum(['QUICKBOOKS', 'XERO', 'CIETRADE']),
  name: z.string(),
  description: z.string(),
  status: z.enum(['NOT_CONNECTED', 'CONNECTED']),
});
