import { OrderRoutes } from '@polyloop/shared/contract/routes/orders';
import { attachment, implement } from '../preset.js';
import { commentRoutes } from '../comment-routes.js';
import { tradingService } from '../../adapters/trading/index.js';
import { loadOnce } from '../../lib/lazy.js';

const orders = loadOnce(() => import('../../domain/order/order.service.js'));
const shipments = loadOnce(() => import('../../domain/order/shipment.service.js'));
const orderExport = loadOnce(() => import('../../domain/order/order.export.js'));
const trading = loadOnce(() => import('../../domain/order/shipment.trading.js'));
const partners = loadOnce(() => import('../../domain/network-offer/partner-shipments.js'));

export const orderRoutes = implement(OrderRoutes, {
  listOrders: async ({ query, actor }) => (await orders()).list(actor, query),
  createOrder: async ({ body, actor }) => (await orders()).create(actor, body),
  exportOrders: async ({ query, actor }) =>
    attachment(await (await orderExport()).exportOrders(actor, query)),
  getOrder: async ({ params, actor }) => (await orders()).get(actor, params.id),
  updateOrder: async ({ params, body, actor }) => (await orders()).update(actor, params.id, body),
  deleteOrder: async ({ params, actor }) => (await orders()).remove(actor, params.id),
  listPartnerShipments: async ({ params, actor }) => (await partners()).partnerShipments(actor, params.id),
  orderHistory: async ({ params, query, actor }) =>
    (await orders()).history(actor, params.id, query.cursor, query.size),

  listShipments: async ({ query, actor }) => (await shipments()).list(actor, query),
  createShipment: async ({ body, actor }) => (await shipments()).create(actor, body),
  exportShipments: async ({ query, actor }) =>
    attachment(await (await orderExport()).exportShipments(actor, query)),
  getShipment: async ({ params, actor }) => (await shipments()).get(actor, params.id),
  updateShipment: async ({ params, body, actor }) => (await shipments()).update(actor, params.id, body),
  moveShipment: async ({ params, body, actor }) => (await shipments()).move(actor, params.id, body),
  deleteShipment: async ({ params, actor }) => (await shipments()).remove(actor, params.id),
  exportShipmentToTrading: async ({ params, actor }) =>
    (await trading()).exportToTrading(actor, params.id, tradingService()),
  shipmentHistory: async ({ params, query, actor }) =>
    (await shipments()).history(actor, params.id, query.cursor, query.size),
  ...commentRoutes('Order', (id) => ({ order: id })),
  ...commentRoutes('Shipment', (id) => ({ shipment: id })),
});
