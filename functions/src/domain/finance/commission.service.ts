import type { Commission, CommissionInput } from '@polyloop/shared/finance/commission';
import { COMMISSION_MESSAGES, commissionCents } from '@polyloop/shared/finance/commission';
import type { Member } from '../../lib/actor.js';
import { commit, newId, now, retrying, today } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { ShipmentEntity } from '../order/index.js';
import { User } from '../user/index.js';
import { CommissionEntity, listCommissionsOf, type CommissionRecord } from './commission.entity.js';
import { journalTx, type Posting } from '../ledger/index.js';

const view = (c: CommissionRecord): Commission => ({
  id: c.id,
  shipmentId: c.shipmentId,
  representative: { id: c.representativeId, name: c.representativeName },
  type: c.type,
  percentage: c.percentage ?? null,
  amountCents: c.amountCents,
  paidDate: c.paidDate ?? null,
  createdDate: c.createdDate,
});

async function shipmentOf(tenantId: string, id: string) {
  const shipment = await ShipmentEntity.get({ tenantId, id }, { consistent: true });
  if (!shipment) throw new NotFound();
  return shipment;
}

export async function list(actor: Member, shipmentId: string): Promise<Commission[]> {
  await shipmentOf(actor.tenantId, shipmentId);
  return (await listCommissionsOf(actor.tenantId, shipmentId)).map(view);
}

/** What a commission posts: its expense against what is owed to the representative (or, paid, that debt against cash). */
export function commissionPosting(
  c: CommissionRecord,
  shipmentIdentifier: string,
  step: 'add' | 'remove' | 'pay',
  by: string,
): Posting {
  const rep = { id: c.representativeId, name: c.representativeName };
  const expense = { account: 'COMMISSIONS_EXPENSE' as const, cents: c.amountCents, company: rep };
  const payable = { account: 'COMMISSIONS_PAYABLE' as const, cents: c.amountCents, company: rep };
  const cash = { account: 'CASH' as const, cents: c.amountCents, company: rep };
  const sides = { add: [[expense], [payable]], remove: [[payable], [expense]], pay: [[payable], [cash]] }[
    step
  ];
  return {
    tenantId: c.tenantId,
    postingDate: step === 'pay' ? c.paidDate! : today(),
    kind: step === 'add' ? 'COMMISSION' : step === 'remove' ? 'COMMISSION_REMOVED' : 'COMMISSION_PAYMENT',
    source: { kind: 'commission', id: c.id, label: shipmentIdentifier },
    description: `${step === 'pay' ? 'Commission paid to' : step === 'remove' ? 'Commission removed for' : 'Commission for'} ${c.representativeName} on ${shipmentIdentifier}`,
    debit: sides[0]!,
    credit: sides[1]!,
    by,
  };
}

/**
 * Adds a commission: its amount from the shipment as it stands (fixed as given, else the percentage
 * of its gross profit, sale, cost, gain or loss), the shipment's total commissions and the journal
 * entry, in one transaction.
 */
export async function create(actor: Member, shipmentId: string, input: CommissionInput): Promise<Commission> {
  const { tenantId } = actor;
  const [shipment, rep] = await Promise.all([
    shipmentOf(tenantId, shipmentId),
    User.get({ userId: input.representativeId }),
  ]);
  if (!rep || rep.tenantId !== tenantId)
    throw new BadRequest(COMMISSION_MESSAGES.representativeUnknown, {
      representativeId: [COMMISSION_MESSAGES.representativeUnknown],
    });
  const record: CommissionRecord = {
    tenantId,
    shipmentId,
    id: newId(),
    representativeId: rep.userId,
    representativeName: `${rep.firstName} ${rep.lastName}`.trim(),
    type: input.type,
    ...(input.type === 'FIXED' ? {} : { percentage: input.percentage }),
    amountCents: commissionCents(input, shipment),
    createdDate: now(),
    createdBy: actor.userId,
  };
  await commit(
    [
      CommissionEntity.tx.create(record),
      ShipmentEntity.tx.update(
        { tenantId, id: shipmentId },
        {},
        { add: { commissionCents: record.amountCents } },
      ),
      ...journalTx(commissionPosting(record, shipment.identifier, 'add', actor.userId)),
    ],
    () => new NotFound(),
  );
  return view(record);
}

async function find(tenantId: string, shipmentId: string, id: string) {
  const found = await CommissionEntity.get({ tenantId, shipmentId, id }, { consistent: true });
  if (!found) throw new NotFound();
  return found;
}

/** Marks a commission paid and posts the payment. */
export async function pay(
  actor: Member,
  shipmentId: string,
  id: string,
  paidDate: string,
): Promise<Commission> {
  const { tenantId } = actor;
  return retrying(async () => {
    const [current, shipment] = await Promise.all([
      find(tenantId, shipmentId, id),
      shipmentOf(tenantId, shipmentId),
    ]);
    if (current.paidDate) throw new Conflict(COMMISSION_MESSAGES.alreadyPaid, 'ALREADY_PAID');
    const paid = { ...current, paidDate };
    await commit(
      [
        CommissionEntity.tx.update(
          { tenantId, shipmentId, id },
          { paidDate },
          { condition: (w) => w.blank('paidDate') },
        ),
        ...journalTx(commissionPosting(paid, shipment.identifier, 'pay', actor.userId)),
      ],
      () => new Conflict(COMMISSION_MESSAGES.alreadyPaid, 'ALREADY_PAID'),
    );
    return view(paid);
  });
}

/** Removes an unpaid commission: the shipment's total and the posting reversed with it. */
export async function remove(actor: Member, shipmentId: string, id: string): Promise<void> {
  const { tenantId } = actor;
  await retrying(async () => {
    const [current, shipment] = await Promise.all([
      find(tenantId, shipmentId, id),
      shipmentOf(tenantId, shipmentId),
    ]);
    if (current.paidDate) throw new Conflict(COMMISSION_MESSAGES.paidLocked, 'COMMISSION_PAID');
    await commit(
      [
        CommissionEntity.tx.delete({ tenantId, shipmentId, id }, (w) => w.blank('paidDate')),
        ShipmentEntity.tx.update(
          { tenantId, id: shipmentId },
          {},
          { add: { commissionCents: -current.amountCents } },
        ),
        ...journalTx(commissionPosting(current, shipment.identifier, 'remove', actor.userId)),
      ],
      () => new Conflict(COMMISSION_MESSAGES.paidLocked, 'COMMISSION_PAID'),
    );
  });
}
