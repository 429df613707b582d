import type { Account, Billing } from '@polyloop/shared';
import { FrameRoutes } from '@polyloop/shared/contract/routes/frame';
import { useApi } from './api';
import { useSession } from './auth';

/**
 * The signed-in user with their company and permissions (`GET /api/account`). One hook, one SWR
 * key: every component reading the account shares one request. The client only mirrors what the
 * server derives; the server enforces.
 */
export function useAccount() {
  const session = useSession();
  const signedIn = !!session && !session.expired;
  const result = useApi(FrameRoutes.getAccount, session ? {} : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    account: result.data?.data,
    error: result.error,
    isLoading: signedIn && !result.data && !result.error,
    mutate: result.mutate,
  };
}

export const isPlatformAdmin = (account: Pick<Account, 'authorities'> | undefined) =>
  !!account?.authorities.includes('ROLE_PLATFORM_ADMIN');
export const isCompanyAdmin = (account: Pick<Account, 'authorities'> | undefined) =>
  !!account?.authorities.some((a) => a === 'ROLE_USER_ADMIN' || a === 'ROLE_PLATFORM_ADMIN');

/**
 * The company's subscription, loaded once before the first guarded navigation. A failed load
 * counts as "not configured" and the app carries on (spec part 1 §7), so `billing` stays undefined.
 */
export function useBilling(enabled = true) {
  const session = useSession();
  const signedIn = !!session && !session.expired;
  const result = useApi(FrameRoutes.getBilling, enabled && signedIn ? {} : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const billing: Billing | undefined = result.data?.data;
  return {
    billing,
    settled: !enabled || !signedIn || !!result.data || !!result.error,
    mutate: result.mutate,
  };
}
