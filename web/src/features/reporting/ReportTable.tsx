import { Table } from '@chakra-ui/react';
import {
  marginPercent,
  profitCents,
  REPORT_GROUPING_LABELS,
  REPORT_METRIC_LABELS,
  type Report,
  type ReportSums,
} from '@polyloop/shared/reporting/report';
import { formatCents, formatPercent } from '../finance/format';
import { formatMetric, formatMilliPounds } from './report-state';

type Line = ReportSums & { value: number | null };

/**
 * The report's numbers: a row per group with the metric first, then the sums it is made of, and
 * the total. The accessible alternative to the chart, and the whole view for the Table chart. It
 * scrolls sideways on its own on a phone, so the page does not.
 */
export function ReportTable({ report, caption }: { report: Report; caption: string }) {
  const metric = report.metric;
  const cells = (s: Line) => [
    formatMetric(metric, s.value),
    s.count.toLocaleString('en-US'),
    formatMilliPounds(s.milliPounds),
    formatCents(s.revenueCents),
    formatCents(s.costCents),
    formatCents(s.commissionsCents),
    formatCents(profitCents(s)),
    formatPercent(marginPercent(s)),
  ];
  // Keyed by position: the metric's header can be the same word as a sum's ("Profit").
  const headers = [
    REPORT_METRIC_LABELS[metric],
    'Shipments',
    'Weight',
    'Sell value',
    'Buy value',
    'Commissions',
    'Profit',
    'Margin %',
  ];
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{REPORT_GROUPING_LABELS[report.grouping]}</Table.ColumnHeader>
            {headers.map((h, i) => (
              <Table.ColumnHeader key={i} textAlign="end" whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>{row.label}</Table.Cell>
              {cells(row).map((c, i) => (
                <Table.Cell key={i} textAlign="end" whiteSpace="nowrap">
                  {c}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            {cells(report.total).map((c, i) => (
              <Table.Cell key={i} textAlign="end" whiteSpace="nowrap">
                {c}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
