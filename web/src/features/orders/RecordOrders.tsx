import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OrderRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { ORDER_COLUMNS } from './columns';
import { ORDERS_BASE } from './format';

/** What a record's Orders tab lists: the orders of one company, have, need or material. */
export type OrdersFilter =
  { companyId: string } | { haveId: string } | { needId: string } | { materialId: string };

/** A record's orders, latest change first (the Orders tab of a company, have, need or material). */
export function RecordOrders({
  filter,
  label,
  empty,
  action,
  pageSize = 25,
}: {
  filter: OrdersFilter;
  label: string;
  empty: string;
  action?: ReactNode;
  pageSize?: number;
}) {
  const navigate = useNavigate();
  const list = useList(OrderRoutes.listOrders, {
    prefix: 'orders',
    pageSize,
    sort: 'updatedDate,desc',
    query: ({ page, size, sort }) => ({ page, size, sort, ...filter }),
  });
  return (
    <Section title="Orders" action={action}>
      <ListTable
        list={list}
        label={label}
        columns={ORDER_COLUMNS}
        onRowClick={(o) => navigate(`${ORDERS_BASE}/${o.id}`)}
        errorText="The orders could not be loaded."
        empty={empty}
      />
    </Section>
  );
}
