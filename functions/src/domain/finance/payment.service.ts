import type { FinanceKind, Payment, PaymentInput } from '@polyloop/shared/finance/invoice';
import { FINANCE_MESSAGES, OPEN_STATUSES } from '@polyloop/shared/finance/invoice';
import type { TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { commit, newId, now, retrying } from '../../lib/commit.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import { audit, type Audit } from '../history/index.js';
import { ShipmentEntity, shipmentMoveTx } from '../order/index.js';
import {
  InvoiceEntity,
  listInvoicesOfShipment,
  listPaymentsOf,
  PaymentEntity,
  type InvoiceRecord,
  type PaymentRecord,
} from './invoice.entity.js';
import { paymentPosting } from './invoice.records.js';
import { find } from './invoice.service.js';
import { journalTx } from '../ledger/index.js';

const view = (p: PaymentRecord): Payment => ({
  id: p.id,
  invoiceId: p.invoiceId,
  date: p.date,
  method: p.method,
  reference: p.reference ?? null,
  amountCents: p.amountCents,
  createdDate: p.createdDate,
});

export async function list(actor: Member, kind: FinanceKind, id: string): Promise<Payment[]> {
  await find(actor.tenantId, kind, id);
  return (await listPaymentsOf(actor.tenantId, id)).map(view);
}

/**
 * An invoice's last payment makes its shipment paid when every other invoice standing on it is
 * paid too and the shipment is invoiced (the only move the state machine allows into paid).
 */
async function shipmentPaidTx(invoice: InvoiceRecord, stamp: Audit): Promise<TxItem[]> {
  if (invoice.kind !== 'INVOICE' || !invoice.shipmentId) return [];
  const [shipment, others] = await Promise.all([
    ShipmentEntity.get({ tenantId: invoice.tenantId, id: invoice.shipmentId }, { consistent: true }),
    listInvoicesOfShipment(invoice.tenantId, invoice.shipmentId),
  ]);
  if (shipment?.status !== 'INVOICED') return [];
  const unpaid = others.filter(
    (o) => o.id !== invoice.id && o.kind === 'INVOICE' && OPEN_STATUSES.includes(o.status),
  );
  if (unpaid.length) return [];
  return shipmentMoveTx(shipment, 'PAID', stamp);
}

/**
 * Records a payment: never more than is owed; the invoice's paid amount and status, the payment,
 * its journal entry and, with the last payment, its shipment's status, in one transaction
 * conditioned on the invoice's version (two payments at once cannot both fit under the balance).
 */
export async function record(
  actor: Member,
  kind: FinanceKind,
  id: string,
  input: PaymentInput,
): Promise<Payment> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, kind, id);
    if (!OPEN_STATUSES.includes(current.status)) throw new Conflict(FINANCE_MESSAGES.notOpen, 'NOT_OPEN');
    const balance = current.totalCents - current.paidCents;
    if (input.amountCents > balance)
      throw new BadRequest(FINANCE_MESSAGES.overpaid, { amountCents: [FINANCE_MESSAGES.overpaid] });
    const payment: PaymentRecord = {
      tenantId,
      invoiceId: id,
      id: newId(),
      date: input.date,
      method: input.method,
      ...(input.reference ? { reference: input.reference } : {}),
      amountCents: input.amountCents,
      createdDate: now(),
      createdBy: actor.userId,
    };
    const paid = input.amountCents === balance;
    const after: InvoiceRecord = {
      ...current,
      paidCents: current.paidCents + input.amountCents,
      status: paid ? 'PAID' : 'PARTLY_PAID',
      ...(paid ? { paidDate: input.date } : {}),
      version: current.version + 1,
    };
    await commit(
      [
        PaymentEntity.tx.create(payment),
        InvoiceEntity.tx.update(
          { tenantId, id },
          {
            paidCents: after.paidCents,
            status: after.status,
            version: after.version,
            ...(paid ? { paidDate: input.date } : {}),
            ...stamp,
          },
          { current, ...(paid ? { remove: ['openKind'] } : {}), condition: { version: current.version } },
        ),
        ...journalTx(paymentPosting(current, payment, actor.userId)),
        ...(paid ? await shipmentPaidTx(current, stamp) : []),
      ],
      (entity) =>
        entity === InvoiceEntity.name || entity === ShipmentEntity.name
          ? new Conflict(FINANCE_MESSAGES.changed, 'CHANGED')
          : undefined,
    );
    return view(payment);
  });
}
