import { useState } from 'react';
import { Link as RouterLink, Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuSend, LuTrash2, LuTruck } from 'react-icons/lu';
import { OrderRoutes } from '@polyloop/shared';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import {
  deletable,
  manualMoves,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@polyloop/shared/orders/shipment-status';
import { TRADING_MESSAGES } from '@polyloop/shared/orders/trading';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { useAccount } from '../../lib/account';
import { useRecord } from '../../components/RecordPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoreMenu } from '../../components/MoreMenu';
import { TabLinks, tabsOf } from '../../components/TabLinks';
import { PageHeader } from '../crm-shared/PageHeader';
import { useGetFreightQuotes } from '../freight/GetFreightQuotesButton';
import { ShipmentStatusBadge } from './StatusBadges';
import { ORDERS_BASE, SHIPMENTS_BASE } from './format';

export interface ShipmentContext {
  shipment: Shipment;
}
export const useShipmentContext = () => useOutletContext<ShipmentContext>();

const TABS = tabsOf('Details', 'Financials', 'History', 'Documents');

/** "Mark approved", "Reject", "Reopen as pending": each move the state machine allows from here. */
export const moveLabel = (from: ShipmentStatus, to: ShipmentStatus) =>
  to === 'REJECTED'
    ? 'Reject'
    : from === 'REJECTED' && to === 'PENDING'
      ? 'Reopen as pending'
      : `Mark ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}`;

/**
 * One shipment: its status moves, the one-time export to cieTrade, delete while pending, and its
 * tabs. The header keeps two main actions (the next step forward and Edit); the rest, delete
 * last, are under "More".
 */
export default function ShipmentLayout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const canExport = !!account?.permissions.includes('SHIPMENT_EXPORT');
  const canEdit = !!account?.permissions.includes('SHIPMENT_WRITE');
  const { record: shipment, fallback } = useRecord(
    OrderRoutes.getShipment,
    { params: { id } },
    { noun: 'shipment', back: { label: 'Back to shipments', to: SHIPMENTS_BASE } },
  );
  const [deleting, setDeleting] = useState(false);
  const move = useSubmit<Shipment>({
    touches: VIEWS.shipment,
    success: (s) => `Shipment is now ${SHIPMENT_STATUS_LABELS[s.status].toLowerCase()}`,
  });
  const exporting = useSubmit<Shipment>({
    touches: VIEWS.shipment,
    success: TRADING_MESSAGES.exported,
    fallback: TRADING_MESSAGES.failed,
  });
  const remove = useSubmit({ touches: VIEWS.shipment, success: 'Shipment deleted' });
  const getQuotes = useGetFreightQuotes(shipment?.source, shipment?.destination);
  if (!shipment) return fallback;
  const busy = move.busy || exporting.busy;
  const moves = manualMoves(shipment.status);
  // The step forward is the main action; rejecting is not.
  const forward = moves.find((to) => to !== 'REJECTED');
  const moveTo = (to: ShipmentStatus) =>
    void move.run(
      async () => (await api(OrderRoutes.moveShipment, { params: { id }, body: { status: to } })).data,
    );
  return (
    <Stack gap="4">
      <PageHeader
        title={shipment.identifier}
        badge={
          <>
            <ShipmentStatusBadge status={shipment.status} />
            {shipment.blindShipment && <Badge>Blind</Badge>}
          </>
        }
      >
        {forward && (
          <Button variant="outline" disabled={busy} onClick={() => moveTo(forward)}>
            {moveLabel(shipment.status, forward)}
          </Button>
        )}
        {shipment.exportedDate && (
          <Text color="fg.muted">{`Exported to cieTrade on ${formatDate(shipment.exportedDate)}`}</Text>
        )}
        {canEdit && (
          <Button asChild variant="outline">
            <RouterLink to={`${SHIPMENTS_BASE}/${shipment.id}/edit`}>
              <LuPencil aria-hidden /> Edit
            </RouterLink>
          </Button>
        )}
        <MoreMenu
          actions={[
            ...moves
              .filter((to) => to !== forward)
              .map((to) => ({
                label: moveLabel(shipment.status, to),
                disabled: busy,
                onSelect: () => moveTo(to),
              })),
            !shipment.exportedDate &&
              canExport && {
                label: 'Export to cieTrade',
                icon: <LuSend aria-hidden />,
                disabled: busy,
                onSelect: () =>
                  void exporting.run(
                    async () => (await api(OrderRoutes.exportShipmentToTrading, { params: { id } })).data,
                  ),
              },
            { label: 'Get freight quotes', icon: <LuTruck aria-hidden />, onSelect: getQuotes },
            deletable(shipment.status) && {
              label: 'Delete shipment',
              icon: <LuTrash2 aria-hidden />,
              destructive: true,
              onSelect: () => setDeleting(true),
            },
          ]}
        />
      </PageHeader>
      <Text>
        {'Order '}
        <Link asChild color="brand.fg">
          <RouterLink to={`${ORDERS_BASE}/${shipment.order.id}`}>{shipment.order.identifier}</RouterLink>
        </Link>
        {` · ${shipment.supplier.name} → ${shipment.receiver.name}`}
      </Text>
      <TabLinks label="Shipment sections" items={TABS} />
      <Outlet context={{ shipment } satisfies ShipmentContext} />
      <ConfirmDialog
        open={deleting}
        title={`Delete shipment ${shipment.identifier}?`}
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const done = await remove.run(() => api(OrderRoutes.deleteShipment, { params: { id } }));
          setDeleting(false);
          if (done) await navigate(`${ORDERS_BASE}/${shipment.order.id}`);
        }}
      >
        Only pending shipments can be deleted.
      </ConfirmDialog>
    </Stack>
  );
}
