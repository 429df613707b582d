import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared/conversions';
import { LISTING_STATUS_LABELS, type Have, type Need, type Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import type { Cell } from '../export/index.js';
import { tableFile, type Download } from '../export/index.js';
import { createdBetween, type Exported } from './listing.lists.js';
import type { Kind } from './listing.counters.js';

const price = (p: Price | null) =>
  p ? `$${p.unitValue.toFixed(2)} / ${PRICE_UNIT_LABELS[p.unit].replace('per ', '')}` : 'Offer';
const place = (v: Exported) =>
  v.location
    ? [v.location.name, v.location.city, v.location.stateProvince, v.location.country]
        .filter(Boolean)
        .join(', ')
    : undefined;

const COMMON = [
  'Identifier',
  'Company',
  'Material',
  'Material type',
  'Remaining weight',
  'Unit',
  'Packaging',
  'Shipping terms',
  'Location',
  'Expiration date',
  'Status',
  'Archived',
  'Notes',
  'Created',
];
const common = (v: Exported): Cell[] => [
  v.identifier,
  v.companyName,
  v.materialName ?? undefined,
  MATERIAL_TYPE_LABELS[v.materialType],
  v.remainingWeight.unitValue,
  WEIGHT_UNIT_LABELS[v.remainingWeight.unit],
  v.packaging ? LABELS.packaging[v.packaging] : undefined,
  v.shippingTerms ? LABELS.incoterm[v.shippingTerms] : undefined,
  place(v),
  v.expirationDate,
  LISTING_STATUS_LABELS[v.status],
  v.archived ? 'Yes' : 'No',
  v.notes ?? undefined,
  v.createdDate.slice(0, 10),
];

const SHEETS = {
  have: {
    what: 'haves',
    sheet: 'Haves',
    header: [...COMMON, 'Price', 'Palletized', 'Piece count', 'Lot number', 'Group'],
    row: (v: Exported): Cell[] => {
      const h = v as Omit<Have, 'photos'>;
      return [
        ...common(h),
        price(h.price),
        h.palletized ? 'Yes' : 'No',
        h.pieceCount ?? undefined,
        h.lotNumber ?? undefined,
        h.group?.name,
      ];
    },
  },
  need: {
    what: 'needs',
    sheet: 'Needs',
    header: [...COMMON, 'Price target'],
    row: (v: Exported): Cell[] => [...common(v), price((v as Need).priceTarget)],
  },
};

/** Haves or needs created in the date range (inclusive) as CSV or XLSX, with the writers every export uses. */
export async function exportListings(
  actor: Member,
  kind: Kind,
  query: z.infer<typeof ExportQuery>,
): Promise<Download> {
  const s = SHEETS[kind];
  return tableFile(
    s.what,
    s.sheet,
    query,
    s.header,
    (await createdBetween(actor, kind, query.from, query.to)).map(s.row),
  );
}
