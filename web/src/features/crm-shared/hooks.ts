import { CrmRoutes, IdentityRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { useAccount } from '../../lib/account';

/** The user's own company (its id answers every company route). */
export function useMyCompany() {
  const { account } = useAccount();
  return useApi(CrmRoutes.getMyCompany, account ? {} : null, { scope: account?.id, revalidateOnFocus: false });
}

/** Colleagues for representatives and mentions, sorted by first name. */
export function useUserOptions() {
  const { account } = useAccount();
  const result = useApi(IdentityRoutes.userOptions, account ? {} : null, {
    scope: account?.id,
    revalidateOnFocus: false,
  });
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

/** Dates as the rest of the app shows them (mm/dd/yy, as the spec's pickers do). */
export { formatDate } from '../../lib/format';
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString() : '—';
