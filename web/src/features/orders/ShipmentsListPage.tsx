import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { ShipmentStatus, SHIPMENT_STATUS_LABELS } from '@polyloop/shared/orders/shipment-status';
import { ListActions } from '../../components/list/ListActions';
import { ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { PageHeader } from '../crm-shared/PageHeader';
import { SHIPMENT_COLUMNS } from './columns';
import { SHIPMENTS_BASE } from './format';

const statusOf = (v: string) => ShipmentStatus.safeParse(v).data;

/** Shipments, newest change first, by status; pages of 25, saved views, export. */
export default function ShipmentsListPage() {
  const navigate = useNavigate();
  const list = useList(OrderRoutes.listShipments, {
    filters: { statuses: '' },
    pageSize: 25,
    query: ({ filters, page, size }) => {
      const status = statusOf(filters.statuses);
      return { page, size, statuses: status ? [status] : undefined };
    },
  });
  return (
    <Stack gap="4">
      <PageHeader title="Shipments" />
      <ListToolbar
        actions={
          <ListActions
            views={<SavedViews type="SHIPMENTS" list={list} />}
            exportList={{ title: 'Export shipments', kind: 'shipments', route: OrderRoutes.exportShipments }}
            create={{ to: `${SHIPMENTS_BASE}/new`, label: 'New shipment' }}
          />
        }
      >
        <SelectFilter
          list={list}
          name="statuses"
          label="Status"
          options={ShipmentStatus.options}
          labels={SHIPMENT_STATUS_LABELS}
        />
      </ListToolbar>
      <ListTable
        list={list}
        label="Shipments"
        columns={SHIPMENT_COLUMNS}
        onRowClick={(s) => navigate(`${SHIPMENTS_BASE}/${s.id}`)}
        errorText="The shipments could not be loaded."
        empty="No shipments yet. Add one from an order."
        emptyFiltered="No shipments match these filters."
      />
    </Stack>
  );
}
