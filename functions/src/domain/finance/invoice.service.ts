import type {
  FinanceKind,
  Invoice,
  InvoiceInput,
  InvoiceListItem,
  InvoiceListQuery,
  InvoicePatch,
} from '@polyloop/shared/finance/invoice';
import { dueDateOf, FINANCE_MESSAGES, MAX_DOCUMENT_CENTS } from '@polyloop/shared/finance/invoice';
import { lineName } from '@polyloop/shared/orders/order';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { countedPage, pageFrom, type Page } from '../../data/page.js';
import type { Member } from '../../lib/actor.js';
import { commit, newId, today } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { companyOf } from '../company/index.js';
import { audit } from '../history/index.js';
import { ShipmentEntity, type ShipmentRecord } from '../order/index.js';
import {
  countInvoices,
  InvoiceEntity,
  listInvoicesOfCompany,
  listInvoicesOfShipment,
  listInvoicesWithStatus,
  listOpen,
  pageInvoices,
  type InvoiceRecord,
} from './invoice.entity.js';
import { listItem, storedItems, totalsOf, view } from './invoice.records.js';

export const changed = () => new Conflict(FINANCE_MESSAGES.changed, 'CHANGED');
export const explain = (entity: string) =>
  entity === InvoiceEntity.name || entity === ShipmentEntity.name ? changed() : undefined;

/** An invoice or bill of the company, of the kind its route serves; anything else is not found. */
export async function find(tenantId: string, kind: FinanceKind, id: string): Promise<InvoiceRecord> {
  const found = await InvoiceEntity.get({ tenantId, id }, { consistent: true });
  if (!found || found.kind !== kind) throw new NotFound();
  return found;
}

export const get = async (actor: Member, kind: FinanceKind, id: string): Promise<Invoice> =>
  view(await find(actor.tenantId, kind, id));

/**
 * A page of a kind, newest date first. No filter, one status or a company is one Query and one
 * count; a shipment's or the overdue ones read that bounded set and page it in memory.
 */
export async function list(
  actor: Member,
  kind: FinanceKind,
  query: InvoiceListQuery,
): Promise<Page<InvoiceListItem>> {
  const { tenantId } = actor;
  const statuses = query.statuses ?? [];
  const narrow = (items: InvoiceRecord[]) =>
    items
      .filter((i) => i.kind === kind)
      .filter((i) => !statuses.length || statuses.includes(i.status))
      .filter((i) => !query.companyId || i.companyId === query.companyId)
      .sort((a, b) =>
        a.invoiceDate === b.invoiceDate
          ? b.id.localeCompare(a.id)
          : b.invoiceDate.localeCompare(a.invoiceDate),
      );
  if (query.shipmentId)
    return pageFrom(
      narrow(await listInvoicesOfShipment(tenantId, query.shipmentId)).map(listItem),
      query.page,
      query.size,
    );
  if (query.overdue === 'true') {
    const day = today();
    return pageFrom(
      narrow((await listOpen(tenantId, kind)).filter((i) => i.dueDate < day)).map(listItem),
      query.page,
      query.size,
    );
  }
  if (statuses.length > 1) {
    const all = await Promise.all(statuses.map((status) => listInvoicesWithStatus(tenantId, kind, status)));
    return pageFrom(narrow(all.flat()).map(listItem), query.page, query.size);
  }
  const filter = statuses.length === 1 ? { status: statuses[0] } : { companyId: query.companyId };
  if (filter.status && query.companyId) {
    const all = await listInvoicesOfCompany(tenantId, kind, query.companyId);
    return pageFrom(narrow(all).map(listItem), query.page, query.size);
  }
  return countedPage(
    (limit, cursor) => pageInvoices(tenantId, kind, filter, limit, cursor),
    query.page,
    query.size,
    countInvoices(tenantId, kind, filter),
    listItem,
  );
}

/** A shipment's lines as invoice items: sell prices for an invoice, buy prices for a bill; unpriced lines left out. */
function itemsOfShipment(kind: FinanceKind, shipment: ShipmentRecord) {
  const items = shipment.manifest
    .map((line) => ({ line, price: kind === 'INVOICE' ? line.sellPrice : line.buyPrice }))
    .filter((l) => l.price)
    .map(({ line, price }) => ({
      id: newId(),
      description: lineName(line, (t) => MATERIAL_TYPE_LABELS[t]),
      materialType: line.materialType,
      netWeight: line.netWeight,
      price: price!,
      amountCents: kind === 'INVOICE' ? line.revenueCents : line.costCents,
    }));
  if (!items.length) throw new Conflict(FINANCE_MESSAGES.noPrices, 'NO_PRICES');
  return items;
}

const INVOICEABLE: readonly ShipmentRecord['status'][] = ['DELIVERED', 'INVOICED', 'PAID'];

async function shipmentFor(tenantId: string, kind: FinanceKind, shipmentId: string): Promise<ShipmentRecord> {
  const shipment = await ShipmentEntity.get({ tenantId, id: shipmentId });
  if (!shipment)
    throw new BadRequest('The shipment was not found.', { shipmentId: ['The shipment was not found.'] });
  if (!INVOICEABLE.includes(shipment.status))
    throw new Conflict(FINANCE_MESSAGES.shipmentNotDelivered, 'SHIPMENT_NOT_DELIVERED');
  const standing = (await listInvoicesOfShipment(tenantId, shipmentId)).filter(
    (i) => i.kind === kind && i.status !== 'VOID',
  );
  if (standing.length)
    throw new Conflict(
      kind === 'INVOICE' ? FINANCE_MESSAGES.alreadyInvoiced : FINANCE_MESSAGES.alreadyBilled,
      'ALREADY_INVOICED',
    );
  return shipment;
}

async function companyFor(tenantId: string, companyId: string) {
  const company = await companyOf(tenantId, companyId);
  if (!company)
    throw new BadRequest(FINANCE_MESSAGES.companyUnknown, { companyId: [FINANCE_MESSAGES.companyUnknown] });
  return { id: company.companyId, name: company.name };
}

function checkSize(totals: { totalCents: number }) {
  if (totals.totalCents > MAX_DOCUMENT_CENTS)
    throw new BadRequest(FINANCE_MESSAGES.tooLarge, { items: [FINANCE_MESSAGES.tooLarge] });
}

/**
 * A draft invoice or bill. From a shipment: its manifest's priced lines, and its receiver (an
 * invoice) or supplier (a bill) unless another company is given. By hand: a company and items.
 */
export async function create(actor: Member, kind: FinanceKind, input: InvoiceInput): Promise<Invoice> {
  const { tenantId } = actor;
  if (!input.shipmentId && !input.companyId)
    throw new BadRequest(FINANCE_MESSAGES.companyRequired, { companyId: [FINANCE_MESSAGES.companyRequired] });
  if (!input.shipmentId && !input.items?.length)
    throw new BadRequest(FINANCE_MESSAGES.itemsRequired, { items: [FINANCE_MESSAGES.itemsRequired] });
  const shipment = input.shipmentId ? await shipmentFor(tenantId, kind, input.shipmentId) : undefined;
  const companyId = input.companyId ?? (kind === 'INVOICE' ? shipment!.receiverId : shipment!.supplierId);
  const company =
    shipment && !input.companyId
      ? { id: companyId, name: kind === 'INVOICE' ? shipment.receiverName : shipment.supplierName }
      : await companyFor(tenantId, companyId);
  const items = input.items?.length ? storedItems(input.items) : itemsOfShipment(kind, shipment!);
  const totals = totalsOf(items, input.taxRate);
  checkSize(totals);
  const stamp = await audit(actor);
  const invoiceDate = input.invoiceDate ?? today();
  const record: InvoiceRecord = InvoiceEntity.schema.parse({
    tenantId,
    id: newId(),
    kind,
    status: 'DRAFT',
    alternateId: input.alternateId || undefined,
    account: input.account || undefined,
    companyId: company.id,
    companyName: company.name,
    ...(shipment ? { shipmentId: shipment.id, shipmentIdentifier: shipment.identifier } : {}),
    invoiceDate,
    dueDate: dueDateOf(invoiceDate, input.paymentTerms),
    postingDate: input.postingDate ?? invoiceDate,
    paymentTerms: input.paymentTerms,
    paymentInstructions: input.paymentInstructions || undefined,
    termsAndConditions: input.termsAndConditions || undefined,
    description: input.description || undefined,
    items,
    taxRate: input.taxRate,
    ...totals,
    paidCents: 0,
    version: 1,
    createdDate: stamp.updatedDate,
    ...stamp,
  });
  await InvoiceEntity.create(record);
  return view(record);
}

const draftOnly = (current: InvoiceRecord) => {
  if (current.status !== 'DRAFT') throw new Conflict(FINANCE_MESSAGES.draftOnly, 'NOT_DRAFT');
};

/** Changes a draft; its totals and due date follow. */
export async function update(
  actor: Member,
  kind: FinanceKind,
  id: string,
  patch: InvoicePatch,
): Promise<Invoice> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  const current = await find(tenantId, kind, id);
  draftOnly(current);
  const items = patch.items ? storedItems(patch.items) : current.items;
  const taxRate = patch.taxRate ?? current.taxRate;
  const invoiceDate = patch.invoiceDate ?? current.invoiceDate;
  const paymentTerms = patch.paymentTerms ?? current.paymentTerms;
  const totals = totalsOf(items, taxRate);
  checkSize(totals);
  /** Left out keeps the text; null or empty clears it. */
  const text = (value: string | null | undefined, was: string | undefined) =>
    value === undefined ? was : value || undefined;
  const next: InvoiceRecord = {
    ...current,
    alternateId: text(patch.alternateId, current.alternateId),
    account: text(patch.account, current.account),
    paymentInstructions: text(patch.paymentInstructions, current.paymentInstructions),
    termsAndConditions: text(patch.termsAndConditions, current.termsAndConditions),
    description: text(patch.description, current.description),
    invoiceDate,
    paymentTerms,
    dueDate: dueDateOf(invoiceDate, paymentTerms),
    postingDate:
      patch.postingDate ??
      (patch.invoiceDate && current.postingDate === current.invoiceDate ? invoiceDate : current.postingDate),
    items,
    taxRate,
    ...totals,
    version: current.version + 1,
    ...stamp,
  };
  const parsed = InvoiceEntity.schema.parse(next);
  const { tenantId: _t, id: _i, ...fields } = parsed;
  const cleared = (
    ['alternateId', 'account', 'paymentInstructions', 'termsAndConditions', 'description'] as const
  ).filter((name) => parsed[name] === undefined);
  await commit(
    [
      InvoiceEntity.tx.update({ tenantId, id }, fields, {
        current,
        remove: cleared,
        condition: { version: current.version, status: 'DRAFT' },
      }),
    ],
    explain,
  );
  return view(parsed);
}

/** Deletes a draft (an issued one is voided instead: its number stays). */
export async function remove(actor: Member, kind: FinanceKind, id: string): Promise<void> {
  const current = await find(actor.tenantId, kind, id);
  draftOnly(current);
  await commit(
    [
      InvoiceEntity.tx.delete(
        { tenantId: actor.tenantId, id },
        { version: current.version, status: 'DRAFT' },
      ),
    ],
    explain,
  );
}
