import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AccountingRoutes,
  FinanceRoutes,
  JournalBatchRoutes,
  OrderRoutes,
  type RouteDefinition,
} from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { describeRoute } from '../support/client.js';
import { attempt } from '../support/contract-sweep.js';
import { crmTenant } from './crm-support.js';
import { day, order, setUpOrders, shipment, type OrdersWorld } from './orders-support.js';

/**
 * Finance through the API: invoices and bills from a delivered shipment, numbered when issued,
 * paid in parts, voided; commissions of each type; the ledger balanced; the aged views and the
 * summary equal to what is owed and earned.
 */
const cloud = inject('cloud');
let world: OrdersWorld;
let member: SignedInClient;

async function deliveredShipment(extra: Parameters<typeof shipment>[1] = {}) {
  const created = await member.ok(OrderRoutes.createOrder, { body: order() });
  const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id, extra) }))
    .body;
  for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
    await member.ok(OrderRoutes.moveShipment, { params: { id }, body: { status } });
  return id;
}

/** What the open invoices (or bills) still owe, as their list says. */
async function owed(which: 'invoices' | 'bills') {
  const route = which === 'invoices' ? FinanceRoutes.listInvoices : FinanceRoutes.listBills;
  const open = (
    await member.ok(route as typeof FinanceRoutes.listInvoices, {
      query: { statuses: ['ISSUED', 'PARTLY_PAID'], size: 100 },
    })
  ).body;
  return open.reduce((s, i) => s + i.balanceCents, 0);
}

/** Revenue, cost and commissions as the ledger's entries post them (all of this suite's are this month's). */
async function posted() {
  const entries = (await member.ok(FinanceRoutes.listLedgerEntries, { query: { size: 100 } })).body;
  const net = (account: string) =>
    entries
      .flatMap((e) => e.lines)
      .filter((l) => l.account === account)
      .reduce((s, l) => s + l.debitCents - l.creditCents, 0);
  return [0 - net('REVENUE'), net('COST_OF_GOODS'), net('COMMISSIONS_EXPENSE')];
}

const balancedLedger = async () => {
  const entries = (await member.ok(FinanceRoutes.listLedgerEntries, { query: { size: 100 } })).body;
  return entries.every(
    (e) => e.lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0) === 0 && e.lines.length >= 2,
  );
};

beforeAll(async () => {
  world = await setUpOrders(cloud, { plan: 'INTELLIGENCE' });
  member = world.admin;
});

describe('invoices, bills and payments', () => {
  it('invoices a delivered shipment at its sell prices, numbers it when issued, and locks what it was made from', async () => {
    const id = await deliveredShipment();
    const draft = await member.ok(FinanceRoutes.createInvoice, {
      body: { shipmentId: id, taxRate: 8.25, paymentTerms: 'NET_30', invoiceDate: day(0) },
    });
    expect(draft.status).toBe(201);
    // 1,000 lb at $0.50 is $500.00; 8.25% tax on it is $41.25.
    expect(draft.body).toMatchObject({
      kind: 'INVOICE',
      status: 'DRAFT',
      number: null,
      company: { id: world.receiverId },
      subtotalCents: 50_000,
      taxCents: 4_125,
      totalCents: 54_125,
      dueDate: day(30),
      shipment: { id },
    });
    const again = await member.refused(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'The shipment already has an open invoice. Void it before invoicing again.',
    );

    const issued = await member.ok(FinanceRoutes.issueInvoice, { params: { id: draft.body.id }, body: {} });
    expect(issued.body.status).toBe('ISSUED');
    expect(issued.body.number).toMatch(/^INV-\d+$/);
    expect(issued.body.balanceCents).toBe(54_125);
    const shipped = (await member.ok(OrderRoutes.getShipment, { params: { id } })).body;
    expect(shipped.status).toBe('INVOICED');
    const locked = await member.refused(OrderRoutes.updateShipment, {
      params: { id },
      body: {
        manifest: shipment('x').manifest.map((l) => ({
          ...l,
          sellPrice: { unitValue: 0.9, unit: 'POUND' as const },
        })),
      },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/locked/);
    // Details that make no money still change.
    await member.ok(OrderRoutes.updateShipment, { params: { id }, body: { sealNumber: 'SL-1' } });
    const edit = await member.refused(FinanceRoutes.updateInvoice, {
      params: { id: draft.body.id },
      body: { description: 'Changed' },
    });
    expect(edit.status).toBe(409);
    expect(await balancedLedger()).toBe(true);
  });

  it('records partial and full payments, refuses overpayment, and marks the shipment paid with its last invoice paid', async () => {
    const id = await deliveredShipment();
    const { body: invoice } = await member.ok(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    await member.ok(FinanceRoutes.issueInvoice, { params: { id: invoice.id }, body: {} });
    const pay = (amountCents: number) =>
      member.ok(FinanceRoutes.recordInvoicePayment, {
        params: { id: invoice.id },
        body: { date: day(0), method: 'ACH', reference: 'ACH-1', amountCents },
      });
    await pay(20_000);
    expect((await member.ok(FinanceRoutes.getInvoice, { params: { id: invoice.id } })).body).toMatchObject({
      status: 'PARTLY_PAID',
      paidCents: 20_000,
      balanceCents: 30_000,
    });
    const over = await member.refused(FinanceRoutes.recordInvoicePayment, {
      params: { id: invoice.id },
      body: { date: day(0), method: 'ACH', amountCents: 30_001 },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The payment is more than what is still owed.');
    const voidPaid = await member.refused(FinanceRoutes.voidInvoice, {
      params: { id: invoice.id },
      body: {},
    });
    expect(voidPaid.status).toBe(409);
    await pay(30_000);
    const paid = (await member.ok(FinanceRoutes.getInvoice, { params: { id: invoice.id } })).body;
    expect(paid).toMatchObject({ status: 'PAID', paidCents: 50_000, balanceCents: 0, paidDate: day(0) });
    expect((await member.ok(OrderRoutes.getShipment, { params: { id } })).body.status).toBe('PAID');
    const payments = (await member.ok(FinanceRoutes.listInvoicePayments, { params: { id: invoice.id } }))
      .body;
    expect(payments.map((p) => p.amountCents)).toEqual([20_000, 30_000]);
    // The aged view follows from the table stream: it comes to what the open invoices still owe.
    await expect
      .poll(async () => (await member.ok(FinanceRoutes.getReceivables, { query: {} })).body.totals.total)
      .toBe(await owed('invoices'));
    expect(await balancedLedger()).toBe(true);
  });

  it('bills at buy prices, voids an issued bill with its posting reversed, and keeps the aged payables equal to the open bills', async () => {
    const id = await deliveredShipment();
    const { body: bill } = await member.ok(FinanceRoutes.createBill, {
      body: { shipmentId: id, paymentTerms: 'NET_15' },
    });
    expect(bill).toMatchObject({ kind: 'BILL', company: { id: world.supplierId }, totalCents: 42_000 });
    const issued = (await member.ok(FinanceRoutes.issueBill, { params: { id: bill.id }, body: {} })).body;
    expect(issued.number).toMatch(/^BILL-\d+$/);
    const open = () => owed('bills');
    await expect
      .poll(async () => (await member.ok(FinanceRoutes.getPayables, { query: {} })).body.totals.total)
      .toBe(await open());
    const voided = await member.ok(FinanceRoutes.voidBill, { params: { id: bill.id }, body: {} });
    expect(voided.body).toMatchObject({ status: 'VOID', number: issued.number, balanceCents: 0 });
    const entries = (await member.ok(FinanceRoutes.listLedgerEntries, { query: { size: 100 } })).body.filter(
      (e) => e.source.id === bill.id,
    );
    expect(entries.map((e) => e.kind).sort()).toEqual(['BILL', 'BILL_VOID']);
    const net = (account: string) =>
      entries
        .flatMap((e) => e.lines)
        .filter((l) => l.account === account)
        .reduce((s, l) => s + l.debitCents - l.creditCents, 0);
    expect(net('PAYABLES')).toBe(0);
    expect(net('COST_OF_GOODS')).toBe(0);
    await expect
      .poll(async () => (await member.ok(FinanceRoutes.getPayables, { query: {} })).body.totals.total)
      .toBe(await open());
    // The shipment unlocks once nothing issued stands on it.
    await member.ok(OrderRoutes.updateShipment, {
      params: { id },
      body: { manifest: shipment('x').manifest },
    });
  });

  it('never gives two issued invoices the same number, and leaves no gap', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 6 }, () =>
        member.ok(FinanceRoutes.createInvoice, {
          body: {
            companyId: world.thirdId,
            items: [
              {
                description: 'Regrind',
                materialType: 'PP',
                netWeight: { unitValue: 100, unit: 'POUND' },
                price: { unitValue: 0.1, unit: 'POUND' },
              },
            ],
          },
        }),
      ),
    );
    const issued = await Promise.all(
      drafts.map((d) => member.ok(FinanceRoutes.issueInvoice, { params: { id: d.body.id }, body: {} })),
    );
    const numbers = issued.map((r) => Number(r.body.number!.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[5]! - numbers[0]!).toBe(5);
  });

  it('refuses a shipment not yet delivered, a hand move to invoiced or paid, and an unknown company', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order() });
    const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id) })).body;
    const early = await member.refused(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a delivered, invoiced or paid shipment can be invoiced or billed.');
    const delivered = await deliveredShipment();
    const byHand = await member.refused(OrderRoutes.moveShipment, {
      params: { id: delivered },
      body: { status: 'INVOICED' },
    });
    expect(byHand.status).toBe(409);
    const unknown = await member.refused(FinanceRoutes.createInvoice, {
      body: {
        companyId: 'nope',
        items: [
          {
            description: 'X',
            netWeight: { unitValue: 1, unit: 'POUND' },
            price: { unitValue: 1, unit: 'POUND' },
          },
        ],
      },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('commissions', () => {
  it('computes each of the six types from the shipment and moves its total commissions and gross margin', async () => {
    const id = await deliveredShipment();
    // Revenue $500.00, cost $420.00: gross profit $80.00.
    const add = (body: object) =>
      member.ok(FinanceRoutes.createCommission, {
        params: { id },
        body: { representativeId: world.adminId, ...body } as never,
      });
    const amounts = [
      (await add({ type: 'FIXED', amountCents: 1_500 } as never)).body.amountCents,
      (await add({ type: 'GROSS_PROFIT', percentage: 10 } as never)).body.amountCents,
      (await add({ type: 'MATERIAL_SALE', percentage: 1 } as never)).body.amountCents,
      (await add({ type: 'MATERIAL_COST', percentage: 1 } as never)).body.amountCents,
      (await add({ type: 'INVENTORY_GAIN', percentage: 10 } as never)).body.amountCents,
      (await add({ type: 'INVENTORY_LOSS', percentage: 10 } as never)).body.amountCents,
    ];
    expect(amounts).toEqual([1_500, 800, 500, 420, 800, 0]);
    const after = (await member.ok(OrderRoutes.getShipment, { params: { id } })).body;
    expect(after.totalCommissions).toBe(40.2);
    expect(after.grossMargin).toBe(39.8);
    const over = await member.refused(FinanceRoutes.createCommission, {
      params: { id },
      body: { representativeId: world.adminId, type: 'GROSS_PROFIT', percentage: 101 },
    });
    expect(over.status).toBe(400);
    const list = (await member.ok(FinanceRoutes.listShipmentCommissions, { params: { id } })).body;
    expect(list).toHaveLength(6);
    const paid = await member.ok(FinanceRoutes.payCommission, {
      params: { id, commissionId: list[0]!.id },
      body: { paidDate: day(0) },
    });
    expect(paid.body.paidDate).toBe(day(0));
    const gone = await member.refused(FinanceRoutes.deleteCommission, {
      params: { id, commissionId: list[0]!.id },
    });
    expect(gone.status).toBe(409);
    await member.ok(FinanceRoutes.deleteCommission, { params: { id, commissionId: list[1]!.id } });
    expect((await member.ok(OrderRoutes.getShipment, { params: { id } })).body.totalCommissions).toBe(32.2);
    expect(await balancedLedger()).toBe(true);
  });
});

describe('the summary', () => {
  it('sums revenue, cost, commissions and margin from the rollups, by material type and company', async () => {
    const id = await deliveredShipment();
    const { body: invoice } = await member.ok(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    await member.ok(FinanceRoutes.issueInvoice, { params: { id: invoice.id }, body: {} });
    const { body: bill } = await member.ok(FinanceRoutes.createBill, { body: { shipmentId: id } });
    await member.ok(FinanceRoutes.issueBill, { params: { id: bill.id }, body: {} });
    await member.ok(FinanceRoutes.createCommission, {
      params: { id },
      body: { representativeId: world.adminId, type: 'FIXED', amountCents: 1_000 },
    });
    // The rollups follow from the table stream: they come to what the ledger posted.
    const expected = await posted();
    expect(expected[0]).toBeGreaterThanOrEqual(50_000);
    await expect
      .poll(async () => {
        const s = (await member.ok(FinanceRoutes.getFinanceSummary, { query: {} })).body;
        return [s.revenueCents, s.costCents, s.commissionsCents];
      })
      .toEqual(expected);
    const s = (await member.ok(FinanceRoutes.getFinanceSummary, { query: {} })).body;
    expect(s.grossMarginCents).toBe(s.revenueCents - s.costCents - s.commissionsCents);
    expect(s.byMaterialType.find((t) => t.materialType === 'PP')!.revenueCents).toBeGreaterThanOrEqual(
      50_000,
    );
    expect(s.byCompany.find((c) => c.company.id === world.receiverId)!.revenueCents).toBeGreaterThanOrEqual(
      50_000,
    );
    expect(s.months).toHaveLength(12);
  });
});

describe('who may reach finance', () => {
  it('answers 404 on every finance route naming another company’s invoice, bill, shipment or commission', async () => {
    const other = await crmTenant(cloud, 'Rival', { plan: 'INTELLIGENCE' });
    const id = await deliveredShipment();
    const { body: invoice } = await member.ok(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    const commission = (
      await member.ok(FinanceRoutes.createCommission, {
        params: { id },
        body: { representativeId: world.adminId, type: 'FIXED', amountCents: 100 },
      })
    ).body;
    const wrong: string[] = [];
    for (const route of Object.values(FinanceRoutes) as RouteDefinition[]) {
      if (!route.path.includes('{id}')) continue;
      const res = await attempt(other.admin, route, {
        params: {
          id: route.path.startsWith('/api/shipments') ? id : invoice.id,
          commissionId: commission.id,
        },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : ({} as never),
      } as never);
      if (res.status !== 404 && res.status !== 400) wrong.push(`${describeRoute(route)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect((await member.ok(FinanceRoutes.getInvoice, { params: { id: invoice.id } })).body.status).toBe(
      'DRAFT',
    );
  });

  it('gives a rival on a paid plan none of another company’s pushes, batches, company links, lists or views', async () => {
    const other = await crmTenant(cloud, 'Rival books', { plan: 'INTELLIGENCE' });
    const id = await deliveredShipment();
    const { body: invoice } = await member.ok(FinanceRoutes.createInvoice, { body: { shipmentId: id } });
    await member.ok(FinanceRoutes.issueInvoice, { params: { id: invoice.id }, body: {} });
    const batch = (
      await member.ok(JournalBatchRoutes.createJournalBatch, { body: { month: day(0).slice(0, 7) } })
    ).body;
    const named = (route: RouteDefinition) =>
      route.path.includes('/batches/')
        ? batch.id
        : route.path.includes('/company-links/')
          ? world.receiverId
          : invoice.id;
    const wrong: string[] = [];
    for (const route of [
      ...Object.values(AccountingRoutes),
      ...Object.values(JournalBatchRoutes),
    ] as RouteDefinition[]) {
      if (!route.path.includes('{id}')) continue;
      const res = await attempt(other.admin, route, {
        params: { id: named(route) },
        query: route.method === 'GET' && route.path.endsWith('/download') ? { format: 'csv' } : undefined,
        body:
          route.method === 'GET' || route.method === 'DELETE'
            ? undefined
            : ({ kind: 'CUSTOMER', customerId: 'C-1001' } as never),
      } as never);
      if (res.status !== 404) wrong.push(`${describeRoute(route)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // What the rival lists and totals is its own: none of this company's invoices, entries or companies.
    const mine = [invoice.id, world.receiverId, world.supplierId, batch.id];
    const seen = JSON.stringify([
      (await other.admin.ok(FinanceRoutes.listInvoices, { query: {} })).body,
      (await other.admin.ok(FinanceRoutes.listBills, { query: {} })).body,
      (await other.admin.ok(FinanceRoutes.listLedgerEntries, { query: {} })).body,
      (await other.admin.ok(FinanceRoutes.getReceivables, { query: {} })).body,
      (await other.admin.ok(FinanceRoutes.getPayables, { query: {} })).body,
      (await other.admin.ok(FinanceRoutes.getFinanceSummary, { query: {} })).body,
      (await other.admin.ok(JournalBatchRoutes.listJournalBatches)).body,
      (await other.admin.ok(AccountingRoutes.listAccountingCompanyLinks)).body,
    ]);
    expect(mine.filter((value) => seen.includes(value))).toEqual([]);
  });

  it('keeps finance to paid plans and trials', async () => {
    const free = await crmTenant(cloud, 'Free books');
    const res = await free.admin.refused(FinanceRoutes.listInvoices, { query: {} });
    expect(res.status).toBe(403);
  });
});
