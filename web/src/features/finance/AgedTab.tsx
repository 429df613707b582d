import { useState } from 'react';
import { Alert, Field, Skeleton, Stack } from '@chakra-ui/react';
import { FinanceRoutes } from '@polyloop/shared';
import {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  type AgedBuckets,
  type AgedRow,
} from '@polyloop/shared/finance/ledger';
import { FINANCE_MESSAGES } from '@polyloop/shared/finance/invoice';
import { DataTable, type Column } from '../../components/DataTable';
import { useApi } from '../../lib/api';
import { formatCents, today } from './format';
import { DatePicker } from '../../components/ui/date-picker';

type Row = AgedBuckets & { id: string; name: string; documents: number | null };

const COLUMNS: Column<Row>[] = [
  { key: 'company', header: 'Company', cell: (r) => r.name },
  ...AGE_BUCKETS.map((b): Column<Row> => ({
    key: b,
    header: AGE_BUCKET_LABELS[b],
    align: 'end',
    hideBelow: b === 'current' ? undefined : 'md',
    cell: (r) => formatCents(r[b]),
  })),
  { key: 'total', header: 'Total', align: 'end', cell: (r) => formatCents(r.total) },
];

const rowOf = (r: AgedRow): Row => ({ ...r, id: r.company.id, name: r.company.name });

/** Open invoices (receivables) or bills (payables) aged per company as of a day, with a totals row. */
function AgedTab({ which }: { which: 'receivables' | 'payables' }) {
  const [asOf, setAsOf] = useState(today);
  const route = which === 'receivables' ? FinanceRoutes.getReceivables : FinanceRoutes.getPayables;
  const report = useApi(route, { query: asOf ? { asOf } : {} }, { keepPreviousData: true });
  const r = report.data?.data;
  const noun = which === 'receivables' ? 'invoices' : 'bills';
  return (
    <Stack gap="4">
      <Field.Root maxW="44">
        <Field.Label>As of</Field.Label>
        <DatePicker value={asOf} onValueChange={setAsOf} />
      </Field.Root>
      {report.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{report.error.message || FINANCE_MESSAGES.fetchFailed}</Alert.Title>
        </Alert.Root>
      ) : !r ? (
        <Skeleton height="24" />
      ) : (
        <DataTable
          label={which === 'receivables' ? 'Receivables' : 'Payables'}
          columns={COLUMNS}
          rows={
            r.rows.length
              ? [...r.rows.map(rowOf), { ...r.totals, id: 'totals', name: 'Total', documents: null }]
              : []
          }
          empty={`No open ${noun} as of this day.`}
        />
      )}
    </Stack>
  );
}

export const ReceivablesTab = () => <AgedTab which="receivables" />;
export const PayablesTab = () => <AgedTab which="payables" />;
