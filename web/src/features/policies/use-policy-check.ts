import { IdentityRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { pendingPolicies } from './policy-state';

/** The newer policies the user still has to accept; empty while loading or if either call fails. */
export function usePolicyCheck(enabled: boolean, scope: string | undefined) {
  const options = { scope, revalidateOnFocus: false, shouldRetryOnError: false };
  const latest = useApi(IdentityRoutes.latestPolicies, enabled ? {} : null, options);
  const accepted = useApi(IdentityRoutes.acceptedPolicies, enabled ? {} : null, options);
  const pending = latest.data && accepted.data ? pendingPolicies(latest.data.data, accepted.data.data) : [];
  return { pending, refresh: () => void accepted.mutate() };
}
