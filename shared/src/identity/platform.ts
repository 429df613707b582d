import * as z from 'zod';

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

export const AccessKind = z.enum(['PRIVATE_AUCTION', 'PUBLIC_OFFER', 'PUBLIC_REQUEST', 'REVERSE_AUCTION', 'EQUIPMENT_LISTING']);
export type AccessKind = z.infer<typeof AccessKind>;
export const AccessRequestInput = z.object({ message: z.string().trim().max(1000).optional() });
export const AccessRequestResult = z.object({ id: z.string(), kind: AccessKind, status: z.enum(['PENDING', 'APPROVED', 'DECLINED']), createdDate: z.string() });

export const BillingInquiry = z.object({ inquiry: z.enum(['ENTERPRISE_INTEREST', 'INTELLIGENCE_INTEREST', 'OTHER']), message: z.string().trim().max(2000).optional() });
