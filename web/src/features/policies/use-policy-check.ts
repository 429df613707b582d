import { IdentityRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { pendingPolicies } from './policy-state';

/**
 * Where the check stands: `checking` until both calls have answered (or the account is still
 * unknown), `asking` while newer policies wait for acceptance, `clear` otherwise (a failed call
 * asks nothing). The layout shows it as `data-policy-check`, so whoever drives the page knows
 * when the dialog will no longer appear unannounced.
 */
export type PolicyCheckStatus = 'checking' | 'asking' | 'clear';

/**
 * The newer policies the user still has to accept; empty while loading or if either call fails.
 * `enabled` is undefined while the account loads; a person who has not onboarded is not asked.
 * Accepting them revalidates `acceptedPolicies` (lib/views.ts), which empties the list.
 */
export function usePolicyCheck(enabled: boolean | undefined) {
  const options = { revalidateOnFocus: false, shouldRetryOnError: false };
  const latest = useApi(IdentityRoutes.latestPolicies, enabled ? {} : null, options);
  const accepted = useApi(IdentityRoutes.acceptedPolicies, enabled ? {} : null, options);
  const pending = latest.data && accepted.data ? pendingPolicies(latest.data.data, accepted.data.data) : [];
  const status: PolicyCheckStatus =
    enabled === undefined || latest.isLoading || accepted.isLoading
      ? 'checking'
      : pending.length > 0
        ? 'asking'
        : 'clear';
  return { pending, status };
}
