import * as z from 'zod';
import { LinkStatus } from '../network/link.js';

/**
 * How a CRM company was found on the network: it is my own company, a link remembers it as the
 * partner's company in my CRM, or an enabled profile in the directory has its name (legal form aside).
 */
export const PublicMatchKind = z.enum(['own', 'link', 'name']);
export type PublicMatchKind = z.infer<typeof PublicMatchKind>;

/** What the company page shows of the public company: enough to link to its page in the directory. */
export const MatchedPublicCompany = z.object({
  /** Its public company id (the directory's address), never its company's own id. */
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  linkCount: z.number().int(),
  enabled: z.boolean(),
  /** Whether it is my own company's profile. */
  own: z.boolean(),
  /** My link with it, when there is one. */
  linkStatus: LinkStatus.nullable(),
});
export type MatchedPublicCompany = z.infer<typeof MatchedPublicCompany>;

/** The public company a CRM company stands for (spec part 1 §3, publicCompanyId and publicCompanyData), or none. */
export const CompanyPublicMatch = z.object({
  matchedBy: PublicMatchKind.nullable(),
  publicCompany: MatchedPublicCompany.nullable(),
});
export type CompanyPublicMatch = z.infer<typeof CompanyPublicMatch>;
