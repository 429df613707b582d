import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { OrderRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useListingContext } from '../listings/ListingLayout';
import { ORDER_COLUMNS } from './columns';
import { ORDERS_BASE } from './format';

/** A have's or need's orders (its Orders tab), with a new order started from it. */
export default function ListingOrdersTab() {
  const { kind, record } = useListingContext();
  const navigate = useNavigate();
  const list = useList(OrderRoutes.listOrders, {
    prefix: 'orders',
    pageSize: 25,
    query: ({ page, size }) => ({
      page,
      size,
      ...(kind === 'have' ? { haveId: record.id } : { needId: record.id }),
    }),
  });
  return (
    <Section
      title="Orders"
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`${ORDERS_BASE}/new?${kind}Id=${encodeURIComponent(record.id)}`}>
            <LuPlus aria-hidden /> New order
          </RouterLink>
        </Button>
      }
    >
      <ListTable
        list={list}
        label={`Orders of this ${kind}`}
        columns={ORDER_COLUMNS}
        onRowClick={(o) => navigate(`${ORDERS_BASE}/${o.id}`)}
        errorText="The orders could not be loaded."
        empty={`No orders from this ${kind} yet.`}
      />
    </Section>
  );
}
