import { useRef } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuImage, LuLink } from 'react-icons/lu';
import { ReportRoutes } from '@polyloop/shared/contract/routes/reporting';
import { REPORT_GROUPING_LABELS, REPORT_METRIC_LABELS, type Report } from '@polyloop/shared/reporting/report';
import { SavedViews } from '../../components/list/SavedViews';
import { notify } from '../../components/ui/toaster';
import { useApi, type ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/files';
import { useSubmit } from '../../lib/use-submit';
import { PageHeader } from '../crm-shared/PageHeader';
import { today } from '../finance/format';
import { ReportChart } from './ReportChart';
import { ReportControls } from './ReportControls';
import { ReportTable } from './ReportTable';
import { saveChartPng } from './png';
import { useReportState } from './use-report-state';
import {
  chartNumber,
  formatAxis,
  formatMetric,
  readReportState,
  reportParams,
  reportQuery,
  type ReportState,
} from './report-state';

const EMPTY = 'No delivered shipments in this range.';

/** The server's words for each field of the query it refused ("query.grouping" → grouping). */
function fieldErrorsOf(error: ApiError | undefined): Partial<Record<keyof ReportState, string>> {
  if (error?.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, messages]) => [key.replace(/^query\./, ''), messages[0]]),
  );
}

const titleOf = (r: Pick<Report, 'metric' | 'grouping' | 'from' | 'to'>) =>
  `${REPORT_METRIC_LABELS[r.metric]} by ${REPORT_GROUPING_LABELS[r.grouping].toLowerCase()}, ${r.from} to ${r.to}`;

/**
 * Reporting (part 1 §2, market/analytics): a metric of the delivered trade as columns, a line or a
 * table, grouped and filtered over a time range. Every choice lives in the address, so the link
 * is the share link and a saved view is the address's fields; the table under the chart has the
 * same numbers and the total.
 */
export default function ReportingPage() {
  const address = useReportState();
  const state = address.state;
  const chartBox = useRef<HTMLDivElement>(null);
  const query = reportQuery(state);
  const result = useApi(ReportRoutes.getReport, { query }, { keepPreviousData: true });
  const report = result.error ? undefined : result.data?.data;
  const errors = fieldErrorsOf(result.error);
  const exporting = useSubmit({ fallback: 'The report could not be exported.' });

  const change = (next: Partial<ReportState>, options: { replace?: boolean } = {}) => {
    // Dates start as the last 30 days, so switching to them shows a report at once.
    const base = address.latest();
    if (next.range === 'DATES' && !base.from && !base.to) {
      const end = today();
      next.to = end;
      next.from = new Date(Date.parse(`${end}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    }
    address.change(next, options);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('success', 'Link copied');
    } catch {
      notify('error', 'The link could not be copied: copy the address bar instead.');
    }
  };
  const exportAs = (format: 'csv' | 'xlsx') =>
    exporting.run(() =>
      downloadFile(
        ReportRoutes.exportReport,
        { query: { ...query, format } },
        { fallbackName: `report.${format}` },
      ),
    );
  const savePng = () => {
    const svg = chartBox.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg || !report) return;
    const title = titleOf(report);
    void saveChartPng(svg, title, `report-${report.from}-${report.to}.png`).catch(() =>
      notify('error', 'The chart could not be saved as a picture.'),
    );
  };

  const empty = report && report.total.count === 0;
  const charted = state.chart !== 'TABLE' && report && !empty;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="Reporting">
        <SavedViews
          type="REPORTS"
          helper="The report's chart, metric, grouping, filters and time range as they are now."
          list={{
            viewState: () => reportParams(state),
            applyView: (saved) => address.replaceAll(readReportState(saved)),
          }}
        />
        <Button variant="outline" onClick={() => void copyLink()}>
          <LuLink aria-hidden /> Copy link
        </Button>
        <Button variant="outline" loading={exporting.busy} onClick={() => void exportAs('csv')}>
          <LuDownload aria-hidden /> Export CSV
        </Button>
        <Button variant="outline" loading={exporting.busy} onClick={() => void exportAs('xlsx')}>
          <LuDownload aria-hidden /> Export XLSX
        </Button>
        <Button variant="outline" disabled={!charted} onClick={savePng}>
          <LuImage aria-hidden /> Download PNG
        </Button>
      </PageHeader>
      <ReportControls state={state} errors={errors} onChange={change} />
      {result.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {Object.values(errors)[0] ?? (result.error.message || 'The report could not be loaded.')}
          </Alert.Title>
        </Alert.Root>
      ) : !report ? (
        <Skeleton height="64" aria-label="Loading the report" />
      ) : (
        <>
          {report.wholeMonths && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                {`With two or more filters a report covers whole months: ${report.from} to ${report.to}.`}
              </Alert.Title>
            </Alert.Root>
          )}
          {empty ? (
            <Text color="fg.muted">{EMPTY}</Text>
          ) : (
            <>
              {charted && (
                <div ref={chartBox}>
                  <ReportChart
                    kind={state.chart as 'COLUMN' | 'LINE'}
                    metric={report.metric}
                    title={titleOf(report)}
                    seriesLabel={REPORT_METRIC_LABELS[report.metric]}
                    formatAxis={formatAxis}
                    points={report.rows.map((r) => ({
                      label: r.label,
                      value: chartNumber(report.metric, r.value),
                      shown: formatMetric(report.metric, r.value),
                    }))}
                  />
                </div>
              )}
              <ReportTable report={report} caption={`Table: ${titleOf(report)}`} />
            </>
          )}
          {result.isValidating && <Text srOnly>Updating</Text>}
        </>
      )}
    </Stack>
  );
}
