import { useEffect, useMemo, useRef } from 'react';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';

/** The tenant's locations (its own and its CRM companies'), labelled for a picker: "Mill yard, Chicago, IL". */
export function useLocationOptions(companyId?: string) {
  const result = useApi(CrmRoutes.listLocations, {
    query: { size: 100, ...(companyId ? { companyId } : {}) },
  });
  return useMemo(() => {
    const rows = result.data?.data ?? [];
    return {
      ids: rows.map((l) => l.id),
      labels: Object.fromEntries(
        rows.map((l) => [l.id, [l.name, l.city, l.stateProvince].filter(Boolean).join(', ') || l.address]),
      ),
    };
  }, [result.data]);
}

/** The tenant's materials for a picker, with their types. */
export function useMaterialOptions() {
  const result = useApi(CrmRoutes.listMaterials, { query: { size: 100 } });
  return useMemo(() => {
    const rows = result.data?.data ?? [];
    return {
      rows,
      ids: rows.map((m) => m.id),
      labels: Object.fromEntries(rows.map((m) => [m.id, `${m.name} (${m.identifier})`])),
      typeOf: (id: string) => rows.find((m) => m.id === id)?.type,
    };
  }, [result.data]);
}

/** The tenant's haves for a picker, "GLP-H12 — Acme Plastics"; read only while `enabled`. */
export function useHaveOptions(enabled = true) {
  const result = useApi(SupplyRoutes.listHaves, enabled ? { query: { size: 100 } } : null);
  return useMemo(() => {
    const rows = result.data?.data ?? [];
    return {
      ids: rows.map((h) => h.id),
      labels: Object.fromEntries(rows.map((h) => [h.id, `${h.identifier} — ${h.companyName}`])),
    };
  }, [result.data]);
}

type MaterialOptions = ReturnType<typeof useMaterialOptions>;

/** A form's `setValue`, for the fields the pickers below fill in or clear. */
type SetPickedValue = (
  name: 'materialType' | 'locationId',
  value: string,
  options?: { shouldValidate?: boolean },
) => void;

/** Choosing a material sets its type, so the person need not choose it twice. */
export function useMaterialSetsType(
  materialId: string,
  materials: MaterialOptions,
  setValue: SetPickedValue,
) {
  useEffect(() => {
    const type = materials.typeOf(materialId);
    if (type) setValue('materialType', type, { shouldValidate: true });
  }, [materialId, materials, setValue]);
}

/** Choosing another company clears the location: it belonged to the company chosen before. */
export function useCompanyClearsLocation(companyId: string, setValue: SetPickedValue) {
  const companyBefore = useRef(companyId);
  useEffect(() => {
    if (companyBefore.current && companyBefore.current !== companyId) setValue('locationId', '');
    companyBefore.current = companyId;
  }, [companyId, setValue]);
}
