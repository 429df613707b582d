import { useState } from 'react';
import { Link as RouterLink, Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuSend, LuTrash2 } from 'react-icons/lu';
import { OrderRoutes } from '@polyloop/shared';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import {
  deletable,
  nextStatuses,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@polyloop/shared/orders/shipment-status';
import { TRADING_MESSAGES } from '@polyloop/shared/orders/trading';
import { api, useApi } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { useAccount } from '../../lib/account';
import { RecordFallback } from '../../components/RecordPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TabLinks } from '../../components/TabLinks';
import { PageHeader } from '../crm-shared/PageHeader';
import { GetFreightQuotesButton } from '../freight/GetFreightQuotesButton';
import { ShipmentStatusBadge } from './StatusBadges';
import { ORDERS_BASE, SHIPMENTS_BASE } from './format';

export interface ShipmentContext {
  shipment: Shipment;
}
export const useShipmentContext = () => useOutletContext<ShipmentContext>();

const TABS = [
  { to: 'details', label: 'Details' },
  { to: 'financials', label: 'Financials' },
  { to: 'history', label: 'History' },
  { to: 'documents', label: 'Documents' },
];

/** "Mark approved", "Reject", "Reopen as pending": each move the state machine allows from here. */
export const moveLabel = (from: ShipmentStatus, to: ShipmentStatus) =>
  to === 'REJECTED'
    ? 'Reject'
    : from === 'REJECTED' && to === 'PENDING'
      ? 'Reopen as pending'
      : `Mark ${SHIPMENT_STATUS_LABELS[to].toLowerCase()}`;

/** One shipment: its status moves, the one-time export to cieTrade, delete while pending, and its tabs. */
export default function ShipmentLayout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const canExport = !!account?.permissions.includes('SHIPMENT_EXPORT');
  const canEdit = !!account?.permissions.includes('SHIPMENT_WRITE');
  const result = useApi(OrderRoutes.getShipment, { params: { id } });
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
  const shipment = result.data?.data;
  if (!shipment)
    return (
      <RecordFallback
        error={result.error}
        noun="shipment"
        missing="This shipment does not exist."
        back={{ label: 'Back to shipments', to: SHIPMENTS_BASE }}
      />
    );
  const busy = move.busy || exporting.busy;
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
        {nextStatuses(shipment.status).map((to) => (
          <Button
            key={to}
            variant="outline"
            disabled={busy}
            onClick={() =>
              void move.run(
                async () =>
                  (await api(OrderRoutes.moveShipment, { params: { id }, body: { status: to } })).data,
              )
            }
          >
            {moveLabel(shipment.status, to)}
          </Button>
        ))}
        {shipment.exportedDate ? (
          <Text color="fg.muted">{`Exported to cieTrade on ${formatDate(shipment.exportedDate)}`}</Text>
        ) : (
          canExport && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                void exporting.run(
                  async () => (await api(OrderRoutes.exportShipmentToTrading, { params: { id } })).data,
                )
              }
            >
              <LuSend aria-hidden /> Export to cieTrade
            </Button>
          )
        )}
        <GetFreightQuotesButton source={shipment.source} destination={shipment.destination} />
        {canEdit && (
          <Button asChild variant="outline">
            <RouterLink to={`${SHIPMENTS_BASE}/${shipment.id}/edit`}>
              <LuPencil aria-hidden /> Edit
            </RouterLink>
          </Button>
        )}
        {deletable(shipment.status) && (
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <LuTrash2 aria-hidden /> Delete shipment
          </Button>
        )}
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
