import { useState } from 'react';
import { Alert, Field, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { FinanceRoutes, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import { FINANCE_MESSAGES } from '@polyloop/shared/finance/invoice';
import type { Figures } from '@polyloop/shared/finance/summary';
import { DataTable, type Column } from '../../components/DataTable';
import { MonthPicker } from '../../components/ui/month-picker';
import { Section } from '../../components/Section';
import { useApi } from '../../lib/api';
import { formatCents, formatMonth, formatPercent, monthsAgo } from './format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The figures' columns after a first column of its own (month, material type, company). */
function figureColumns<T extends Figures>(first: Column<T>): Column<T>[] {
  return [
    first,
    { key: 'revenue', header: 'Revenue', align: 'end', cell: (r) => formatCents(r.revenueCents) },
    { key: 'cost', header: 'Cost', align: 'end', cell: (r) => formatCents(r.costCents) },
    {
      key: 'commissions',
      header: 'Commissions',
      align: 'end',
      hideBelow: 'md',
      cell: (r) => formatCents(r.commissionsCents),
    },
    { key: 'fees', header: 'Fees', align: 'end', hideBelow: 'lg', cell: (r) => formatCents(r.feesCents) },
    { key: 'margin', header: 'Gross margin', align: 'end', cell: (r) => formatCents(r.grossMarginCents) },
    {
      key: 'percent',
      header: 'Margin %',
      align: 'end',
      hideBelow: 'md',
      cell: (r) => formatPercent(r.marginPercent),
    },
  ];
}

type MonthRow = Figures & { id: string; month: string };
type TypeRow = Figures & { id: string; materialType: keyof typeof MATERIAL_TYPE_LABELS };
type CompanyRow = Figures & { id: string; company: { id: string; name: string } };

const MONTH_COLUMNS = figureColumns<MonthRow>({
  key: 'month',
  header: 'Month',
  cell: (r) => formatMonth(r.month),
});
const TYPE_COLUMNS = figureColumns<TypeRow>({
  key: 'type',
  header: 'Material type',
  cell: (r) => MATERIAL_TYPE_LABELS[r.materialType],
});
const COMPANY_COLUMNS = figureColumns<CompanyRow>({
  key: 'company',
  header: 'Company',
  cell: (r) => r.company.name,
});

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** Revenue, cost, commissions, fees and margin over a range of whole months; what is owed each way. */
export function SummaryTab() {
  const [range, setRange] = useState({ from: monthsAgo(11), to: monthsAgo(0) });
  const valid = MONTH.test(range.from) && MONTH.test(range.to) && range.from <= range.to;
  const summary = useApi(FinanceRoutes.getFinanceSummary, valid ? { query: range } : null, {
    keepPreviousData: true,
  });
  const s = summary.data?.data;
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="44" invalid={!valid}>
          <Field.Label>From month</Field.Label>
          <MonthPicker value={range.from} onValueChange={(from) => setRange((r) => ({ ...r, from }))} />
        </Field.Root>
        <Field.Root maxW="44" invalid={!valid}>
          <Field.Label>To month</Field.Label>
          <MonthPicker value={range.to} onValueChange={(to) => setRange((r) => ({ ...r, to }))} />
          {!valid && <Field.ErrorText>The start month must be on or before the end month</Field.ErrorText>}
        </Field.Root>
      </HStack>
      {summary.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{summary.error.message || FINANCE_MESSAGES.fetchFailed}</Alert.Title>
        </Alert.Root>
      ) : !s ? (
        <Skeleton height="40" />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" aria-label="Totals">
            <Figure label="Revenue" value={formatCents(s.revenueCents)} />
            <Figure label="Cost" value={formatCents(s.costCents)} />
            <Figure label="Commissions" value={formatCents(s.commissionsCents)} />
            <Figure label="Fees" value={formatCents(s.feesCents)} />
            <Figure label="Gross margin" value={formatCents(s.grossMarginCents)} />
            <Figure label="Margin %" value={formatPercent(s.marginPercent)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Figure
              label="Receivables open"
              value={formatCents(s.receivables.openCents)}
              help={`${formatCents(s.receivables.overdueCents)} overdue · ${s.receivables.count} open`}
            />
            <Figure
              label="Payables open"
              value={formatCents(s.payables.openCents)}
              help={`${formatCents(s.payables.overdueCents)} overdue · ${s.payables.count} open`}
            />
          </SimpleGrid>
          <Section title="By month">
            <DataTable
              label="By month"
              columns={MONTH_COLUMNS}
              rows={s.months.map((m) => ({ ...m, id: m.month }))}
              empty="Nothing was posted in these months."
            />
          </Section>
          <Section title="By material type">
            <DataTable
              label="By material type"
              columns={TYPE_COLUMNS}
              rows={s.byMaterialType.map((m) => ({ ...m, id: m.materialType }))}
              empty="Nothing was posted in these months."
            />
          </Section>
          <Section title="By company">
            <DataTable
              label="By company"
              columns={COMPANY_COLUMNS}
              rows={s.byCompany.map((m) => ({ ...m, id: m.company.id }))}
              empty="Nothing was posted in these months."
            />
          </Section>
        </>
      )}
      {summary.isValidating && s && <Text srOnly>Updating</Text>}
    </Stack>
  );
}
