import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { ORDER_STATUS_LABELS, OrderStatus } from '@polyloop/shared/orders/order';
import { ListActions } from '../../components/list/ListActions';
import { ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { PageHeader } from '../crm-shared/PageHeader';
import { ORDER_COLUMNS } from './columns';
import { ORDERS_BASE } from './format';

const statusOf = (v: string) => OrderStatus.safeParse(v).data;

/** Orders (spec part 1 §2, §3): sorted by any of the seven sorts, filtered by status, pages of 25, saved views, export. */
export default function OrdersListPage() {
  const navigate = useNavigate();
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
    <Stack gap="4">
      <PageHeader title="Orders" />
      <ListToolbar
        actions={
          <ListActions
            views={<SavedViews type="ORDERS" list={list} />}
            exportList={{ title: 'Export orders', kind: 'orders', route: OrderRoutes.exportOrders }}
            create={{ to: `${ORDERS_BASE}/new`, label: 'New order' }}
          />
        }
      >
        <SelectFilter
          list={list}
          name="statuses"
          label="Status"
          options={OrderStatus.options}
          labels={ORDER_STATUS_LABELS}
        />
      </ListToolbar>
      <ListTable
        list={list}
        label="Orders"
        columns={ORDER_COLUMNS}
        onRowClick={(o) => navigate(`${ORDERS_BASE}/${o.id}`)}
        errorText="The orders could not be loaded."
        empty='No orders yet. Make one with "New order", or from a have or a need.'
        emptyFiltered="No orders match these filters."
      />
    </Stack>
  );
}
