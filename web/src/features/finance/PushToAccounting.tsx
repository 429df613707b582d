import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { AccountingRoutes } from '@polyloop/shared';
import { ACCOUNTING_PROVIDER_LABELS } from '@polyloop/shared/finance/accounting';
import type { InvoiceStatus } from '@polyloop/shared/finance/invoice';
import { api, useApi } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';

const PUSHABLE: readonly InvoiceStatus[] = ['ISSUED', 'PARTLY_PAID', 'PAID'];

/**
 * An invoice's or bill's place in the connected accounting service: its number there once pushed,
 * and "Push to <service>" while a service is connected and the document is issued, partly paid or
 * paid (pushing again updates the same record there).
 */
export function PushToAccounting({
  kind,
  id,
  status,
  externalNumber,
  onPushed,
}: {
  kind: 'INVOICE' | 'BILL';
  id: string;
  status: InvoiceStatus;
  externalNumber: string | null;
  onPushed: () => void;
}) {
  const { data } = useApi(AccountingRoutes.listAccountingConnections);
  const connection = data?.data.find((c) => c.status === 'ACTIVE');
  const service = connection ? ACCOUNTING_PROVIDER_LABELS[connection.provider] : null;
  const push = useSubmit({
    success: (r: { externalNumber: string }) => `Sent to ${service ?? 'accounting'} as ${r.externalNumber}`,
  });
  const canPush = !!service && PUSHABLE.includes(status);
  if (!externalNumber && !canPush) return null;
  return (
    <HStack gap="2">
      {externalNumber && (
        <Text fontSize="sm">
          {service ?? 'Accounting'} number <Badge>{externalNumber}</Badge>
        </Text>
      )}
      {canPush && (
        <Button
          size="sm"
          variant="outline"
          loading={push.busy}
          onClick={async () => {
            const route = kind === 'INVOICE' ? AccountingRoutes.pushInvoice : AccountingRoutes.pushBill;
            if (await push.run(async () => (await api(route, { params: { id } })).data)) onPushed();
          }}
        >
          {`Push to ${service}`}
        </Button>
      )}
    </HStack>
  );
}
