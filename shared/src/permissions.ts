import * as z from 'zod';
import { labelledEnum } from './labelled-enum.js';

/** Authorities: who a user is in their company (and on the platform). */
export const Authority = z.enum(['ROLE_PLATFORM_ADMIN', 'ROLE_USER_ADMIN', 'ROLE_USER']);
export type Authority = z.infer<typeof Authority>;

/** Functional roles: what a user does; they narrow the role-specific write permissions. */
export const FunctionalRole = z.enum(['SALES', 'SHIPPING', 'PURCHASING', 'ACCOUNTING']);
export type FunctionalRole = z.infer<typeof FunctionalRole>;

export const SubscriptionTier = z.enum(['PLATFORM', 'INTELLIGENCE', 'ENTERPRISE']);
export type SubscriptionTier = z.infer<typeof SubscriptionTier>;

export const [PublishingPermission, PUBLISHING_PERMISSION_LABELS] = labelledEnum({
  NOT_PERMITTED: 'Not permitted',
  APPROVAL_REQUIRED: 'Approval required',
  PRE_APPROVED: 'Pre-approved',
});
export type PublishingPermission = z.infer<typeof PublishingPermission>;

/** What a platform administrator sets for a company: all four, always. */
export const PublishingPermissionsInput = z.object({
  publicRequestPermission: PublishingPermission,
  publicOfferPermission: PublishingPermission,
  privateAuctionPermission: PublishingPermission,
  /** Public requests run as reverse auctions, approved apart from plain public requests. */
  reverseAuctionPermission: PublishingPermission,
});
export type PublishingPermissionsInput = z.infer<typeof PublishingPermissionsInput>;

/**
 * A company's publishing permissions (spec part 2 §3, §6). Companies onboarded before reverse
 * auctions were approved on their own read as needing approval for them.
 */
export const PublishingPermissions = PublishingPermissionsInput.extend({
  reverseAuctionPermission: PublishingPermission.default('APPROVAL_REQUIRED'),
});
export type PublishingPermissions = z.infer<typeof PublishingPermissions>;

export const DEFAULT_PUBLISHING: PublishingPermissions = {
  publicRequestPermission: 'APPROVAL_REQUIRED',
  publicOfferPermission: 'APPROVAL_REQUIRED',
  privateAuctionPermission: 'APPROVAL_REQUIRED',
  reverseAuctionPermission: 'APPROVAL_REQUIRED',
};

/** Every fine-grained permission. Routes name the one they need; the server enforces it. */
export const Permission = z.enum([
  'AI_LEAD_READ',
  'ANALYTICS_REPORTS',
  'AUCTION_READ',
  'AUCTION_WRITE',
  'BILL_READ',
  'BILL_WRITE',
  'COMMISSION_READ',
  'COMMISSION_WRITE',
  'COMPANY_READ',
  'COMPANY_WRITE',
  'CONTACT_READ',
  'CORE_MATCH_READ',
  'DASHBOARD_READ',
  'DOCUMENT_READ',
  'DOCUMENT_WRITE',
  'DRAFT_READ',
  'DRAFT_WRITE',
  'FINANCE_READ',
  'FINANCE_WRITE',
  'FREIGHT_QUOTE_READ',
  'FREIGHTS_BOOKING',
  'HAVE_READ',
  'HAVE_WRITE',
  'INTEGRATIONS_MANAGEMENT',
  'INVENTORY_READ',
  'INVENTORY_WRITE',
  'INVOICE_READ',
  'INVOICE_WRITE',
  'LINK_READ',
  'LINK_WRITE',
  'MAGICIAN',
  'MANAGEMENT_REPORT_EMAILS',
  'MATERIAL_READ',
  'MATERIAL_WRITE',
  'NEED_READ',
  'NEED_WRITE',
  'NETWORK_MATCH_READ',
  'NOTIFICATION_READ',
  'OFFER_READ',
  'OFFER_WRITE',
  'ORDER_READ',
  'ORDER_WRITE',
  'PLATFORM_ADMINISTRATION',
  'PRIVATE_AUCTION_WRITE',
  'PROCESS_REPORT_READ',
  'PROCESS_REPORT_WRITE',
  'PUBLIC_OFFER_WRITE',
  'PUBLIC_PROFILE_MANAGEMENT',
  'PUBLIC_REQUEST_WRITE',
  'REQUEST_READ',
  'REQUEST_WRITE',
  'SHIPMENT_EXPORT',
  'SHIPMENT_READ',
  'SHIPMENT_WRITE',
  'SUGGESTED_BUYERS_READ',
  'SUGGESTED_SELLERS_READ',
  'TAGS_AND_SETTINGS_MANAGEMENT',
  'TASKS_CREATION',
  'USERS_AND_BILLINGS_MANAGEMENT',
]);
export type Permission = z.infer<typeof Permission>;

/** What every member of an onboarded company may do. */
const MEMBER: Permission[] = [
  'ANALYTICS_REPORTS',
  'AUCTION_READ',
  'COMPANY_READ',
  'COMPANY_WRITE',
  'CONTACT_READ',
  'DASHBOARD_READ',
  'DOCUMENT_READ',
  'DOCUMENT_WRITE',
  'DRAFT_READ',
  'DRAFT_WRITE',
  'FINANCE_READ',
  'FREIGHT_QUOTE_READ',
  'HAVE_READ',
  'HAVE_WRITE',
  'INVENTORY_READ',
  'INVENTORY_WRITE',
  'INVOICE_READ',
  'BILL_READ',
  'COMMISSION_READ',
  'LINK_READ',
  'LINK_WRITE',
  'MAGICIAN',
  'MATERIAL_READ',
  'MATERIAL_WRITE',
  'NEED_READ',
  'NEED_WRITE',
  'NOTIFICATION_READ',
  'OFFER_READ',
  'ORDER_READ',
  'ORDER_WRITE',
  'PROCESS_REPORT_READ',
  'PROCESS_REPORT_WRITE',
  'REQUEST_READ',
  'SHIPMENT_READ',
  'SHIPMENT_WRITE',
  'TASKS_CREATION',
];

/** Writes that belong to a job. A user with no functional role is a generalist and gets them all. */
const BY_ROLE: Record<FunctionalRole, Permission[]> = {
  SALES: ['OFFER_WRITE', 'AUCTION_WRITE', 'PUBLIC_OFFER_WRITE', 'PRIVATE_AUCTION_WRITE'],
  // Buyers bid in (forward) auctions; sellers bid in reverse ones.
  PURCHASING: ['REQUEST_WRITE', 'PUBLIC_REQUEST_WRITE', 'AUCTION_WRITE'],
  SHIPPING: ['SHIPMENT_EXPORT', 'FREIGHTS_BOOKING'],
  ACCOUNTING: ['FINANCE_WRITE', 'INVOICE_WRITE', 'BILL_WRITE', 'COMMISSION_WRITE'],
};

/** Company administrators manage the company itself. */
const ADMIN: Permission[] = [
  'USERS_AND_BILLINGS_MANAGEMENT',
  'TAGS_AND_SETTINGS_MANAGEMENT',
  'INTEGRATIONS_MANAGEMENT',
  'PUBLIC_PROFILE_MANAGEMENT',
];

/** Features of the Intelligence and Enterprise plans (and of an active trial). */
export const PLAN_GATED: ReadonlySet<Permission> = new Set<Permission>([
  'AI_LEAD_READ',
  'CORE_MATCH_READ',
  'FREIGHTS_BOOKING',
  'MANAGEMENT_REPORT_EMAILS',
  'NETWORK_MATCH_READ',
  'SUGGESTED_BUYERS_READ',
  'SUGGESTED_SELLERS_READ',
  // Free-plan users cannot send offers or requests (spec part 2 §1).
  'OFFER_WRITE',
  'REQUEST_WRITE',
  // Finance is part of the core suite, which the free plan has only during its trial (part 1 §2).
  'FINANCE_READ',
  'FINANCE_WRITE',
  'INVOICE_READ',
  'INVOICE_WRITE',
  'BILL_READ',
  'BILL_WRITE',
  'COMMISSION_READ',
  'COMMISSION_WRITE',
  // So is reporting (issue 28): the report builder and the dashboard's money.
  'ANALYTICS_REPORTS',
]);
const PLAN_FEATURES: Permission[] = [
  'AI_LEAD_READ',
  'CORE_MATCH_READ',
  'MANAGEMENT_REPORT_EMAILS',
  'NETWORK_MATCH_READ',
  'SUGGESTED_BUYERS_READ',
  'SUGGESTED_SELLERS_READ',
];

/** Publishing needs the platform's pre-approval for the company. */
export const PUBLISHING_GATE: Partial<Record<Permission, keyof PublishingPermissions>> = {
  PUBLIC_OFFER_WRITE: 'publicOfferPermission',
  PUBLIC_REQUEST_WRITE: 'publicRequestPermission',
  PRIVATE_AUCTION_WRITE: 'privateAuctionPermission',
};

export interface AccessProfile {
  authorities: readonly Authority[];
  functionalRoles: readonly FunctionalRole[];
  /** Absent until the company is onboarded. */
  tenantId?: string;
  /** The tier whose features apply now (an active trial counts as Intelligence). */
  effectiveTier: SubscriptionTier;
  publishing: PublishingPermissions;
}

/**
 * The permissions a user holds: membership, then their job's writes, then administration, then
 * what the plan and the publishing approvals allow. The server derives them on every request;
 * the client mirrors the same function.
 */
export function permissionsFor(profile: AccessProfile): Set<Permission> {
  const granted = new Set<Permission>();
  const platformAdmin = profile.authorities.includes('ROLE_PLATFORM_ADMIN');
  if (platformAdmin) granted.add('PLATFORM_ADMINISTRATION');
  if (!profile.tenantId) return granted;
  for (const p of MEMBER) granted.add(p);
  const roles = profile.functionalRoles.length ? profile.functionalRoles : FunctionalRole.options;
  for (const role of roles) for (const p of BY_ROLE[role]) granted.add(p);
  const admin = profile.authorities.includes('ROLE_USER_ADMIN') || platformAdmin;
  if (admin) {
    for (const p of ADMIN) granted.add(p);
    for (const role of FunctionalRole.options) for (const p of BY_ROLE[role]) granted.add(p);
  }
  const paid = profile.effectiveTier !== 'PLATFORM';
  if (paid) for (const p of PLAN_FEATURES) granted.add(p);
  else for (const p of PLAN_GATED) granted.delete(p);
  for (const [permission, key] of Object.entries(PUBLISHING_GATE) as [
    Permission,
    keyof PublishingPermissions,
  ][]) {
    if (profile.publishing[key] !== 'PRE_APPROVED') granted.delete(permission);
  }
  return granted;
}
