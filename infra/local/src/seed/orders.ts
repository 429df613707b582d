import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';
import { day } from './measures.js';

/**
 * Gives every demo company orders in several states: one from its PE have to the partner whose
 * need it fills, with a delivered shipment and one in transit; one from its PP have with a pending
 * shipment; and a completed one whose shipment is paid; the first order's purchase order and its
 * delivered shipment's bill of lading and packing list; and cieTrade connected to the local
 * sandbox. Made through the same services the API
 * uses, acting as the company's administrator, so the haves' remaining weight goes down.
 */
export async function seedOrders(companies: DemoCompanyRecord[]): Promise<void> {
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Orders = await import('@polyloop/functions/domain/order/order.service');
  const Shipments = await import('@polyloop/functions/domain/order/shipment.service');
  const Invoices = await import('@polyloop/functions/domain/finance/invoice.service');
  const Issuing = await import('@polyloop/functions/domain/finance/invoice.issue');
  const Payments = await import('@polyloop/functions/domain/finance/payment.service');
  const Commissions = await import('@polyloop/functions/domain/finance/commission.service');
  const Companies = await import('@polyloop/functions/domain/company/company.list');
  const { listLocationsOfCompany } = await import('@polyloop/functions/domain/location/location.entity');
  const Organization = await import('@polyloop/functions/domain/organization/organization.service');
  const Documents = await import('@polyloop/functions/domain/document/document.service');
  for (const own of companies) {
    const actor = await demoAdministrator(own);
    // cieTrade connected to the local sandbox, so shipments can be exported from the demo.
    await Organization.connectCieTrade(actor, {
      accountId: `DEMO-${own.tenantId.slice(0, 8).toUpperCase()}`,
      apiKey: 'sandbox-demo-key',
    });
    const partners = (await Companies.options(actor, undefined, 25)).filter((c) => c.id !== own.tenantId);
    const open = {
      page: 0,
      size: 25,
      sort: 'expirationDate,asc',
      archived: 'false',
      status: 'ACTIVE',
    } as const;
    // Open haves, the one that reads as expired included: the supply seed's only PP have is it
    // (its date passed yesterday), and an order may still take from a have nobody has renewed.
    const haves = (
      await Listings.list(actor, 'have', { ...open, status: undefined, companyId: own.tenantId })
    ).items.flatMap((h) => ('price' in h ? [h] : []));
    const pe = haves.find((h) => h.materialType === 'PE');
    const pp = haves.find((h) => h.materialType === 'PP');
    const buyer = partners[1] ?? partners[0];
    // The supply and CRM seeds run first: a company without them is a broken seed, said out loud.
    if (!pe || !pp || !buyer)
      throw new Error(
        `The orders seed found no ${[!pe && 'open PE have', !pp && 'open PP have', !buyer && 'partner company'].filter(Boolean).join(', ')} for ${own.name}.`,
      );
    const need = (await Listings.list(actor, 'need', { ...open, companyId: buyer.id })).items.find(
      (n) => n.materialType === 'PE',
    );
    const [source] = await listLocationsOfCompany(own.tenantId, own.tenantId, 'ACTIVE');
    const [destination] = await listLocationsOfCompany(own.tenantId, buyer.id, 'ACTIVE');
    const places = { sourceLocationId: source?.locationId, destinationLocationId: destination?.locationId };
    const parties = {
      supplyingCompanyId: own.tenantId,
      receivingCompanyId: buyer.id,
      pickup: false,
      representatives: [own.adminId],
    };

    const bales = await Orders.create(actor, {
      ...parties,
      ...places,
      salesOrderNumber: 'SO-24117',
      customerPoNumber: 'PO-88412',
      orderDate: day(-6),
      pickupDate: day(-3),
      deliveryDate: day(2),
      items: [
        {
          haveId: pe.id,
          needId: need?.id,
          materialId: pe.materialId ?? undefined,
          materialType: 'PE',
          packaging: 'BALES',
          weight: { unitValue: 20000, unit: 'POUND' },
          buyPrice: pe.price ?? undefined,
          sellPrice: { unitValue: 0.41, unit: 'POUND' },
        },
      ],
    });
    const manifest = (pounds: number) => [
      {
        materialId: pe.materialId ?? undefined,
        materialType: 'PE' as const,
        packaging: 'BALES' as const,
        pieceCount: 20,
        netWeight: { unitValue: pounds, unit: 'POUND' as const },
        tareWeight: 600,
        buyPrice: pe.price ?? undefined,
        sellPrice: { unitValue: 0.41, unit: 'POUND' as const },
      },
    ];
    const truck = {
      carrierName: 'Blue Line Freight',
      blindShipment: false,
      contactName: 'Dock office',
      contactPhone: '7135550142',
    };
    const delivered = await Shipments.create(actor, {
      orderId: bales.id,
      ...truck,
      trailerNumber: 'TR-4410',
      sealNumber: 'SL-99812',
      pickupDate: day(-3),
      deliveryDate: day(-1),
      manifest: manifest(10000),
    });
    for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
      await Shipments.move(actor, delivered.id, { status });
    // Its papers, as the documents tab writes them: the order's purchase order (the have is
    // priced) and the delivered load's bill of lading and packing list.
    if (pe.price) await Documents.generateForOrder(actor, bales.id, { type: 'PURCHASE_ORDER' });
    await Documents.generateForShipment(actor, delivered.id, { type: 'BILL_OF_LADING', copy: 'SHIPPER' });
    await Documents.generateForShipment(actor, delivered.id, { type: 'PACKING_LIST' });
    const rolling = await Shipments.create(actor, {
      orderId: bales.id,
      ...truck,
      trailerNumber: 'TR-5127',
      pickupDate: day(0),
      deliveryDate: day(2),
      manifest: manifest(10000),
    });
    for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT'] as const)
      await Shipments.move(actor, rolling.id, { status });

    const sacks = await Orders.create(actor, {
      ...parties,
      ...places,
      orderDate: day(-1),
      pickupDate: day(4),
      items: [
        {
          haveId: pp.id,
          materialId: pp.materialId ?? undefined,
          materialType: 'PP',
          packaging: 'SUPERSACKS',
          weight: { unitValue: 8, unit: 'METRIC_TON' },
          buyPrice: pp.price ?? undefined,
          sellPrice: { unitValue: 860, unit: 'METRIC_TON' },
        },
      ],
    });
    await Shipments.create(actor, {
      orderId: sacks.id,
      carrierName: 'Prairie Haulers',
      blindShipment: true,
      pickupDate: day(4),
      manifest: [
        {
          materialType: 'PP',
          packaging: 'SUPERSACKS',
          pieceCount: 8,
          netWeight: { unitValue: 8, unit: 'METRIC_TON' },
          sellPrice: { unitValue: 860, unit: 'METRIC_TON' },
        },
      ],
    });

    const done = await Orders.create(actor, {
      ...parties,
      ...places,
      salesOrderNumber: 'SO-23980',
      orderDate: day(-40),
      items: [
        {
          materialType: 'PS',
          weight: { unitValue: 12000, unit: 'POUND' },
          buyPrice: { unitValue: 0.19, unit: 'POUND' },
          sellPrice: { unitValue: 0.26, unit: 'POUND' },
        },
      ],
    });
    const paid = await Shipments.create(actor, {
      orderId: done.id,
      carrierName: 'Blue Line Freight',
      blindShipment: false,
      pickupDate: day(-35),
      deliveryDate: day(-33),
      manifest: [
        {
          materialType: 'PS',
          packaging: 'BALES',
          netWeight: { unitValue: 12000, unit: 'POUND' },
          buyPrice: { unitValue: 0.19, unit: 'POUND' },
          sellPrice: { unitValue: 0.26, unit: 'POUND' },
        },
      ],
    });
    for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
      await Shipments.move(actor, paid.id, { status });
    // The money on that load: its invoice issued and paid (which makes the shipment paid), its bill
    // still owed and overdue, and the representative's commission.
    const invoice = await Invoices.create(actor, 'INVOICE', {
      shipmentId: paid.id,
      invoiceDate: day(-33),
      paymentTerms: 'NET_30',
      taxRate: 0,
    });
    await Issuing.issue(actor, 'INVOICE', invoice.id);
    await Payments.record(actor, 'INVOICE', invoice.id, {
      date: day(-4),
      method: 'ACH',
      reference: 'ACH 558201',
      amountCents: invoice.totalCents,
    });
    const bill = await Invoices.create(actor, 'BILL', {
      shipmentId: paid.id,
      invoiceDate: day(-33),
      paymentTerms: 'NET_30',
      taxRate: 0,
    });
    await Issuing.issue(actor, 'BILL', bill.id);
    await Commissions.create(actor, paid.id, {
      representativeId: actor.userId,
      type: 'GROSS_PROFIT',
      percentage: 10,
    });
    await Orders.update(actor, done.id, { status: 'COMPLETED' });
  }
}
