import type { OrderInput } from '@polyloop/shared/orders/order';
import type { ShipmentInput } from '@polyloop/shared/orders/shipment';
import { CrmRoutes, SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv, type CompanyOptions } from '../support/companies.js';
import { address, crmTenant, unique } from './crm-support.js';
import type { ProvidedCloud } from './global-setup.js';

/**
 * The world the orders and shipments suites share: a tenant with a supplier, a receiver and a
 * third company (each with a location) and a PP material, and the inputs they make orders,
 * shipments and haves from. Each suite sets it up once (`setUpOrders`).
 */
export interface OrdersWorld {
  tenantId: string;
  member: SignedInClient;
  admin: SignedInClient;
  adminId: string;
  supplierId: string;
  receiverId: string;
  thirdId: string;
  sourceId: string;
  destinationId: string;
  materialId: string;
}
let world: OrdersWorld;

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function setUpOrders(cloud: ProvidedCloud, options: CompanyOptions = {}): Promise<OrdersWorld> {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Orders', options);
  const member = tenant.member;
  const make = async (name: string, street: string, city: string) => {
    const company = await member.ok(CrmRoutes.createCompany, {
      body: { name: unique(name), locations: [address(street, { city })] },
    });
    const location = (await member.ok(CrmRoutes.listCompanyLocations, { params: { id: company.body.id } }))
      .body[0]!;
    return { id: company.body.id, locationId: location.id };
  };
  const [supplier, receiver, third] = await Promise.all([
    make('Bale Supplier', '1 Yard Rd', 'Houston'),
    make('Pellet Buyer', '2 Plant Ave', 'Atlanta'),
    make('Other Buyer', '3 Dock St', 'Boston'),
  ]);
  const materialId = (
    await member.ok(CrmRoutes.createMaterial, { body: { name: unique('PP bales'), type: 'PP' } })
  ).body.id;
  world = {
    tenantId: tenant.company.tenantId,
    member,
    admin: tenant.admin,
    adminId: tenant.company.admin.userId,
    supplierId: supplier.id,
    sourceId: supplier.locationId,
    receiverId: receiver.id,
    destinationId: receiver.locationId,
    thirdId: third.id,
    materialId,
  };
  return world;
}

export async function newHave(pounds: number, price = 0.42) {
  const res = await world.member.ok(SupplyRoutes.createHave, {
    body: {
      companyId: world.supplierId,
      materialId: world.materialId,
      materialType: 'PP',
      remainingWeight: { unitValue: pounds, unit: 'POUND' },
      price: { unitValue: price, unit: 'POUND' },
      expirationDate: day(14),
    },
  });
  return res.body;
}

export const order = (extra: Partial<OrderInput> = {}): OrderInput => ({
  supplyingCompanyId: world.supplierId,
  receivingCompanyId: world.receiverId,
  sourceLocationId: world.sourceId,
  destinationLocationId: world.destinationId,
  orderDate: day(0),
  pickup: false,
  representatives: [],
  items: [
    {
      materialId: world.materialId,
      materialType: 'PP',
      weight: { unitValue: 1000, unit: 'POUND' },
      sellPrice: { unitValue: 0.5, unit: 'POUND' },
    },
  ],
  ...extra,
});

export const shipment = (orderId: string, extra: Partial<ShipmentInput> = {}): ShipmentInput => ({
  orderId,
  carrierName: 'Blue Line Freight',
  trailerNumber: 'TR-4410',
  sealNumber: 'SL-99812',
  blindShipment: false,
  manifest: [
    {
      materialId: world.materialId,
      materialType: 'PP',
      packaging: 'BALES',
      pieceCount: 20,
      netWeight: { unitValue: 1000, unit: 'POUND' },
      tareWeight: 40,
      buyPrice: { unitValue: 0.42, unit: 'POUND' },
      sellPrice: { unitValue: 0.5, unit: 'POUND' },
    },
  ],
  ...extra,
});
