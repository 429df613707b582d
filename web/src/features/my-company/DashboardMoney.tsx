import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Card, Link, SimpleGrid, Skeleton, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { ReportRoutes, type DashboardMoney as Money } from '@polyloop/shared/contract/routes/reporting';
import { Section } from '../../components/Section';
import { lazyWithReload } from '../../app/lazy-with-reload';
import { useApi } from '../../lib/api';
import { formatCents, formatMonth, formatPercent } from '../finance/format';
import { formatAxis } from '../reporting/report-state';

// The chart library loads with the chart, not with the dashboard every user lands on.
const ReportChart = lazy(lazyWithReload(() => import('../reporting/ReportChart')));

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
        {/* Beside the list, not in it: a <dl> holds only its terms and definitions. */}
        {help && (
          <Text textStyle="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MonthsTable({ months }: { months: Money['months'] }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label="Margin by month"
    >
      <Table.Root size="sm" aria-label="Margin by month">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Gross margin</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Margin %</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {months.map((m) => (
            <Table.Row key={m.month}>
              <Table.Cell>{formatMonth(m.month)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(m.revenueCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(m.profitCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPercent(m.marginPercent)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The dashboard's money (issue 28 part 4), for those who may see reports: the last 12 months'
 * revenue, gross margin and margin %, what is owed each way now, and the margin by month as
 * columns with the table of the same numbers.
 */
export function DashboardMoney() {
  const money = useApi(ReportRoutes.getDashboardMoney, {}, { revalidateOnFocus: false });
  const m = money.data?.data;
  return (
    <Section title="Money">
      {money.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The money figures could not be loaded.</Alert.Title>
        </Alert.Root>
      ) : !m ? (
        <Skeleton height="32" />
      ) : (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" aria-label="Money, last 12 months">
            <Figure label="Revenue" value={formatCents(m.revenueCents)} help="Last 12 months" />
            <Figure label="Gross margin" value={formatCents(m.profitCents)} help="Last 12 months" />
            <Figure label="Margin %" value={formatPercent(m.marginPercent)} help="Last 12 months" />
            <Figure
              label="Open receivables"
              value={formatCents(m.receivablesCents)}
              help={`${formatCents(m.overdueReceivablesCents)} overdue`}
            />
            <Figure label="Open payables" value={formatCents(m.payablesCents)} />
          </SimpleGrid>
          <Suspense fallback={<Skeleton height="48" />}>
            <ReportChart
              kind="COLUMN"
              metric="PROFIT"
              title="Gross margin by month, last 12 months"
              seriesLabel="Gross margin"
              formatAxis={formatAxis}
              points={m.months.map((month) => ({
                label: formatMonth(month.month),
                value: month.profitCents / 100,
                shown: formatCents(month.profitCents),
              }))}
            />
          </Suspense>
          <MonthsTable months={m.months} />
          <Link asChild alignSelf="start">
            <RouterLink to="/market/analytics">Open Reporting</RouterLink>
          </Link>
        </Stack>
      )}
    </Section>
  );
}
