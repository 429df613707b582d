import { buildPath, CrmRoutes, OrderRoutes } from '@polyloop/shared';
import { benchTenant, type Cloud } from './harness.js';
import { measure } from './stats.js';
import type { OrderRecord } from '@polyloop/functions/domain/order/order.entity';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const PARTNERS = 40;
/** The have, need and material the seeded orders name (their tabs read the orders filed under them). */
const HAVE = 'bench-have';
const NEED = 'bench-need';
const MATERIAL = 'bench-material';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds one tenant with 50,000 orders, written in batches as the order service stores them, with
 * the order counters the service's transactions keep and what the lists and the dashboard read
 * of them: the reference items and the volume counters, made by the `order.references` and
 * `order.volume` projections' own rules and summed. The stream is held while they are written and
 * their records passed over (projected one by one, as in production, 50,000 orders hold the local
 * stream for hours; the bench checks a tab counts each order once). Then times the order
 * list sorted by last modified and by total sales, the Orders tabs of a company, a have, a need
 * and a material and the status filter (each one Query of reference items and one BatchGetItem),
 * an order's summary and the dashboard.
 */
export async function orderFigures(cloud: Cloud, samples: number) {
  const { company, api, get, requestsOf } = await benchTenant(cloud, 'Orders bench');
  const { OrderEntity, sortable, sortText } = await import('@polyloop/functions/domain/order/order.entity');
  const { COUNTERS } = await import('@polyloop/functions/domain/order/order.records');
  const { Counter } = await import('@polyloop/functions/domain/counter/counter.entity');
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { OrderRef, OrderRefCount } = await import('@polyloop/functions/domain/order/order-ref.entity');
  const { refsOf } = await import('@polyloop/functions/domain/order/order.references');
  const { volumeMoves } = await import('@polyloop/functions/domain/order/order.rollups');
  const { newId } = await import('@polyloop/functions/lib/commit');
  const partners: { id: string; name: string }[] = [];
  for (let n = 0; n < PARTNERS; n++) {
    const res = await api.ok(CrmRoutes.createCompany, {
      body: { name: `Bench Buyer ${String(n).padStart(3, '0')}`, confirmDuplicate: true },
    });
    partners.push({ id: res.body.id, name: res.body.name });
  }
  await cloud.settle();
  cloud.stream.hold();
  const started = Date.now();
  const now = Date.now();
  const orders: OrderRecord[] = [];
  const ids: string[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const receiver = partners[n % PARTNERS]!;
    const milliPounds = (1000 + (n % 40_000)) * 1000;
    const salesCents = Math.round((milliPounds / 1000) * (30 + (n % 20)));
    const stamp = new Date(now - (ORDERS - n) * 60_000).toISOString();
    const id = `${(now - (ORDERS - n) * 60_000).toString(36).padStart(9, '0')}${String(n).padStart(12, '0')}`;
    ids.push(id);
    const line = {
      id: newId(),
      materialType: 'PP' as const,
      materialId: MATERIAL,
      weight: { unitValue: milliPounds / 1000, unit: 'POUND' as const },
      milliPounds,
      salesCents,
      costCents: Math.round(salesCents * 0.8),
    };
    orders.push(
      OrderEntity.schema.parse({
        tenantId: company.tenantId,
        id,
        identifier: `BNCH-O${n + 1}`,
        numberKey: sortable(n + 1, 12),
        supplierId: company.tenantId,
        supplierName: company.name,
        supplierKey: sortText(company.name),
        receiverId: receiver.id,
        receiverName: receiver.name,
        items: [line],
        materialTypes: ['PP'],
        // One order in fifty from one have, the next from one need: their Orders tabs hold 1,000 each.
        haveIds: n % 50 === 0 ? [HAVE] : [],
        needIds: n % 50 === 1 ? [NEED] : [],
        totalMilliPounds: milliPounds,
        salesCents,
        costCents: line.costCents,
        weightKey: sortable(milliPounds, 18),
        salesKey: sortable(salesCents),
        orderDate: day(-(n % 90)),
        pickup: false,
        status: 'OPEN',
        representatives: [],
        shipmentCount: 0,
        createdDate: stamp,
        updatedDate: stamp,
      }),
    );
  }
  // What the `order.references` and `order.volume` projections make of these orders, by their own
  // rules (refsOf, volumeMoves), summed: one count per ref and one total per volume counter.
  const refCounts = new Map<string, number>();
  const volume = new Map<string, number>();
  const puts = orders.flatMap((order) => [
    OrderEntity.batchPut(order),
    ...refsOf(order).map((ref) => {
      refCounts.set(ref, (refCounts.get(ref) ?? 0) + 1);
      return OrderRef.batchPut({
        tenantId: order.tenantId,
        ref,
        updatedDate: order.updatedDate,
        id: order.id,
      });
    }),
  ]);
  for (const order of orders)
    for (const move of volumeMoves(undefined, { ...order, __entity: OrderEntity.name }))
      volume.set(move.name, (volume.get(move.name) ?? 0) + move.delta);
  puts.push(
    ...[...refCounts].map(([ref, count]) =>
      OrderRefCount.batchPut({ tenantId: company.tenantId, ref, count }),
    ),
  );
  await batchPut(puts, 8);
  const add = (name: string, count: number) =>
    Counter.update({ tenantId: company.tenantId, name }, {}, { add: { count }, upsert: true });
  for (const [name, count] of volume) await add(name, count);
  await Promise.all([
    Counter.update(
      { tenantId: company.tenantId, name: COUNTERS.orders },
      {},
      { add: { count: ORDERS }, upsert: true },
    ),
    Counter.update(
      { tenantId: company.tenantId, name: COUNTERS.ordersOf('OPEN') },
      {},
      { add: { count: ORDERS }, upsert: true },
    ),
  ]);
  await cloud.stream.discard();
  const seedMs = Date.now() - started;

  const list = (sort: string) =>
    `${OrderRoutes.listOrders.path}?page=0&size=25&sort=${encodeURIComponent(sort)}`;
  const summaryOf = (id: string) => buildPath(OrderRoutes.getOrder.path, { id });
  const dashboard = `${CrmRoutes.myCompanyDashboard.path}?days=30`;
  const rows = [
    { label: 'List, last modified (25)', path: list('updatedDate,desc') },
    { label: 'List, total sales (25)', path: list('totalSales,desc') },
    { label: 'Company tab (25)', path: `${list('updatedDate,desc')}&companyId=${partners[3]!.id}` },
    { label: 'Have tab (25)', path: `${list('updatedDate,desc')}&haveId=${HAVE}` },
    { label: 'Need tab (25)', path: `${list('updatedDate,desc')}&needId=${NEED}` },
    { label: 'Material tab (25)', path: `${list('updatedDate,desc')}&materialId=${MATERIAL}` },
    { label: 'Status filter, open (25)', path: `${list('updatedDate,desc')}&statuses=OPEN` },
    { label: 'Order summary', path: summaryOf(ids[Math.floor(ids.length / 2)]!) },
    { label: 'Dashboard (30 days)', path: dashboard },
  ];
  // What was passed over in the stream must not have been projected as well: a tab counts its orders once.
  const tab = await get(rows[2]!.path);
  if (tab.headers.get('x-total-count') !== String(ORDERS / PARTNERS))
    throw new Error(
      `The company tab counts ${tab.headers.get('x-total-count')} orders, not ${ORDERS / PARTNERS}`,
    );
  const out = [];
  for (const row of rows) {
    const requests = await requestsOf(row.path);
    const timed =
      row.label === 'Order summary'
        ? await measure(samples, (i) => get(summaryOf(ids[(i * 7919) % ids.length]!)))
        : await measure(samples, () => get(row.path));
    out.push({ label: row.label, samples: timed, requests });
  }
  return {
    title: `Orders with a tenant of ${ORDERS.toLocaleString('en-US')} orders (written in ${(seedMs / 1000).toFixed(1)} s, with their reference items and volume counters)`,
    rows: out,
  };
}
