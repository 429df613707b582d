import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useCompanyContext } from '../companies/company-context';
import { ORDER_COLUMNS, SHIPMENT_COLUMNS } from './columns';
import { ORDERS_BASE, SHIPMENTS_BASE } from './format';

/** A company's orders and shipments, as supplier or receiver (its page's tab). */
export default function CompanyOrdersTab() {
  const { companyId } = useCompanyContext();
  const navigate = useNavigate();
  const orders = useList(OrderRoutes.listOrders, {
    prefix: 'orders',
    pageSize: 10,
    sort: 'updatedDate,desc',
    query: ({ page, size, sort }) => ({ page, size, sort, companyId }),
  });
  const shipments = useList(OrderRoutes.listShipments, {
    prefix: 'shipments',
    pageSize: 10,
    query: ({ page, size }) => ({ page, size, companyId }),
  });
  return (
    <Stack gap="5">
      <Section title="Orders">
        <ListTable
          list={orders}
          label="Orders with this company"
          columns={ORDER_COLUMNS}
          onRowClick={(o) => navigate(`${ORDERS_BASE}/${o.id}`)}
          errorText="The orders could not be loaded."
          empty="No orders with this company yet."
        />
      </Section>
      <Section title="Shipments">
        <ListTable
          list={shipments}
          label="Shipments with this company"
          columns={SHIPMENT_COLUMNS}
          onRowClick={(s) => navigate(`${SHIPMENTS_BASE}/${s.id}`)}
          errorText="The shipments could not be loaded."
          empty="No shipments with this company yet."
        />
      </Section>
    </Stack>
  );
}
