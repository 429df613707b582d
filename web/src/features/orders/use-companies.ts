import { useMemo } from 'react';
import { CrmRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';

/** The own company and the CRM companies, for a picker: the own one first, marked. */
export function useCompanyChoices() {
  const own = useApi(CrmRoutes.getMyCompany);
  const companies = useApi(CrmRoutes.companyOptions, { query: { size: 100 } });
  return useMemo(() => {
    const mine = own.data?.data;
    const rest = (companies.data?.data ?? []).filter((c) => c.id !== mine?.id);
    const all = [...(mine ? [{ id: mine.id, name: `${mine.name} (my company)` }] : []), ...rest];
    return { ids: all.map((c) => c.id), labels: Object.fromEntries(all.map((c) => [c.id, c.name])) };
  }, [own.data, companies.data]);
}

/** One company's locations, for a picker. */
export function useCompanyLocations(companyId: string) {
  const locations = useApi(
    CrmRoutes.listCompanyLocations,
    companyId ? { params: { id: companyId }, query: { size: 100 } } : null,
  );
  return useMemo(() => {
    const rows = locations.data?.data ?? [];
    return {
      ids: rows.map((l) => l.id),
      labels: Object.fromEntries(
        rows.map((l) => [l.id, [l.name, l.city, l.stateProvince].filter(Boolean).join(', ') || l.address]),
      ),
    };
  }, [locations.data]);
}
