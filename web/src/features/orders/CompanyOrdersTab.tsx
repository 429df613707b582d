import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useCompanyContext } from '../companies/company-context';
import { SHIPMENT_COLUMNS } from './columns';
import { SHIPMENTS_BASE } from './format';
import { RecordOrders } from './RecordOrders';

/** A company's orders and shipments, as supplier or receiver (its page's tab). */
export default function CompanyOrdersTab() {
  const { companyId } = useCompanyContext();
  const navigate = useNavigate();
  const shipments = useList(OrderRoutes.listShipments, {
    prefix: 'shipments',
    pageSize: 10,
    query: ({ page, size }) => ({ page, size, companyId }),
  });
  return (
    <Stack gap="5">
      <RecordOrders
        filter={{ companyId }}
        pageSize={10}
        label="Orders with this company"
        empty="No orders with this company yet."
      />
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
