import { Stack, Text } from '@chakra-ui/react';
import { LABELS, MATERIAL_TYPE_LABELS, OrderRoutes } from '@polyloop/shared';
import { lineName } from '@polyloop/shared/orders/order';
import type { ManifestItem } from '@polyloop/shared/orders/shipment';
import { DataTable, type Column } from '../../components/DataTable';
import { HistorySection } from '../../components/HistoryFeed';
import { Section } from '../../components/Section';
import { CommentsPanel } from '../crm-shared/CommentsPanel';
import { useRecordComments } from '../crm-shared/use-record-comments';
import { DocumentsPanel } from '../crm-shared/DocumentsPanel';
import { Facts } from '../inventory/Facts';
import { ShipmentFinance } from '../finance/ShipmentFinance';
import { formatCost, formatMoney, formatPlace, formatWeight, formatDay } from './format';
import { GenerateShipmentDocuments } from './GenerateDocuments';
import { useShipmentContext } from './ShipmentLayout';
import { formatPhone } from '@polyloop/shared/primitives';

const day = formatDay;

const MANIFEST_COLUMNS: Column<ManifestItem>[] = [
  {
    key: 'material',
    header: 'Material',
    cell: (m) => lineName(m, (t) => MATERIAL_TYPE_LABELS[t]),
  },
  {
    key: 'packaging',
    header: 'Packaging',
    hideBelow: 'md',
    cell: (m) => (m.packaging ? LABELS.packaging[m.packaging] : '—'),
  },
  { key: 'pieces', header: 'Pieces', hideBelow: 'md', cell: (m) => m.pieceCount ?? '—' },
  { key: 'net', header: 'Net', cell: (m) => formatWeight(m.netWeight) },
  { key: 'tare', header: 'Tare', hideBelow: 'lg', cell: (m) => formatWeight(m.tareWeight) },
  { key: 'gross', header: 'Gross', cell: (m) => formatWeight(m.grossWeight) },
  {
    key: 'buy',
    header: 'Buy price',
    hideBelow: 'lg',
    cell: (m) => (m.buyPrice ? formatCost(m.buyPrice) : '—'),
  },
  {
    key: 'sell',
    header: 'Sell price',
    hideBelow: 'lg',
    cell: (m) => (m.sellPrice ? formatCost(m.sellPrice) : '—'),
  },
];

/** The shipment's carrier, dates, contact, places and manifest, with its comments. */
export function ShipmentDetailsTab() {
  const { shipment: s } = useShipmentContext();
  return (
    <Stack gap="5">
      <Section title="Details">
        <Facts
          items={[
            ['Supplier', s.supplier.name],
            ['Receiver', s.receiver.name],
            ['Source', formatPlace(s.source)],
            ['Destination', formatPlace(s.destination)],
            ['Carrier', s.carrierName],
            ['Trailer number', s.trailerNumber],
            ['Seal number', s.sealNumber],
            ['Shipment number', s.number],
            ['Pickup date', day(s.pickupDate)],
            ['Delivery date', day(s.deliveryDate)],
            [
              'Contact',
              [s.contactName, s.contactPhone && formatPhone(s.contactPhone)].filter(Boolean).join(' · ') ||
                null,
            ],
            ['Appointment', s.appointment],
            ['Pickup details', s.pickupDetails],
            ['Delivery details', s.deliveryDetails],
            ['Blind shipment', s.blindShipment ? 'Yes' : 'No'],
          ]}
        />
      </Section>
      <Section title="Manifest">
        <DataTable label="Manifest" columns={MANIFEST_COLUMNS} rows={s.manifest} empty="No manifest lines." />
        <Text mt="3">{`Net weight ${formatWeight(s.netWeight)}`}</Text>
      </Section>
      <Section title="Comments">
        <ShipmentComments id={s.id} />
      </Section>
    </Stack>
  );
}

function ShipmentComments({ id }: { id: string }) {
  const calls = useRecordComments(
    {
      list: OrderRoutes.listShipmentComments,
      create: OrderRoutes.createShipmentComment,
      update: OrderRoutes.updateShipmentComment,
      remove: OrderRoutes.deleteShipmentComment,
    },
    id,
  );
  return <CommentsPanel title="Comments on this shipment" calls={calls} />;
}

/** Revenue, cost, commissions and margin; the shipment's invoices, bills and commissions. */
export function ShipmentFinancialsTab() {
  const { shipment: s } = useShipmentContext();
  return (
    <Stack gap="5">
      <Section title="Financials">
        <Facts
          items={[
            ['Revenue', formatMoney(s.revenue)],
            ['Cost', formatMoney(s.cost)],
            ['Gross margin', formatMoney(s.grossMargin)],
            ['Total commissions', formatMoney(s.totalCommissions)],
          ]}
        />
      </Section>
      <ShipmentFinance shipment={s} />
    </Stack>
  );
}

export function ShipmentHistoryTab() {
  const { shipment } = useShipmentContext();
  return <HistorySection route={OrderRoutes.shipmentHistory} id={shipment.id} />;
}

export function ShipmentDocumentsTab() {
  const { shipment } = useShipmentContext();
  return (
    <Section title="Documents">
      <DocumentsPanel of="shipment" id={shipment.id}>
        <GenerateShipmentDocuments shipment={shipment} />
      </DocumentsPanel>
    </Section>
  );
}
