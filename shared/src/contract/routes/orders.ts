import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { creation, deletion, historyFeed, pagedList, tableExport } from '../kinds.js';
import { commentRoutes, threadSummaries } from '../comment-routes.js';
import { Order, OrderInput, OrderListItem, OrderListQuery, OrderPatch } from '../../orders/order.js';
import {
  Shipment,
  ShipmentInput,
  ShipmentListItem,
  ShipmentListQuery,
  PartnerShipment,
  ShipmentPatch,
  StatusMove,
} from '../../orders/shipment.js';

const o = '/api/orders';
const s = '/api/shipments';

/** Orders and shipments (spec part 1 §2–§5). */
export const OrderRoutes = defineRoutes(
  'orders',
  { tags: ['Orders'] },
  {
    listOrders: pagedList(OrderListItem, {
      path: o,
      summary:
        'Orders, sorted by last modified, id, supplier, source or destination city, total weight or total sales; total in x-total-count.',
      permission: 'ORDER_READ',
      query: OrderListQuery,
    }),
    createOrder: creation(Order, {
      path: o,
      summary:
        'Creates an order; each item from a have or need takes its weight from the record’s remaining weight (409 when not enough remains).',
      permission: 'ORDER_WRITE',
      body: OrderInput,
    }),
    exportOrders: tableExport({
      path: `${o}/export`,
      summary: 'Orders created in the date range as CSV or XLSX.',
      permission: 'ORDER_READ',
    }),
    getOrder: {
      method: 'GET',
      path: `${o}/{id}`,
      summary: 'One order with its items and totals.',
      permission: 'ORDER_READ',
      params: P.id,
      response: Order,
    },
    updateOrder: {
      method: 'PATCH',
      path: `${o}/{id}`,
      summary: 'Changes an order’s numbers, places, dates, representatives, notes or status.',
      permission: 'ORDER_WRITE',
      params: P.id,
      body: OrderPatch,
      response: Order,
    },
    deleteOrder: deletion({
      path: `${o}/{id}`,
      summary:
        'Deletes an order without shipments and gives its weight back to its haves and needs (409 while it has shipments).',
      permission: 'ORDER_WRITE',
      params: P.id,
    }),
    listPartnerShipments: {
      method: 'GET',
      path: `${o}/{id}/partner-shipments`,
      summary:
        'The shipments of the other side’s order in the deal this order was confirmed from: status, carrier, dates, weight and shared papers, no prices (empty for an order not from a deal).',
      permission: 'ORDER_READ',
      params: P.id,
      response: z.array(PartnerShipment),
    },
    orderHistory: historyFeed({
      path: `${o}/{id}/history`,
      summary: 'What changed on an order, newest first.',
      permission: 'ORDER_READ',
    }),

    listShipments: pagedList(ShipmentListItem, {
      path: s,
      summary: 'Shipments, newest change first, by status, order or company; total in x-total-count.',
      permission: 'SHIPMENT_READ',
      tags: ['Shipments'],
      query: ShipmentListQuery,
    }),
    createShipment: creation(Shipment, {
      path: s,
      summary: 'Creates a pending shipment of an order with its manifest.',
      permission: 'SHIPMENT_WRITE',
      tags: ['Shipments'],
      body: ShipmentInput,
    }),
    exportShipments: tableExport({
      path: `${s}/export`,
      summary: 'Shipments created in the date range as CSV or XLSX.',
      permission: 'SHIPMENT_READ',
      tags: ['Shipments'],
    }),
    getShipment: {
      method: 'GET',
      path: `${s}/{id}`,
      summary: 'One shipment with its manifest and financials.',
      permission: 'SHIPMENT_READ',
      tags: ['Shipments'],
      params: P.id,
      response: Shipment,
    },
    updateShipment: {
      method: 'PATCH',
      path: `${s}/{id}`,
      summary: 'Changes a shipment’s details or manifest; its order only to one with the same companies.',
      permission: 'SHIPMENT_WRITE',
      tags: ['Shipments'],
      params: P.id,
      body: ShipmentPatch,
      response: Shipment,
    },
    moveShipment: {
      method: 'POST',
      path: `${s}/{id}/status`,
      summary:
        'Moves a shipment along PENDING → APPROVED → DISPATCHED → IN_TRANSIT → DELIVERED → INVOICED → PAID (or REJECTED); an illegal move is a 409.',
      permission: 'SHIPMENT_WRITE',
      tags: ['Shipments'],
      params: P.id,
      body: StatusMove,
      response: Shipment,
    },
    deleteShipment: deletion({
      path: `${s}/{id}`,
      summary: 'Deletes a pending shipment (409 otherwise).',
      permission: 'SHIPMENT_WRITE',
      tags: ['Shipments'],
      params: P.id,
    }),
    exportShipmentToTrading: {
      method: 'POST',
      path: `${s}/{id}/trading-export`,
      summary:
        'Sends the shipment to cieTrade, once (409 afterwards, with the date); every plastic needs a grade and a form (400), and cieTrade must be connected (409).',
      permission: 'SHIPMENT_EXPORT',
      tags: ['Shipments'],
      params: P.id,
      response: Shipment,
    },
    shipmentHistory: historyFeed({
      path: `${s}/{id}/history`,
      summary: 'What changed on a shipment, newest first.',
      permission: 'SHIPMENT_READ',
      tags: ['Shipments'],
    }),
    ...commentRoutes('Order', {
      at: `${o}/{id}`,
      read: 'ORDER_READ',
      write: 'ORDER_WRITE',
      summaries: threadSummaries('order', 'the order’s representatives'),
    }),
    ...commentRoutes('Shipment', {
      at: `${s}/{id}`,
      read: 'SHIPMENT_READ',
      write: 'SHIPMENT_WRITE',
      summaries: threadSummaries('shipment', 'the order’s representatives'),
    }),
  },
);
