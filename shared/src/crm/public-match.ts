import * as z from 'zod';
import { DirectoryCompany } from '../network/link.js';

/**
 * How a CRM company was found on the network: it is my own company, a link remembers it as the
 * partner's company in my CRM, or an enabled profile in the directory has its name (legal form aside).
 */
export const PublicMatchKind = z.enum(['own', 'link', 'name']);
export type PublicMatchKind = z.infer<typeof PublicMatchKind>;

/** The public company a CRM company stands for (spec part 1 §3, publicCompanyId and publicCompanyData), or none. */
export const CompanyPublicMatch = z.object({
  matchedBy: PublicMatchKind.nullable(),
  publicCompany: DirectoryCompany.nullable(),
});
export type CompanyPublicMatch = z.infer<typeof CompanyPublicMatch>;
