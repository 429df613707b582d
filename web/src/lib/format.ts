/** mm/dd/yy, as the spec's pickers show dates; an em dash when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: '2-digit' });
}

/** "Chicago, IL": where a place is, in short; an em dash when there is none. */
export const formatPlace = (
  place: { city?: string | null; stateProvince?: string | null } | null | undefined,
) => (place ? [place.city, place.stateProvince].filter(Boolean).join(', ') || '—' : '—');

/** A moment as the browser's locale writes it (comments, history). */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString() : '—';

export const AUTHORITY_LABELS: Record<string, string> = {
  ROLE_USER_ADMIN: 'Administrator',
  ROLE_USER: 'User',
  ROLE_PLATFORM_ADMIN: 'Platform administrator',
};
export const ROLE_LABELS: Record<string, string> = {
  SALES: 'Sales',
  SHIPPING: 'Shipping',
  PURCHASING: 'Purchasing',
  ACCOUNTING: 'Accounting',
};
