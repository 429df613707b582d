import { Button, Stack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { DocumentRoutes, OrderRoutes } from '@polyloop/shared';
import type { PartnerShipment } from '@polyloop/shared/orders/shipment';
import { DataTable, type Column } from '../../components/DataTable';
import { ListError } from '../../components/list/ListTable';
import { Section } from '../../components/Section';
import { api, useApi } from '../../lib/api';
import { openDocument } from '../../lib/files';
import { useSubmit } from '../../lib/use-submit';
import { documentKind } from '../crm-shared/DocumentsPanel';
import { formatWeight, formatDay } from './format';
import { ShipmentStatusBadge } from './StatusBadges';

const day = formatDay;

/** How often the other side's loads are read again while the page is open. */
const REFRESH_MS = 15_000;

/**
 * The other side's shipments on a deal's order: the load's status, carrier, dates and weight, and
 * the papers it shares (bills of lading, packing list, scale tickets, confirmation) to download.
 * Shown only on an order confirmed from a network offer.
 */
export function PartnerShipments({ orderId }: { orderId: string }) {
  const result = useApi(
    OrderRoutes.listPartnerShipments,
    { params: { id: orderId } },
    { refreshInterval: REFRESH_MS },
  );
  const downloading = useSubmit();
  const rows = result.data?.data ?? [];
  const company = rows[0]?.company;
  const download = (s: PartnerShipment, file: PartnerShipment['documents'][number]) =>
    downloading.run(async () =>
      openDocument(
        (
          await api(DocumentRoutes.downloadPartnerShipmentDocument, {
            params: { id: orderId, shipmentId: s.id, fileId: file.id },
          })
        ).data.url,
        file.name,
      ),
    );
  const columns: Column<PartnerShipment>[] = [
    { key: 'identifier', header: 'Shipment', cell: (s) => s.identifier },
    { key: 'status', header: 'Status', cell: (s) => <ShipmentStatusBadge status={s.status} /> },
    { key: 'carrier', header: 'Carrier', hideBelow: 'md', cell: (s) => s.carrierName ?? '—' },
    { key: 'pickup', header: 'Pickup', hideBelow: 'md', cell: (s) => day(s.pickupDate) },
    { key: 'delivery', header: 'Delivery', hideBelow: 'md', cell: (s) => day(s.deliveryDate) },
    { key: 'weight', header: 'Net weight', cell: (s) => formatWeight(s.netWeight) },
    {
      key: 'papers',
      header: 'Papers',
      cell: (s) =>
        s.documents.length ? (
          <Stack gap="1" align="start">
            {s.documents.map((f) => (
              <Button
                key={f.id}
                size="xs"
                variant="ghost"
                aria-label={`Download ${f.name}`}
                title={documentKind(f)}
                onClick={() => void download(s, f)}
              >
                <LuDownload aria-hidden /> {documentKind(f)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">None shared yet</Text>
        ),
    },
  ];
  return (
    <Section title={company ? `${company}’s shipments` : 'The other side’s shipments'}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          The loads the other company ships on this deal, as it updates them, and the papers it shares. Prices
          stay with each side.
        </Text>
        {result.error ? (
          <ListError
            list={{ error: result.error, retry: () => void result.mutate() }}
            text="The other side’s shipments could not be loaded."
          />
        ) : (
          <DataTable
            label="The other side’s shipments"
            columns={columns}
            rows={rows}
            loading={!result.data}
            empty="No shipments from the other side yet."
          />
        )}
      </Stack>
    </Section>
  );
}
