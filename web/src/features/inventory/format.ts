import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS, type PriceUnit, type WeightUnit } from '@polyloop/shared';
import type { LotPlace } from '@polyloop/shared/inventory/lot';

/** "1,250.5 lbs". */
export const formatWeight = (w: { unitValue: number; unit: WeightUnit }) =>
  `${w.unitValue.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${WEIGHT_UNIT_LABELS[w.unit]}`;

/** "$0.3000 / lb" to the ten-thousandth (costs per unit are small), or "No cost" (spec part 1 §9: USD). */
export const formatCost = (c: { unitValue: number; unit: PriceUnit } | null | undefined) =>
  c
    ? `$${c.unitValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} / ${PRICE_UNIT_LABELS[c.unit].replace('per ', '')}`
    : 'No cost';

/** "$1,234.50"; a loss "−$1,234.50" (the sign before the dollar sign; what rounds to zero is "$0.00"). */
export const formatMoney = (n: number) => {
  const digits = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${n < 0 && digits !== '0.00' ? '−' : ''}$${digits}`;
};

/** "Mill yard, Chicago, IL — Toll Grinder". */
export const formatLotPlace = (p: LotPlace) =>
  `${[p.name, p.city, p.stateProvince].filter(Boolean).join(', ') || 'Location'} — ${p.companyName}`;

/** A have's page opened from inventory: its back button returns to inventory (spec part 1 §2). */
export const haveFromInventory = (id: string) => `/haves/${id}/details?fromInventory=true`;

export const INVENTORY_BASE = '/market/inventory';
export const REPORTS_BASE = '/market/inventory/process-reports';
