import { useState } from 'react';
import { Badge, Card, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AdminRoutes, dollarsOf } from '@polyloop/shared';
import type { TransactionFeeLine } from '@polyloop/shared/finance/fees';
import { MonthPicker } from '../../components/ui/month-picker';
import { DataTable, type Column } from '../../components/DataTable';
import { useApi } from '../../lib/api';
import { formatDate } from '../../lib/format';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(dollarsOf(cents));
const thisMonth = () => new Date().toISOString().slice(0, 7);

type Row = TransactionFeeLine & { id: string };

const columns: Column<Row>[] = [
  { key: 'date', header: 'Date', cell: (l) => formatDate(l.date) },
  { key: 'auction', header: 'Auction', cell: (l) => l.auctionName },
  { key: 'sale', header: 'Sale value', align: 'end', cell: (l) => money(l.saleValueCents) },
  { key: 'rate', header: 'Rate', align: 'end', cell: (l) => `${l.ratePercent}%` },
  { key: 'fee', header: 'Fee', align: 'end', cell: (l) => money(l.feeCents) },
  {
    key: 'charged',
    header: 'Charged',
    cell: (l) =>
      l.chargedDate ? (
        <Badge colorPalette="green">Charged {formatDate(l.chargedDate)}</Badge>
      ) : (
        <Badge>To be charged</Badge>
      ),
  },
];

/**
 * Administration › Billing › Transaction fees: the fee on each auction the company won, per month
 * (the current month first), charged with the month's bill on the 1st of the next.
 */
export function TransactionFees() {
  const [month, setMonth] = useState(thisMonth);
  const result = useApi(AdminRoutes.listTransactionFees, { query: { month } });
  const statement = result.data?.data;
  const rows = statement?.lines.map((l) => ({ ...l, id: l.auctionId }));
  return (
    <Card.Root>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg">
            Transaction fees
          </Heading>
          <Field.Root width="auto">
            <Field.Label>Month</Field.Label>
            <MonthPicker value={month} max={thisMonth()} onValueChange={setMonth} />
          </Field.Root>
        </HStack>
        <Text color="fg.muted">
          The fee on each auction and reverse auction your company won. A month’s fees are charged with your
          bill on the 1st of the next month.
        </Text>
        {result.error ? (
          <Text color="fg.error">The transaction fees could not be loaded.</Text>
        ) : (
          <Stack gap="3">
            <DataTable
              label="Transaction fees"
              columns={columns}
              rows={rows}
              loading={!rows}
              busy={result.isValidating}
              empty="No transaction fees this month."
            />
            {statement && (
              <HStack justify="end" gap="6">
                <Text>
                  Charged: <strong>{money(statement.chargedCents)}</strong>
                </Text>
                <Text>
                  Total for the month: <strong>{money(statement.totalCents)}</strong>
                </Text>
              </HStack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
