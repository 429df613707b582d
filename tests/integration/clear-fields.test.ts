import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  CrmRoutes,
  FinanceRoutes,
  IdentityRoutes,
  InventoryRoutes,
  OrderRoutes,
  routes,
  SupplyRoutes,
} from '@polyloop/shared';
import { clearableKeys } from '@polyloop/shared/contract/clearable';
import type { SignedInClient } from '../support/client.js';
import type { Party } from '../support/network.js';
import { address, fieldsOf, unique } from './crm-support.js';
import { day, order, setUpOrders, shipment, type OrdersWorld } from './orders-support.js';
import { NOT_SWEPT, sweep, type Case, type Row } from './clear-fields-support.js';
import { tradeCases } from './clear-fields-trade-cases.js';

/**
 * Clearing a field, swept over the entities with a PATCH route: each sets its optional fields,
 * then sends them as null and reads the record back without them; a field the record must have
 * still refuses null, naming it. The fields come from the contract (each must be one the route's
 * body may clear), so a field the contract stops letting an edit clear fails here. The network's
 * trades are swept in clear-fields-trade.test.ts, between two companies.
 */

const cloud = inject('cloud');
let world: OrdersWorld;
let admin: SignedInClient;

const member = () => world.member;
const price = { unitValue: 0.5, unit: 'POUND' as const };
const firstOf = (rows: Row[], id: unknown) => rows.find((r) => r.id === id)!;

const cases: Record<string, Case> = {
  have: {
    route: SupplyRoutes.updateHave,
    make: async () => {
      const made = await member().ok(SupplyRoutes.createHave, {
        body: {
          companyId: world.supplierId,
          materialType: 'PP',
          remainingWeight: { unitValue: 1000, unit: 'POUND' },
          expirationDate: day(14),
        },
      });
      return { id: made.body.id };
    },
    fill: () => ({
      name: 'Baled film',
      description: 'Clean',
      materialId: world.materialId,
      packaging: 'BALES',
      shippingTerms: 'FOB',
      notes: 'Dry',
      locationId: world.sourceId,
      price,
      pieceCount: 20,
      lotNumber: 'L-1',
    }),
    read: async (params) => (await member().ok(SupplyRoutes.getHave, { params: params as never })).body,
    shown: { locationId: 'location' },
    kept: 'expirationDate',
  },
  need: {
    route: SupplyRoutes.updateNeed,
    make: async () => {
      const made = await member().ok(SupplyRoutes.createNeed, {
        body: {
          companyId: world.receiverId,
          materialType: 'PP',
          remainingWeight: { unitValue: 1000, unit: 'POUND' },
          expirationDate: day(14),
        },
      });
      return { id: made.body.id };
    },
    fill: () => ({
      name: 'Pellets wanted',
      materialId: world.materialId,
      packaging: 'SUPERSACKS',
      shippingTerms: 'FOB',
      locationId: world.destinationId,
      priceTarget: price,
    }),
    read: async (params) => (await member().ok(SupplyRoutes.getNeed, { params: params as never })).body,
    shown: { locationId: 'location' },
    kept: 'remainingWeight',
  },
  company: {
    route: CrmRoutes.updateCompany,
    make: async () => ({
      id: (await member().ok(CrmRoutes.createCompany, { body: { name: unique('Clearing Co') } })).body.id,
    }),
    fill: () => ({ legalName: 'Clearing Co LLC', about: 'Balers', website: 'https://clearing.example' }),
    read: async (params) => (await member().ok(CrmRoutes.getCompany, { params: params as never })).body,
    kept: 'name',
  },
  contact: {
    route: CrmRoutes.updateCompanyContact,
    make: async () => {
      const made = await member().ok(CrmRoutes.createCompanyContact, {
        params: { id: world.supplierId },
        body: { firstName: 'Ada' },
      });
      return { id: world.supplierId, contactId: made.body.id };
    },
    fill: () => ({
      email: `${unique('ada').replace(' ', '')}@clearing.example`,
      mobilePhone: '3035550100',
      title: 'Buyer',
      type: 'SALES',
      notes: 'Calls back',
    }),
    read: async (params) =>
      (await member().ok(CrmRoutes.getContact, { params: { id: params.contactId as string } })).body,
    kept: 'firstName',
  },
  location: {
    route: CrmRoutes.updateCompanyLocation,
    make: async () => {
      const made = await member().ok(CrmRoutes.createCompanyLocation, {
        params: { id: world.thirdId },
        body: address('7 Clear St'),
      });
      return { id: world.thirdId, locationId: made.body.id };
    },
    fill: () => ({
      name: 'Back dock',
      phone: '3035550100',
      pickupHours: '8-4',
      shippingRequirements: 'Tarps',
    }),
    read: async (params) =>
      (await member().ok(CrmRoutes.getLocation, { params: { id: params.locationId as string } })).body,
    kept: 'city',
  },
  buyProfile: {
    route: CrmRoutes.updateBuyProfile,
    make: async () => {
      const made = await member().ok(CrmRoutes.createBuyProfile, {
        params: { id: world.receiverId },
        body: { materialType: 'PP' },
      });
      return { id: world.receiverId, profileId: made.body.id };
    },
    fill: () => ({ minWeight: { unitValue: 500, unit: 'POUND' }, priceTarget: price, notes: 'Monthly' }),
    read: async (params) =>
      firstOf(
        (await member().ok(CrmRoutes.listBuyProfiles, { params: { id: params.id as string } })).body,
        params.profileId,
      ),
    kept: 'materialType',
  },
  touchpoint: {
    route: CrmRoutes.updateTouchpoint,
    make: async () => {
      const made = await member().ok(CrmRoutes.createTouchpoint, {
        params: { id: world.supplierId },
        body: { date: '2026-01-01T00:00:00Z', notes: 'Called' },
      });
      return { id: world.supplierId, touchpointId: made.body.id };
    },
    fill: () => ({ nextTouch: '2026-02-01T00:00:00Z' }),
    read: async (params) =>
      firstOf(
        (await member().ok(CrmRoutes.listTouchpoints, { params: { id: params.id as string }, query: {} }))
          .body,
        params.touchpointId,
      ),
    kept: 'notes',
  },
  material: {
    route: CrmRoutes.updateMaterial,
    make: async () => ({
      id: (await member().ok(CrmRoutes.createMaterial, { body: { name: unique('Film'), type: 'PE' } })).body
        .id,
    }),
    // The whole material is sent: name and type with what changes.
    fill: () => ({
      name: 'Film',
      type: 'PE',
      grade: 'PRIME',
      color: 'NATURAL_CLEAR',
      description: 'Stretch film',
      structure: 'BUTENE',
      meltIndex: { min: 1, max: 2 },
      durometerScale: 'SHORE_A',
      durometer: { min: 10, max: 20 },
      barrier: true,
    }),
    read: async (params) => (await member().ok(CrmRoutes.getMaterial, { params: params as never })).body,
    kept: 'name',
    whole: true,
  },
  lot: {
    route: InventoryRoutes.updateLot,
    make: async () => {
      const made = await member().ok(InventoryRoutes.createLot, {
        body: {
          locationId: world.sourceId,
          materialType: 'PP',
          weight: { unitValue: 1000, unit: 'POUND' },
          receivedDate: day(0),
          source: { kind: 'PURCHASE', reference: 'PO-9' },
        },
      });
      return { id: made.body.id };
    },
    fill: () => ({ cost: { unitValue: 0.3, unit: 'POUND' }, lotNumber: 'L-9', notes: 'Wet' }),
    read: async (params) => (await member().ok(InventoryRoutes.getLot, { params: params as never })).body,
    kept: 'receivedDate',
  },
  order: {
    route: OrderRoutes.updateOrder,
    make: async () => ({ id: (await member().ok(OrderRoutes.createOrder, { body: order() })).body.id }),
    fill: () => ({
      salesOrderNumber: 'SO-1',
      customerPoNumber: 'PO-1',
      pickupDate: day(2),
      deliveryDate: day(4),
      notes: 'Dock 2',
    }),
    read: async (params) => (await member().ok(OrderRoutes.getOrder, { params: params as never })).body,
    kept: 'orderDate',
  },
  shipment: {
    route: OrderRoutes.updateShipment,
    make: async () => {
      const made = await member().ok(OrderRoutes.createOrder, { body: order() });
      return {
        id: (await member().ok(OrderRoutes.createShipment, { body: shipment(made.body.id) })).body.id,
      };
    },
    fill: () => ({
      carrierName: 'Blue Line',
      number: 'BOL-1',
      deliveryDate: day(3),
      contactName: 'Sam',
      contactPhone: '3035550100',
      deliveryDetails: 'Call ahead',
    }),
    read: async (params) => (await member().ok(OrderRoutes.getShipment, { params: params as never })).body,
    kept: 'orderId',
  },
  invoice: {
    route: FinanceRoutes.updateInvoice,
    make: async () => {
      const made = await member().ok(FinanceRoutes.createInvoice, {
        body: {
          companyId: world.receiverId,
          items: [{ description: 'Bales', netWeight: { unitValue: 10, unit: 'POUND' }, price }],
        },
      });
      return { id: made.body.id };
    },
    fill: () => ({ alternateId: 'ALT-1', account: '4000', paymentInstructions: 'Wire', description: 'May' }),
    read: async (params) => (await member().ok(FinanceRoutes.getInvoice, { params: params as never })).body,
    kept: 'paymentTerms',
  },
  account: {
    route: IdentityRoutes.updateAccount,
    make: async () => ({}),
    fill: () => ({ phone: '3035550100' }),
    read: async () => (await member().ok(IdentityRoutes.getAccount)).body,
    kept: 'firstName',
  },
  organization: {
    route: AdminRoutes.updateOrganization,
    make: async () => ({}),
    fill: () => ({
      website: 'https://yard.example',
      defaultTaxRate: 8.25,
      paymentTerms: 'Net 30',
      documentTerms: 'As agreed',
    }),
    read: async () => (await admin.ok(IdentityRoutes.getSettings)).body,
    kept: 'name',
    client: () => admin,
  },
  publicCompany: {
    route: AdminRoutes.updatePublicCompany,
    make: async () => ({}),
    fill: () => ({ about: 'We bale', website: 'https://public.example' }),
    read: async () => (await admin.ok(AdminRoutes.getPublicCompany)).body,
    kept: 'name',
    client: () => admin,
  },
  publicContact: {
    route: AdminRoutes.updatePublicContact,
    make: async () => ({ id: (await admin.ok(AdminRoutes.listPublicContacts)).body[0]!.id }),
    fill: () => ({ phone: '3035550100', title: 'Sales' }),
    read: async (params) => firstOf((await admin.ok(AdminRoutes.listPublicContacts)).body, params.id),
    kept: 'email',
    client: () => admin,
  },
  publicLocation: {
    route: AdminRoutes.updatePublicLocation,
    make: async () => ({ id: (await admin.ok(AdminRoutes.listPublicLocations)).body[0]!.id }),
    // The whole location is sent.
    fill: () => ({ ...address('5 Public Way'), addressLineTwo: 'Suite 2', name: 'Main yard' }),
    read: async (params) => (await admin.ok(AdminRoutes.getPublicLocation, { params: params as never })).body,
    kept: 'city',
    whole: true,
    client: () => admin,
  },
};

beforeAll(async () => {
  world = await setUpOrders(cloud, { plan: 'INTELLIGENCE' });
  admin = world.admin;
});

describe('clearing a field', () => {
  it('covers every PATCH route whose body may clear a field', () => {
    const clearing = routes.filter((r) => r.method === 'PATCH' && r.body && clearableKeys(r.body).length);
    // The trades' cases are only counted here (their companies are made in their own file).
    const trades = tradeCases({} as Party, {} as Party);
    const covered = new Set(
      [...Object.values(cases), ...Object.values(trades)]
        .map((c) => c.route.id)
        .concat(Object.keys(NOT_SWEPT)),
    );
    expect(clearing.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  sweep(cases, member);

  it('clears one field and leaves the others as they were', async () => {
    const params = await cases.have!.make();
    await member().ok(SupplyRoutes.updateHave, {
      params: params as never,
      body: cases.have!.fill() as never,
    });
    await member().ok(SupplyRoutes.updateHave, {
      params: params as never,
      body: { price: null, packaging: null },
    });
    const have = (await member().ok(SupplyRoutes.getHave, { params: params as never })).body;
    expect(have).toMatchObject({
      price: null,
      packaging: null,
      shippingTerms: 'FOB',
      notes: 'Dry',
      lotNumber: 'L-1',
    });
  });

  it('a material cleared of its durometer scale while keeping the range is refused by the whole-material rule', async () => {
    const params = await cases.material!.make();
    const fill = cases.material!.fill();
    await member().ok(CrmRoutes.updateMaterial, { params: params as never, body: fill as never });
    const refused = await member().refused(CrmRoutes.updateMaterial, {
      params: params as never,
      body: { ...fill, durometerScale: null } as never,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldsOf(refused))).toContain('durometerScale');
  });
});
