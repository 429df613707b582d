import { historyOf, named } from '../history/index.js';
import { defineProjection, domainEvents, tableWrites, type Projection } from '../../lib/projection.js';
import { searchOf } from '../search/index.js';
import { loadOnce } from '../../lib/lazy.js';

const documents = loadOnce(() => import('./order.search.js'));
const rollups = loadOnce(() => import('./order.rollups.js'));
const references = loadOnce(() => import('./order.references.js'));
const reports = loadOnce(() => import('./report.rollups.js'));

/** What the table stream derives from orders and shipments (a shipment shows in its order's feed too). */
export const projections: Projection[] = [
  historyOf('order', (i) => [{ rootId: i.id, subject: named('Order', i.identifier) }]),
  historyOf('shipment', (i) => [
    { rootId: i.id, subject: named('Shipment', i.identifier) },
    { rootId: i.orderId, subject: named('Shipment', i.identifier) },
  ]),
  domainEvents('order', () => import('./order.events.js').then((m) => m.orderEvents)),
  domainEvents('shipment', () => import('./order.events.js').then((m) => m.shipmentEvents)),
  searchOf('order', () => documents().then((m) => m.order)),
  searchOf('shipment', () => documents().then((m) => m.shipment)),
  // The dashboard's volume by company and day (order.rollups.ts); it may lag a moment.
  defineProjection({
    name: 'order.volume',
    entity: 'order',
    consumer: 'read-models',
    derive: async (change) => (await rollups()).volumeWrites(change),
    write: tableWrites,
    rebuild: { clear: async (tenantId) => (await rollups()).clearVolume(tenantId) },
  }),
  // The Orders tabs of a company, have, need and material, and the status filter (order.references.ts).
  defineProjection({
    name: 'order.references',
    entity: 'order',
    consumer: 'read-models',
    derive: async (change) => (await references()).referenceWrites(change),
    write: tableWrites,
    rebuild: { owns: ['order-ref', 'order-ref-count'] },
  }),
  // The reports' sums of delivered shipments per grouping, filter and period (report.rollups.ts).
  defineProjection({
    name: 'shipment.report',
    entity: 'shipment',
    consumer: 'read-models',
    derive: async (change) => (await reports()).reportWrites(change),
    write: tableWrites,
    rebuild: { owns: ['report-rollup'] },
  }),
];
