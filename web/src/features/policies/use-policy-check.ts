import { IdentityRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { pendingPolicies } from './policy-state';

/**
 * The newer policies the user still has to accept; empty while loading or if either call fails.
 * Accepting them revalidates `acceptedPolicies` (lib/views.ts), which empties the list.
 */
export function usePolicyCheck(enabled: boolean) {
  const options = { revalidateOnFocus: false, shouldRetryOnError: false };
  const latest = useApi(IdentityRoutes.latestPolicies, enabled ? {} : null, options);
  const accepted = useApi(IdentityRoutes.acceptedPolicies, enabled ? {} : null, options);
  const pending = latest.data && accepted.data ? pendingPolicies(latest.data.data, accepted.data.data) : [];
  return { pending };
}
