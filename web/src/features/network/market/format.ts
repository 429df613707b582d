import { LABELS, MATERIAL_TYPE_LABELS, type MaterialType } from '@polyloop/shared';
import { placeLabel, type NetworkPlace } from '@polyloop/shared/network/common';
import type { PublicListingStatus } from '@polyloop/shared/network/market';
import type { Qualification } from '@polyloop/shared/network/offer';
import type { RequestStatus } from '@polyloop/shared/network/request';

export { formatPrice, formatWeight } from '../../listings/format';

/** Where material is or goes, as a line ("Chicago, IL, US"); an em dash when unknown. */
export const formatNetworkPlace = (place: NetworkPlace | null | undefined) => placeLabel(place) || '—';

/** A moment with its time, short ("03/04/26, 3:00 PM"): when a listing opens or closes. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: '2-digit', hour: 'numeric', minute: '2-digit' });
}

/** Shipping terms as traders write them: the Incoterms by their codes, the two domestic terms in words. */
export const TERMS_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(LABELS.incoterm).map(([code, label]) => [code, code.startsWith('FOB_') ? label : code]),
);
export const termsLabel = (terms: string | null | undefined) => (terms ? (TERMS_LABELS[terms] ?? terms) : '—');

/** A listing's material as people name it: its name, else its type. */
export const materialOf = (r: { materialName: string | null; materialType: MaterialType }) => r.materialName ?? MATERIAL_TYPE_LABELS[r.materialType];

export const PUBLIC_STATUS_PALETTE: Record<PublicListingStatus, string> = {
  SCHEDULED: 'purple',
  ACTIVE: 'green',
  CLOSED: 'blue',
  CANCELLED: 'gray',
  EXPIRED: 'orange',
};
export const REQUEST_STATUS_PALETTE: Record<RequestStatus, string> = { ACTIVE: 'green', CANCELLED: 'gray', EXPIRED: 'orange' };
export const QUALIFICATION_PALETTE: Record<Qualification, string> = {
  QUALIFIED: 'green',
  CONDITIONALLY_QUALIFIED: 'teal',
  DISQUALIFIED: 'red',
  PENDING_REVIEW: 'yellow',
};

/** "Supply (12)": a tab's label with its count, once known. */
export const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
