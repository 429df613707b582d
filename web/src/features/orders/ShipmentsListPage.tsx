import { OrderRoutes } from '@polyloop/shared';
import { ShipmentStatus, SHIPMENT_STATUS_LABELS } from '@polyloop/shared/orders/shipment-status';
import { useList } from '../../components/list/use-list';
import { SHIPMENT_COLUMNS } from './columns';
import { SHIPMENTS_BASE } from './format';
import { StatusListPage } from './StatusListPage';

const statusOf = (v: string) => ShipmentStatus.safeParse(v).data;

/** Shipments, newest change first, by status; pages of 25, saved views, export. */
export default function ShipmentsListPage() {
  const list = useList(OrderRoutes.listShipments, {
    filters: { statuses: '' },
    pageSize: 25,
    query: ({ filters, page, size }) => {
      const status = statusOf(filters.statuses);
      return { page, size, statuses: status ? [status] : undefined };
    },
  });
  return (
    <StatusListPage
      list={list}
      noun="shipment"
      viewType="SHIPMENTS"
      exportList={{ title: 'Export shipments', kind: 'shipments', route: OrderRoutes.exportShipments }}
      base={SHIPMENTS_BASE}
      statuses={ShipmentStatus.options}
      statusLabels={SHIPMENT_STATUS_LABELS}
      columns={SHIPMENT_COLUMNS}
      empty="No shipments yet. Add one from an order."
    />
  );
}
