import {
  InvoiceInput,
  InvoicePatch,
  type Invoice,
  type PaymentTerms,
} from '@polyloop/shared/finance/invoice';
import type { MaterialType, PriceUnit } from '@polyloop/shared';
import { joinPath, numberOrUndefined } from '../../lib/form';

/** An item as the form holds it: every field a string, so a blank is a blank. */
export interface ItemValues {
  description: string;
  materialType: string;
  quantity: string;
  weightUnit: string;
  price: string;
  priceUnit: string;
}

export interface DocumentValues {
  shipmentId: string;
  companyId: string;
  invoiceDate: string;
  paymentTerms: string;
  taxRate: string;
  description: string;
  paymentInstructions: string;
  termsAndConditions: string;
  items: ItemValues[];
}

export const emptyItem = (): ItemValues => ({
  description: '',
  materialType: '',
  quantity: '',
  weightUnit: 'POUND',
  price: '',
  priceUnit: 'POUND',
});

export const blankDocument = (shipmentId = ''): DocumentValues => ({
  shipmentId,
  companyId: '',
  invoiceDate: '',
  paymentTerms: 'NET_30',
  taxRate: '0',
  description: '',
  paymentInstructions: '',
  termsAndConditions: '',
  items: shipmentId ? [] : [emptyItem()],
});

/** A draft's fields as the edit form starts from them. */
export const valuesOf = (d: Invoice): DocumentValues => ({
  shipmentId: d.shipment?.id ?? '',
  companyId: d.company.id,
  invoiceDate: d.invoiceDate,
  paymentTerms: d.paymentTerms,
  taxRate: String(d.taxRate),
  description: d.description ?? '',
  paymentInstructions: d.paymentInstructions ?? '',
  termsAndConditions: d.termsAndConditions ?? '',
  items: d.items.map((i) => ({
    description: i.description,
    materialType: i.materialType ?? '',
    quantity: String(i.netWeight.unitValue),
    weightUnit: i.netWeight.unit,
    price: String(i.price.unitValue),
    priceUnit: i.price.unit,
  })),
});

const text = (v: string) => (v.trim() === '' ? undefined : v.trim());

const itemsOf = (items: ItemValues[]) =>
  items.map((i) => ({
    description: i.description.trim(),
    materialType: (text(i.materialType) as MaterialType | undefined) ?? undefined,
    netWeight: { unitValue: numberOrUndefined(i.quantity) as number, unit: i.weightUnit as 'POUND' },
    price: { unitValue: numberOrUndefined(i.price) as number, unit: i.priceUnit as PriceUnit },
  }));

const common = (v: DocumentValues) => ({
  invoiceDate: text(v.invoiceDate),
  paymentTerms: v.paymentTerms as PaymentTerms,
  taxRate: numberOrUndefined(v.taxRate) ?? 0,
  description: text(v.description),
  paymentInstructions: text(v.paymentInstructions),
  termsAndConditions: text(v.termsAndConditions),
});

/** A new invoice or bill: from a shipment (its manifest on the server), else a company and items. */
export const inputOf = (v: DocumentValues): InvoiceInput =>
  v.shipmentId
    ? { shipmentId: v.shipmentId, ...common(v) }
    : { companyId: text(v.companyId), items: itemsOf(v.items), ...common(v) };

/** A draft's change: its fields and items; a text left blank goes as null, which clears it. */
export const patchOf = (v: DocumentValues): InvoicePatch => ({
  ...common(v),
  description: text(v.description) ?? null,
  paymentInstructions: text(v.paymentInstructions) ?? null,
  termsAndConditions: text(v.termsAndConditions) ?? null,
  items: itemsOf(v.items),
});

/** An issue's field in the form: a line's weight and price values sit in quantity and price. */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [head, index, field, sub] = path;
  if (head === 'items' && typeof index === 'number') {
    if (field === 'netWeight') return `items.${index}.${sub === 'unit' ? 'weightUnit' : 'quantity'}`;
    if (field === 'price') return `items.${index}.${sub === 'unit' ? 'priceUnit' : 'price'}`;
    if (field === undefined) return 'items';
  }
  return joinPath(path);
}

export { InvoiceInput, InvoicePatch };
