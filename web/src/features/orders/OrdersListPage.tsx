import { OrderRoutes } from '@polyloop/shared';
import { ORDER_STATUS_LABELS, OrderStatus } from '@polyloop/shared/orders/order';
import { useList } from '../../components/list/use-list';
import { ORDER_COLUMNS } from './columns';
import { ORDERS_BASE } from './format';
import { StatusListPage } from './StatusListPage';

const statusOf = (v: string) => OrderStatus.safeParse(v).data;

/** Orders (spec part 1 §2, §3): sorted by any of the seven sorts, filtered by status, pages of 25, saved views, export. */
export default function OrdersListPage() {
  const list = useList(OrderRoutes.listOrders, {
    filters: { statuses: '' },
    sort: 'updatedDate,desc',
    pageSize: 25,
    query: ({ filters, sort, page, size }) => {
      const status = statusOf(filters.statuses);
      return { page, size, sort, statuses: status ? [status] : undefined };
    },
  });
  return (
    <StatusListPage
      list={list}
      noun="order"
      viewType="ORDERS"
      exportList={{ title: 'Export orders', kind: 'orders', route: OrderRoutes.exportOrders }}
      base={ORDERS_BASE}
      statuses={OrderStatus.options}
      statusLabels={ORDER_STATUS_LABELS}
      columns={ORDER_COLUMNS}
      empty='No orders yet. Make one with "New order", or from a have or a need.'
    />
  );
}
