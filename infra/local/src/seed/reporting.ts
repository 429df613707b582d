import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';
import { day } from './measures.js';

/** A year of trade, one delivered load a month: material, pounds, buy and sell price per pound. */
const YEAR: Array<['PE' | 'PP' | 'PET' | 'PS', number, number, number]> = [
  ['PET', 38_000, 0.18, 0.27],
  ['PE', 40_000, 0.22, 0.3],
  ['PP', 36_000, 0.2, 0.26],
  ['PET', 41_000, 0.19, 0.29],
  ['PS', 30_000, 0.15, 0.21],
  ['PE', 42_000, 0.23, 0.33],
  ['PP', 39_000, 0.21, 0.27],
  ['PET', 40_000, 0.2, 0.31],
  ['PE', 37_000, 0.24, 0.32],
  ['PS', 33_000, 0.16, 0.24],
  ['PP', 40_000, 0.22, 0.3],
];

/**
 * Gives the first demo companies a year of delivered trade, so Reporting and the dashboard's money
 * have months to show: a load a month for the last 11 months, to their partners in turn, at prices
 * that move; and a saved report, "Margin by material type, last 6 months". Through the order and
 * shipment services, as the administrator; the stream makes the report rollups of them.
 */
export async function seedReporting(companies: DemoCompanyRecord[]): Promise<void> {
  const Orders = await import('@polyloop/functions/domain/order/order.service');
  const Shipments = await import('@polyloop/functions/domain/order/shipment.service');
  const Companies = await import('@polyloop/functions/domain/company/company.list');
  const Views = await import('@polyloop/functions/domain/account/saved-view.service');
  for (const own of companies.slice(0, 2)) {
    const actor = await demoAdministrator(own);
    const partners = (await Companies.options(actor, undefined, 25))
      .filter((c) => c.id !== own.tenantId)
      .slice(0, 3);
    if (!partners.length) throw new Error(`The reporting seed found no partner company for ${own.name}.`);
    for (const [n, [type, pounds, buy, sell]] of YEAR.entries()) {
      const delivered = day(-30 * (n + 1) + 5);
      const order = await Orders.create(actor, {
        supplyingCompanyId: own.tenantId,
        receivingCompanyId: partners[n % partners.length]!.id,
        pickup: false,
        representatives: [own.adminId],
        orderDate: day(-30 * (n + 1)),
        items: [
          {
            materialType: type,
            packaging: 'BALES',
            weight: { unitValue: pounds, unit: 'POUND' },
            buyPrice: { unitValue: buy, unit: 'POUND' },
            sellPrice: { unitValue: sell, unit: 'POUND' },
          },
        ],
      });
      const load = await Shipments.create(actor, {
        orderId: order.id,
        carrierName: 'Blue Line Freight',
        blindShipment: false,
        pickupDate: day(-30 * (n + 1) + 3),
        deliveryDate: delivered,
        manifest: [
          {
            materialType: type,
            packaging: 'BALES',
            netWeight: { unitValue: pounds, unit: 'POUND' },
            buyPrice: { unitValue: buy, unit: 'POUND' },
            sellPrice: { unitValue: sell, unit: 'POUND' },
          },
        ],
      });
      for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
        await Shipments.move(actor, load.id, { status });
      await Orders.update(actor, order.id, { status: 'COMPLETED' });
    }
    await Views.create(actor, {
      type: 'REPORTS',
      name: 'Margin by material type, last 6 months',
      state: { metric: 'MARGIN', last: '6' },
    });
  }
}
