import { useState } from 'react';
import { Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { Button, Stack } from '@chakra-ui/react';
import { LuPencil, LuTrash2, LuTruck } from 'react-icons/lu';
import { OrderRoutes } from '@polyloop/shared';
import { ORDER_STATUS_LABELS, OrderStatus, type Order } from '@polyloop/shared/orders/order';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { useAccount } from '../../lib/account';
import { useRecord } from '../../components/RecordPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoreMenu } from '../../components/MoreMenu';
import { TabLinks, tabsOf } from '../../components/TabLinks';
import { PageHeader } from '../crm-shared/PageHeader';
import { useGetFreightQuotes } from '../freight/GetFreightQuotesButton';
import { freightPrefillOfOrder } from '../freight/record-prefill';
import { OrderEditDialog } from './OrderEditDialog';
import { OrderStatusBadge } from './StatusBadges';
import { ORDERS_BASE } from './format';

export interface OrderContext {
  order: Order;
}
export const useOrderContext = () => useOutletContext<OrderContext>();

const TABS = tabsOf('Summary', 'History', 'Documents');
const VERB: Record<OrderStatus, string> = {
  OPEN: 'Reopen order',
  COMPLETED: 'Complete order',
  CANCELLED: 'Cancel order',
};

/**
 * One order: its status, its numbers, places and dates to change, delete (only without shipments,
 * after a confirmation) and its tabs. The header keeps two main actions (a status move that is not
 * a cancellation, and Edit); the rest, cancel and delete last, are under "More".
 */
export default function OrderLayout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { record: order, fallback } = useRecord(
    OrderRoutes.getOrder,
    { params: { id } },
    { noun: 'order', back: { label: 'Back to orders', to: ORDERS_BASE } },
  );
  const [choosing, setChoosing] = useState<OrderStatus>();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const { account } = useAccount();
  const canEdit = !!account?.permissions.includes('ORDER_WRITE');
  const change = useSubmit<Order>({
    touches: VIEWS.order,
    success: (o) => `Order is now ${ORDER_STATUS_LABELS[o.status].toLowerCase()}`,
  });
  const remove = useSubmit({ touches: VIEWS.order, success: 'Order deleted' });
  const getQuotes = useGetFreightQuotes(
    order?.source,
    order?.destination,
    order && freightPrefillOfOrder(order),
  );
  if (!order) return fallback;
  const choices = OrderStatus.options.filter((s) => s !== order.status);
  const main = choices.find((s) => s !== 'CANCELLED');
  return (
    <Stack gap="4">
      <PageHeader title={order.identifier} badge={<OrderStatusBadge status={order.status} />}>
        {main && (
          <Button variant="outline" onClick={() => setChoosing(main)}>
            {VERB[main]}
          </Button>
        )}
        {canEdit && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <LuPencil aria-hidden /> Edit
          </Button>
        )}
        <MoreMenu
          actions={[
            ...choices
              .filter((s) => s !== main)
              .map((s) => ({
                label: VERB[s],
                destructive: s === 'CANCELLED',
                onSelect: () => setChoosing(s),
              })),
            { label: 'Get freight quotes', icon: <LuTruck aria-hidden />, onSelect: getQuotes },
            {
              label: 'Delete order',
              icon: <LuTrash2 aria-hidden />,
              destructive: true,
              onSelect: () => setDeleting(true),
            },
          ]}
        />
      </PageHeader>
      <TabLinks label="Order sections" items={TABS} />
      <Outlet context={{ order } satisfies OrderContext} />
      <OrderEditDialog order={order} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={!!choosing}
        title={choosing ? `${VERB[choosing]} ${order.identifier}?` : ''}
        confirmLabel={choosing ? VERB[choosing] : ''}
        destructive={choosing === 'CANCELLED'}
        onClose={() => setChoosing(undefined)}
        onConfirm={async () => {
          if (choosing)
            await change.run(
              async () =>
                (await api(OrderRoutes.updateOrder, { params: { id }, body: { status: choosing } })).data,
            );
          setChoosing(undefined);
        }}
      >
        {choosing ? `${order.identifier} will be ${ORDER_STATUS_LABELS[choosing].toLowerCase()}.` : ''}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title={`Delete order ${order.identifier}?`}
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const done = await remove.run(() => api(OrderRoutes.deleteOrder, { params: { id } }));
          setDeleting(false);
          if (done) await navigate(ORDERS_BASE);
        }}
      >
        The weight it took goes back to its haves, needs and lots. Orders that still have shipments cannot be
        deleted.
      </ConfirmDialog>
    </Stack>
  );
}
