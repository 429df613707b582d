import { CrmRoutes, IdentityRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { useAccount } from '../../lib/account';

/** The user's own company (its id answers every company route). */
export function useMyCompany() {
  const { account } = useAccount();
  return useApi(CrmRoutes.getMyCompany, account ? {} : null, { revalidateOnFocus: false });
}

/** Colleagues for representatives and mentions, sorted by first name. */
export function useUserOptions() {
  const { account } = useAccount();
  const result = useApi(IdentityRoutes.userOptions, account ? {} : null, { revalidateOnFocus: false });
  const users = result.data?.data ?? [];
  return {
    users,
    isLoading: result.isLoading,
    error: result.error,
    nameOf: (id: string) => fullName(users.find((u) => u.id === id)) ?? id,
  };
}

export const fullName = (u: { firstName: string; lastName: string } | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : undefined;
