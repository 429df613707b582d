import { useState, type ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { DocumentRoutes, type RouteDefinition } from '@polyloop/shared';
import {
  DOCUMENT_MESSAGES,
  type GenerateOrderDocument,
  type GenerateShipmentDocument,
} from '@polyloop/shared/orders/document';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { PackingListDialog } from './PackingListDialog';
import type { Shipment } from '@polyloop/shared/orders/shipment';

/** The documents Polyloop writes for a shipment, as the buttons that write them. */
const SHIPMENT_DOCUMENTS: { label: string; input: GenerateShipmentDocument }[] = [
  { label: 'Bill of lading (shipper)', input: { type: 'BILL_OF_LADING', copy: 'SHIPPER' } },
  { label: 'Bill of lading (receiver)', input: { type: 'BILL_OF_LADING', copy: 'RECEIVER' } },
  { label: 'Shipping confirmation', input: { type: 'SHIPPING_CONFIRMATION' } },
];
const ORDER_DOCUMENTS: { label: string; input: GenerateOrderDocument }[] = [
  { label: 'Purchase order', input: { type: 'PURCHASE_ORDER' } },
];

/**
 * A row of "Generate" buttons: each writes its PDF on the server and keeps it with the record's
 * documents, where the list shows it for download. One runs at a time; the one running spins.
 */
function GenerateRow<T>({
  documents,
  generate,
  touches,
  children,
}: {
  documents: { label: string; input: T }[];
  generate: (input: T) => Promise<unknown>;
  touches: readonly Pick<RouteDefinition, 'id'>[];
  /** Documents that ask for more before they are written (the packing list's loaded weights). */
  children?: ReactNode;
}) {
  const [running, setRunning] = useState<string>();
  const submit = useSubmit({ success: DOCUMENT_MESSAGES.generated, touches });
  const run = async (label: string, input: T) => {
    setRunning(label);
    await submit.run(() => generate(input));
    setRunning(undefined);
  };
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Generate a document">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        Generate
      </Text>
      {documents.map(({ label, input }) => (
        <Button
          key={label}
          size="sm"
          variant="outline"
          loading={running === label}
          disabled={submit.busy && running !== label}
          onClick={() => void run(label, input)}
        >
          <LuFileText /> {label}
        </Button>
      ))}
      {children}
    </HStack>
  );
}

export function GenerateOrderDocuments({ orderId }: { orderId: string }) {
  return (
    <GenerateRow
      documents={ORDER_DOCUMENTS}
      touches={VIEWS.orderDocument}
      generate={(body) => api(DocumentRoutes.generateOrderDocument, { params: { id: orderId }, body })}
    />
  );
}

export function GenerateShipmentDocuments({ shipment }: { shipment: Shipment }) {
  const [packing, setPacking] = useState(false);
  return (
    <GenerateRow
      documents={SHIPMENT_DOCUMENTS}
      touches={VIEWS.shipmentDocument}
      generate={(body) => api(DocumentRoutes.generateShipmentDocument, { params: { id: shipment.id }, body })}
    >
      <Button size="sm" variant="outline" onClick={() => setPacking(true)}>
        <LuFileText /> Packing list
      </Button>
      <PackingListDialog shipment={shipment} open={packing} onClose={() => setPacking(false)} />
    </GenerateRow>
  );
}
