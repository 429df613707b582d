import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import { PageQuery } from '../contract/define.js';
import { PublishingPermissions } from '../permissions.js';

export const PolicyName = z.enum(['PRIVACY_POLICY', 'TERMS_OF_SERVICE']);
export type PolicyName = z.infer<typeof PolicyName>;
export const Policy = z.object({ name: PolicyName, version: z.number().int().positive() });
export type Policy = z.infer<typeof Policy>;
export const POLICY_LINKS: Record<PolicyName, { label: string; path: string }> = {
  PRIVACY_POLICY: { label: 'Privacy Policy', path: '/privacy' },
  TERMS_OF_SERVICE: { label: 'Terms and Conditions', path: '/terms' },
};
/** Versions in force before any are published from the platform administration. */
export const INITIAL_POLICIES: Policy[] = [
  { name: 'PRIVACY_POLICY', version: 1 },
  { name: 'TERMS_OF_SERVICE', version: 1 },
];

export const [AccessKind, ACCESS_KIND_LABELS] = labelledEnum({
  PRIVATE_AUCTION: 'Private auctions',
  PUBLIC_OFFER: 'Public offers',
  PUBLIC_REQUEST: 'Public requests',
  REVERSE_AUCTION: 'Reverse auctions',
  EQUIPMENT_LISTING: 'Equipment listings',
});
export type AccessKind = z.infer<typeof AccessKind>;
/** The publishing permission an approval of each kind grants; equipment listings have none (approving only records it). */
export const ACCESS_KIND_PERMISSION: Partial<Record<AccessKind, keyof PublishingPermissions>> = {
  PRIVATE_AUCTION: 'privateAuctionPermission',
  PUBLIC_OFFER: 'publicOfferPermission',
  PUBLIC_REQUEST: 'publicRequestPermission',
  REVERSE_AUCTION: 'reverseAuctionPermission',
};
export const [AccessRequestStatus, ACCESS_STATUS_LABELS] = labelledEnum({
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
});
export type AccessRequestStatus = z.infer<typeof AccessRequestStatus>;
export const AccessRequestInput = z.object({ message: z.string().trim().max(1000).optional() });
export const AccessRequestResult = z.object({
  id: z.string(),
  kind: AccessKind,
  status: AccessRequestStatus,
  createdDate: z.string(),
});

/** The platform administrators' list of access requests: one status (pending unless said), optionally one kind, newest first. */
export const AccessRequestListQuery = PageQuery.extend({
  status: AccessRequestStatus.default('PENDING'),
  kind: AccessKind.optional(),
});
export type AccessRequestListQuery = z.infer<typeof AccessRequestListQuery>;

const Person = z.object({ userId: z.string(), name: z.string(), email: z.string() });

/** An access request as the platform administration shows it. */
export const AccessRequestView = z.object({
  id: z.string(),
  tenantId: z.string(),
  companyName: z.string(),
  kind: AccessKind,
  status: AccessRequestStatus,
  message: z.string().nullable(),
  /** Null when the person no longer exists. */
  requestedBy: Person.nullable(),
  createdDate: z.string(),
  decidedDate: z.string().nullable(),
  decidedBy: Person.nullable(),
  /** What the platform administrator told the company with the decision. */
  note: z.string().nullable(),
});
export type AccessRequestView = z.infer<typeof AccessRequestView>;

/**
 * An approval or a refusal. `requestId` pins the decision to the request the administrator read:
 * if the company has asked again since, the decision is refused rather than applied to the new one.
 */
export const AccessDecision = z.object({
  requestId: z.string().trim().min(1).max(64).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type AccessDecision = z.infer<typeof AccessDecision>;

/** A company as the platform administration sees it: who it is, what it may publish, what it asked for. */
export const PlatformCompany = z.object({
  tenantId: z.string(),
  name: z.string(),
  shortCode: z.string(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  country: z.string().nullable(),
  onboardedAt: z.string().nullable(),
  publishing: PublishingPermissions,
  /** Its latest request of each kind. */
  accessRequests: z.array(AccessRequestView),
});
export type PlatformCompany = z.infer<typeof PlatformCompany>;

export const BillingInquiry = z.object({
  inquiry: z.enum(['ENTERPRISE_INTEREST', 'INTELLIGENCE_INTEREST', 'OTHER']),
  message: z.string().trim().max(2000).optional(),
});
