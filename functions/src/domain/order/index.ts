/**
 * What the order aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { OrderEntity, hasAnyOrder, listOrdersCreatedBetween, pageOrders } from './order.entity.js';
export { OrderEvents, ShipmentEvents } from './order.events.js';
export { COUNTERS } from './order.records.js';
export { ShipmentEntity, listShipmentsOfOrder } from './shipment.entity.js';
export { shipmentMoveTx } from './shipment.moves.js';
export type { ShipmentRecord } from './shipment.entity.js';
export { create as createOrder, get as getOrder } from './order.service.js';
export { get as getShipment, update as updateShipment } from './shipment.service.js';
export { ReportRollupEntity, listReportRollups } from './report.rollup.entity.js';
export {
  filterKey,
  noMaterialKey,
  NO_REPRESENTATIVE,
  reportDay,
  shipmentReportMoves,
} from './report.rollups.js';
