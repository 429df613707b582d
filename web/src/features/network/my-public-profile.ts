import type { PublicCompany } from '@polyloop/shared/identity/admin';

/** Where my company's public profile stands, as the pages that need it tell members. */
export type PublicProfileState = 'loading' | 'failed' | 'missing' | 'off' | 'on';

/** The state from the answer of `GET /api/my-public-company`: a 404 means none was made yet. */
export function publicProfileState(
  company: Pick<PublicCompany, 'enabled'> | undefined,
  errorStatus: number | undefined,
): PublicProfileState {
  if (errorStatus === 404) return 'missing';
  if (errorStatus !== undefined) return 'failed';
  if (!company) return 'loading';
  return company.enabled ? 'on' : 'off';
}

const STOPS =
  'Other companies cannot find yours in the directory, and linking with companies, publishing public offers, requests and auctions, and answering them all need it.';

/** What a member reads when the profile is not on. */
export const PUBLIC_PROFILE_OFF: Record<'missing' | 'off', { title: string; detail: string }> = {
  missing: { title: 'Your company has no public profile yet.', detail: STOPS },
  off: { title: 'Your company’s public profile is switched off.', detail: STOPS },
};
