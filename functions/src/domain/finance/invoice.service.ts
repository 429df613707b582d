import type {
  FinanceKind,
  Invoice,
  InvoiceInput,
  InvoiceListItem,
  InvoiceListQuery,
  InvoicePatch,
  VoidInput,
} from '@polyloop/shared/finance/invoice';
import { dueDateOf, FINANCE_MESSAGES, MAX_DOCUMENT_CENTS } from '@polyloop/shared/finance/invoice';
import { lineName } from '@polyloop/shared/orders/order';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { ConditionFailed, type TxItem } from '../../data/entity.js';
import { countedPage, pageFrom, type Page } from '../../data/page.js';
import type { Member } from '../../lib/actor.js';
import { commit, newId, retrying, today } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { companyOf } from '../company/index.js';
import { Counter } from '../counter/index.js';
import { audit } from '../history/index.js';
import { COUNTERS, ShipmentEntity, type ShipmentRecord } from '../order/index.js';
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
import {
  issuePosting,
  listItem,
  numberOf,
  sequenceName,
  storedItems,
  totalsOf,
  view,
} from './invoice.records.js';
import { journalTx } from '../ledger/index.js';

const changed = () => new Conflict(FINANCE_MESSAGES.changed, 'CHANGED');
const explain = (entity: string) =>
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
  const text = (value: string | undefined, was: string | undefined) =>
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

/** The shipment's lock and status when its first invoice is issued: delivered becomes invoiced. */
function shipmentOnIssue(
  current: InvoiceRecord,
  shipment: ShipmentRecord | undefined,
  stamp: object,
): TxItem[] {
  if (!shipment) return [];
  const invoiced = current.kind === 'INVOICE' && shipment.status === 'DELIVERED';
  return [
    ShipmentEntity.tx.update(
      { tenantId: shipment.tenantId, id: shipment.id },
      invoiced ? { status: 'INVOICED', ...stamp } : {},
      { add: { invoiceLocks: 1 }, current: shipment, condition: { status: shipment.status } },
    ),
    ...(invoiced ? statusCounters(shipment.tenantId, 'DELIVERED', 'INVOICED') : []),
  ];
}

export const statusCounters = (tenantId: string, from: string, to: string): TxItem[] => [
  Counter.tx.update({ tenantId, name: COUNTERS.shipmentsOf(from) }, {}, { add: { count: -1 }, upsert: true }),
  Counter.tx.update({ tenantId, name: COUNTERS.shipmentsOf(to) }, {}, { add: { count: 1 }, upsert: true }),
];

/**
 * Issues a draft: the next number of its kind (a counter moved on the condition that it still holds
 * the number read, so two issues at once never share one and none is skipped), the invoice, its
 * journal entry and its shipment's lock and status, in one transaction.
 */
export async function issue(actor: Member, kind: FinanceKind, id: string): Promise<Invoice> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  for (let attempt = 1; ; attempt++) {
    const current = await find(tenantId, kind, id);
    if (current.status !== 'DRAFT') throw new Conflict(FINANCE_MESSAGES.notIssuable, 'NOT_DRAFT');
    const counterKey = { tenantId, name: sequenceName(kind) };
    const [sequence, shipment] = await Promise.all([
      Counter.get(counterKey, { consistent: true }),
      current.shipmentId
        ? ShipmentEntity.get({ tenantId, id: current.shipmentId }, { consistent: true })
        : undefined,
    ]);
    const taken = sequence?.count ?? 0;
    const number = numberOf(kind, taken + 1);
    const issued: InvoiceRecord = {
      ...current,
      status: 'ISSUED',
      number,
      openKind: current.totalCents > 0 ? kind : undefined,
      version: current.version + 1,
      ...stamp,
    };
    if (issued.totalCents === 0) Object.assign(issued, { status: 'PAID', paidDate: current.invoiceDate });
    try {
      await commit(
        [
          sequence
            ? Counter.tx.update(counterKey, { count: taken + 1 }, { condition: { count: taken } })
            : Counter.tx.create({ ...counterKey, count: 1 }),
          InvoiceEntity.tx.update(
            { tenantId, id },
            {
              status: issued.status,
              number,
              version: issued.version,
              ...(issued.openKind ? { openKind: issued.openKind } : {}),
              ...(issued.paidDate ? { paidDate: issued.paidDate } : {}),
              ...stamp,
            },
            { current, condition: { version: current.version, status: 'DRAFT' } },
          ),
          ...journalTx(issuePosting(issued, actor.userId)),
          ...shipmentOnIssue(current, shipment, stamp),
        ],
        (entity) => (entity === Counter.name ? new NumberTaken() : explain(entity)),
      );
      return view(issued);
    } catch (error) {
      if (
        !(
          error instanceof NumberTaken ||
          (error instanceof ConditionFailed && error.entity === Counter.name)
        ) ||
        attempt >= 8
      )
        throw error instanceof NumberTaken ? changed() : error;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 30));
    }
  }
}

class NumberTaken extends Error {}

/**
 * Voids an issued invoice or bill without payments: its posting reversed on the day given, its
 * number kept, its shipment's lock released (the shipment keeps its status).
 */
export async function voidDocument(
  actor: Member,
  kind: FinanceKind,
  id: string,
  input: VoidInput,
): Promise<Invoice> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, kind, id);
    if (current.status === 'VOID') throw new Conflict(FINANCE_MESSAGES.alreadyVoid, 'ALREADY_VOID');
    if (current.status === 'DRAFT') throw new Conflict(FINANCE_MESSAGES.draftOnly, 'NOT_ISSUED');
    if (current.paidCents > 0) throw new Conflict(FINANCE_MESSAGES.voidPaid, 'HAS_PAYMENTS');
    const date = input.date ?? today();
    const voided: InvoiceRecord = {
      ...current,
      status: 'VOID',
      voidDate: date,
      version: current.version + 1,
      ...stamp,
    };
    delete voided.openKind;
    await commit(
      [
        InvoiceEntity.tx.update(
          { tenantId, id },
          { status: 'VOID', voidDate: date, version: voided.version, ...stamp },
          { current, remove: ['openKind'], condition: { version: current.version } },
        ),
        ...journalTx(issuePosting(current, actor.userId, { date })),
        ...(current.shipmentId
          ? [
              ShipmentEntity.tx.update(
                { tenantId, id: current.shipmentId },
                {},
                { add: { invoiceLocks: -1 } },
              ),
            ]
          : []),
      ],
      explain,
    );
    return view(voided);
  });
}
