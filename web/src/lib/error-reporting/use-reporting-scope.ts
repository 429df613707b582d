import { useEffect } from 'react';
import { useAccount } from '../account';
import { useSession } from '../auth';
import { useRoutePattern } from '../route-pattern';
import { decodeJwtPayload } from '../token';
import { setReportingScope } from './index';

/** The token's tenant: only a hint (its holder could change it), good enough to label a report until the account has loaded. */
function tenantHintOf(idToken: string | undefined): string | null {
  if (!idToken) return null;
  try {
    const hint = decodeJwtPayload(idToken)['custom:tenantId'];
    return typeof hint === 'string' && hint ? hint : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what every error report names up to date: the page's route pattern (no record ids) and
 * the company (the account's; the token's hint while it loads, so an error in the first moments of
 * a page is not left without one), never the person.
 */
export function useReportingScope() {
  const route = useRoutePattern();
  const session = useSession();
  const { account } = useAccount();
  const tenantId = account?.tenantId ?? tenantHintOf(session?.tokens.idToken);
  useEffect(() => setReportingScope({ route, tenantId }), [route, tenantId]);
}
