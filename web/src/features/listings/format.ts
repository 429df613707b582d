import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared';
import type { Have, ListingStatus, Need, Price, Weight } from '@polyloop/shared/supply/listing';

/** "$0.42 / lb", or "Offer" when no price is given (spec part 1 §9). */
export const formatPrice = (p: Price | null | undefined) =>
  p ? `$${p.unitValue.toFixed(2)} / ${PRICE_UNIT_LABELS[p.unit].replace('per ', '')}` : 'Offer';
export const formatWeight = (w: Weight) =>
  `${w.unitValue.toLocaleString('en-US')} ${WEIGHT_UNIT_LABELS[w.unit]}`;
export const priceOf = (r: Have | Need) => ('price' in r ? r.price : r.priceTarget);
export const STATUS_PALETTE: Record<ListingStatus, string> = {
  ACTIVE: 'green',
  EXPIRED: 'orange',
  COMPLETED: 'blue',
  CANCELLED: 'gray',
};
