import { MATERIAL_TYPE_LABELS, type MaterialType } from '@polyloop/shared';

export { formatNetworkPlace, formatPrice, formatTerms, formatWeight } from '../common/format';

/** A moment with its time, short ("03/04/26, 3:00 PM"): when a listing opens or closes. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A listing's material as people name it: its name, else its type. */
export const materialOf = (r: { materialName: string | null; materialType: MaterialType }) =>
  r.materialName ?? MATERIAL_TYPE_LABELS[r.materialType];

/** "Supply (12)": a tab's label with its count, once known. */
export const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;
