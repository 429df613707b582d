import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Link, Stack } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, OrderRoutes } from '@polyloop/shared';
import { lineName, type OrderItem } from '@polyloop/shared/orders/order';
import { DataTable, type Column } from '../../components/DataTable';
import { HistorySection } from '../../components/HistoryFeed';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { useRecordComments } from '../crm-shared/use-record-comments';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { Facts } from '../inventory/Facts';
import { SHIPMENT_COLUMNS } from './columns';
import { formatCost, formatMoney, formatPlace, formatWeight, SHIPMENTS_BASE, formatDay } from './format';
import { GenerateOrderDocuments } from './GenerateDocuments';
import { useOrderContext } from './OrderLayout';
import { PartnerShipments } from './PartnerShipments';
import { CreateLink } from '../../components/list/ListActions';

const day = formatDay;

const ITEM_COLUMNS: Column<OrderItem>[] = [
  {
    key: 'from',
    header: 'From',
    cell: (i) =>
      i.haveId || i.needId || i.lotId ? (
        <Stack gap="0">
          {i.haveId && (
            <Link asChild color="brand.fg">
              <RouterLink to={`/haves/${i.haveId}`}>{`Have ${i.haveIdentifier ?? ''}`}</RouterLink>
            </Link>
          )}
          {i.needId && (
            <Link asChild color="brand.fg">
              <RouterLink to={`/needs/${i.needId}`}>{`Need ${i.needIdentifier ?? ''}`}</RouterLink>
            </Link>
          )}
          {i.lotId && (
            <Link asChild color="brand.fg">
              <RouterLink to={`/market/inventory/${i.lotId}`}>{`Lot ${i.lotIdentifier ?? ''}`}</RouterLink>
            </Link>
          )}
        </Stack>
      ) : (
        '—'
      ),
  },
  {
    key: 'material',
    header: 'Material',
    cell: (i) => lineName(i, (t) => MATERIAL_TYPE_LABELS[t]),
  },
  { key: 'weight', header: 'Weight', cell: (i) => formatWeight(i.weight) },
  {
    key: 'buy',
    header: 'Buy price',
    hideBelow: 'md',
    cell: (i) => (i.buyPrice ? formatCost(i.buyPrice) : '—'),
  },
  {
    key: 'sell',
    header: 'Sell price',
    hideBelow: 'md',
    cell: (i) => (i.sellPrice ? formatCost(i.sellPrice) : '—'),
  },
  { key: 'sales', header: 'Sales', cell: (i) => formatMoney(i.sales) },
];

/**
 * An order's totals as its company reads them: a purchase order's purchases, a sale's sales, and
 * the margin only where both sides are priced.
 */
function totalFacts(order: ReturnType<typeof useOrderContext>['order']): [string, string][] {
  const facts: [string, string][] = [['Total weight', formatWeight(order.totalWeight)]];
  if (order.kind === 'PURCHASE') facts.push(['Total purchases', formatMoney(order.total)]);
  else {
    facts.push(['Total sales', formatMoney(order.totalSales)]);
    if (order.totalCost > 0) facts.push(['Cost', formatMoney(order.totalCost)]);
  }
  if (order.margin !== null) facts.push(['Margin', formatMoney(order.margin)]);
  return facts;
}

/** The order at a glance: parties, places, numbers, dates, items, totals, its shipments and comments. */
export function OrderSummaryTab() {
  const { order } = useOrderContext();
  const navigate = useNavigate();
  const shipments = useList(OrderRoutes.listShipments, {
    prefix: 'shipments',
    pageSize: 25,
    query: ({ page, size }) => ({ page, size, orderId: order.id }),
  });
  return (
    <Stack gap="5">
      <Section title="Summary">
        <Facts
          items={[
            ['Supplier', order.supplier.name],
            ['Receiver', order.receiver.name],
            ['Source', formatPlace(order.source)],
            ['Destination', formatPlace(order.destination)],
            ['Sales order number', order.salesOrderNumber],
            ['Customer PO number', order.customerPoNumber],
            ['Order date', day(order.orderDate)],
            ['Pickup date', day(order.pickupDate)],
            ['Delivery date', day(order.deliveryDate)],
            ['Pickup', order.pickup ? 'The receiver picks up' : 'Delivered'],
            ['Notes', order.notes],
            ...(order.networkOfferId
              ? [
                  [
                    'Negotiation',
                    <Link key="offer" asChild color="brand.fg">
                      <RouterLink to={`/network/offers/${order.networkOfferId}`}>
                        The network offer it was confirmed from
                      </RouterLink>
                    </Link>,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      </Section>
      <Section title="Items">
        <DataTable label="Items" columns={ITEM_COLUMNS} rows={order.items} empty="No items." />
        <Stack mt="3">
          <Facts items={totalFacts(order)} />
        </Stack>
      </Section>
      <Section
        title="Shipments"
        action={<CreateLink to={`/orders/${order.id}/shipments/new`} label="New shipment" inSection />}
      >
        <ListTable
          list={shipments}
          label="Shipments of this order"
          columns={SHIPMENT_COLUMNS}
          onRowClick={(s) => navigate(`${SHIPMENTS_BASE}/${s.id}`)}
          errorText="The shipments could not be loaded."
          empty="No shipments yet."
        />
      </Section>
      {order.networkOfferId && <PartnerShipments orderId={order.id} />}
      <Section title="Comments">
        <OrderComments id={order.id} />
      </Section>
    </Stack>
  );
}

function OrderComments({ id }: { id: string }) {
  const calls = useRecordComments(
    {
      list: OrderRoutes.listOrderComments,
      create: OrderRoutes.createOrderComment,
      update: OrderRoutes.updateOrderComment,
      remove: OrderRoutes.deleteOrderComment,
    },
    id,
  );
  return <CommentsPanel title="Comments on this order" calls={calls} />;
}

export function OrderHistoryTab() {
  const { order } = useOrderContext();
  return <HistorySection route={OrderRoutes.orderHistory} id={order.id} />;
}

export function OrderDocumentsTab() {
  const { order } = useOrderContext();
  return (
    <Section title="Documents">
      <DocumentsPanel of="order" id={order.id}>
        <GenerateOrderDocuments orderId={order.id} />
      </DocumentsPanel>
    </Section>
  );
}
