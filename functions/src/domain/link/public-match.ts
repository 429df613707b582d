import type { CompanyPublicMatch, PublicMatchKind } from '@polyloop/shared/crm/public-match';
import type { Member } from '../../lib/actor.js';
import { load, normalizeName } from '../company/index.js';
import {
  listDirectoryByPrefix,
  logoUrl,
  PublicProfile,
  type PublicProfileItem,
} from '../public-company/index.js';
import { listLinksOfTenant, type LinkItem } from './link.entity.js';

const NONE: CompanyPublicMatch = { matchedBy: null, publicCompany: null };

/** The first word of a name as the directory index keeps it (lower case), or nothing to look up by. */
const firstWord = (name: string) => name.toLowerCase().match(/^[\p{L}\p{N}]+/u)?.[0];

/**
 * The public company a company of my CRM stands for, found in this order: my own profile for my
 * own company; the profile of the link that remembers this company as the partner's company in my
 * CRM (made by a confirmed offer); else the one enabled profile in the directory whose name is
 * this company's, legal form aside (two such profiles are no match: the page does not guess).
 * Costs: 1 GetItem of the company, then 1 GetItem of my profile (own), or 1 Query of my links
 * (hundreds at most) + 1 GetItem of the remembered profile or 1 Query of the directory index by
 * the name's first word.
 */
export async function publicMatch(actor: Member, companyId: string): Promise<CompanyPublicMatch> {
  const company = await load(actor.tenantId, companyId);
  // Only entities and the logo's address: the CRM's function does not load the directory's services.
  const found = async (matchedBy: PublicMatchKind, profile: PublicProfileItem, link?: LinkItem) => ({
    matchedBy,
    publicCompany: {
      id: profile.publicCompanyId,
      name: profile.name,
      logoUrl: await logoUrl(profile.logoKey),
      linkCount: profile.linkCount,
      enabled: profile.enabled,
      own: profile.tenantId === actor.tenantId,
      linkStatus: link?.status ?? null,
    },
  });
  if (company.own) {
    const profile = await PublicProfile.get({ tenantId: actor.tenantId });
    return profile ? found('own', profile) : NONE;
  }
  const links = await listLinksOfTenant(actor.tenantId);
  const remembered = links.find((l) => l.crmCompanyId === companyId);
  const profile = remembered && (await PublicProfile.get({ tenantId: remembered.otherTenantId }));
  if (remembered && profile) return found('link', profile, remembered);

  const word = firstWord(company.name);
  if (!word) return NONE;
  const key = normalizeName(company.name);
  const named = (await listDirectoryByPrefix(word)).filter(
    (p) => p.tenantId !== actor.tenantId && normalizeName(p.name) === key,
  );
  if (named.length !== 1) return NONE;
  const [match] = named as [PublicProfileItem];
  return found(
    'name',
    match,
    links.find((l) => l.publicCompanyId === match.publicCompanyId),
  );
}
