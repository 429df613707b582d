import { OrderRoutes } from '@polyloop/shared/contract/routes/orders';
import { attachment, implement } from '../preset.js';
import { exportOrders, exportShipments } from '../../domain/order/order.export.js';
import { exportToTrading } from '../../domain/order/shipment.trading.js';
import { tradingService } from '../../adapters/trading/index.js';
import * as Orders from '../../domain/order/order.service.js';
import * as Shipments from '../../domain/order/shipment.service.js';
import { partnerShipments } from '../../domain/network-offer/partner-shipments.js';
import * as Comments from '../../domain/comment/comment.service.js';

export const orderRoutes = implement(OrderRoutes, {
  listOrders: ({ query, actor }) => Orders.list(actor, query),
  createOrder: ({ body, actor }) => Orders.create(actor, body),
  exportOrders: async ({ query, actor }) => attachment(await exportOrders(actor, query)),
  getOrder: ({ params, actor }) => Orders.get(actor, params.id),
  updateOrder: ({ params, body, actor }) => Orders.update(actor, params.id, body),
  deleteOrder: ({ params, actor }) => Orders.remove(actor, params.id),
  listPartnerShipments: ({ params, actor }) => partnerShipments(actor, params.id),
  orderHistory: ({ params, query, actor }) => Orders.history(actor, params.id, query.cursor, query.size),

  listShipments: ({ query, actor }) => Shipments.list(actor, query),
  createShipment: ({ body, actor }) => Shipments.create(actor, body),
  exportShipments: async ({ query, actor }) => attachment(await exportShipments(actor, query)),
  getShipment: ({ params, actor }) => Shipments.get(actor, params.id),
  updateShipment: ({ params, body, actor }) => Shipments.update(actor, params.id, body),
  moveShipment: ({ params, body, actor }) => Shipments.move(actor, params.id, body),
  deleteShipment: ({ params, actor }) => Shipments.remove(actor, params.id),
  exportShipmentToTrading: ({ params, actor }) => exportToTrading(actor, params.id, tradingService()),
  shipmentHistory: ({ params, query, actor }) =>
    Shipments.history(actor, params.id, query.cursor, query.size),
  listOrderComments: ({ params, query, actor }) =>
    Comments.listComments(actor, { order: params.id }, query.page, query.size),
  createOrderComment: ({ params, body, actor }) =>
    Comments.createComment(actor, { order: params.id }, body.body),
  updateOrderComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, { order: params.id }, params.commentId, body.body),
  deleteOrderComment: ({ params, actor }) =>
    Comments.deleteComment(actor, { order: params.id }, params.commentId),
  listShipmentComments: ({ params, query, actor }) =>
    Comments.listComments(actor, { shipment: params.id }, query.page, query.size),
  createShipmentComment: ({ params, body, actor }) =>
    Comments.createComment(actor, { shipment: params.id }, body.body),
  updateShipmentComment: ({ params, body, actor }) =>
    Comments.updateComment(actor, { shipment: params.id }, params.commentId, body.body),
  deleteShipmentComment: ({ params, actor }) =>
    Comments.deleteComment(actor, { shipment: params.id }, params.commentId),
});
