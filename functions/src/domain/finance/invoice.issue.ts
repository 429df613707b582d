import type { FinanceKind, Invoice, VoidInput } from '@polyloop/shared/finance/invoice';
import { FINANCE_MESSAGES } from '@polyloop/shared/finance/invoice';
import type { TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { commit, retrying, today } from '../../lib/commit.js';
import { Conflict } from '../../lib/errors.js';
import { Counter } from '../counter/index.js';
import { audit, type Audit } from '../history/index.js';
import { journalTx } from '../ledger/index.js';
import { ShipmentEntity, shipmentMoveTx, type ShipmentRecord } from '../order/index.js';
import { InvoiceEntity, type InvoiceRecord } from './invoice.entity.js';
import { issuePosting, numberOf, sequenceName, view } from './invoice.records.js';
import { changed, explain, find } from './invoice.service.js';

/**
 * Issuing and voiding an invoice or bill: what posts it to the journal and moves its shipment.
 */

/** The shipment's lock and status when its first invoice is issued: delivered becomes invoiced. */
function shipmentOnIssue(
  current: InvoiceRecord,
  shipment: ShipmentRecord | undefined,
  stamp: Audit,
): TxItem[] {
  if (!shipment) return [];
  const lock = { invoiceLocks: 1 };
  if (current.kind === 'INVOICE' && shipment.status === 'DELIVERED')
    return shipmentMoveTx(shipment, 'INVOICED', stamp, lock);
  return [
    ShipmentEntity.tx.update(
      { tenantId: shipment.tenantId, id: shipment.id },
      {},
      { add: lock, current: shipment, condition: { status: shipment.status } },
    ),
  ];
}

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
      if (!(error instanceof NumberTaken)) throw error;
      if (attempt >= 8) throw changed();
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 30));
    }
  }
}

/** Another issue took the number read a moment before: read the counter again. */
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
