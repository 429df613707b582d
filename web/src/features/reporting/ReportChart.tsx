import { useId } from 'react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportMetric } from '@polyloop/shared/reporting/report';
import { PALETTE } from './report-state';

export interface ChartPoint {
  label: string;
  /** The value in the axis's unit (dollars, pounds, percent, count); null where it has no meaning. */
  value: number | null;
  /** The value as the table shows it. */
  shown: string;
}

/**
 * One series of a report as columns or a line (recharts under @chakra-ui/charts), in an Okabe–Ito
 * colour, inside a figure named by its caption. The chart's keyboard layer moves its tooltip with
 * the arrow keys; the table beside it is the accessible alternative with every number.
 */
export function ReportChart(props: {
  kind: 'COLUMN' | 'LINE';
  metric: ReportMetric;
  points: ChartPoint[];
  title: string;
  seriesLabel: string;
  formatAxis: (metric: ReportMetric, n: number) => string;
}) {
  const { kind, metric, points, title, seriesLabel, formatAxis } = props;
  const titleId = useId();
  const chart = useChart({
    data: points,
    series: [{ name: 'value', color: PALETTE.series, label: seriesLabel }],
  });
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis
        dataKey={chart.key('label')}
        tickLine={false}
        axisLine={false}
        interval="preserveStartEnd"
        tickFormatter={(v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v)}
      />
      <YAxis
        tickLine={false}
        axisLine={false}
        width={64}
        tickFormatter={(n: number) => formatAxis(metric, n)}
      />
      <Tooltip
        cursor={{ fill: chart.color('bg.muted') }}
        animationDuration={0}
        content={
          <Chart.Tooltip
            hideIndicator
            render={(item) => (
              <Text fontWeight="medium">{`${seriesLabel}: ${(item as unknown as ChartPoint).shown}`}</Text>
            )}
          />
        }
      />
    </>
  );
  return (
    <Box as="figure" aria-labelledby={titleId} m="0">
      <Text as="figcaption" id={titleId} fontWeight="medium" mb="2">
        {title}
      </Text>
      <Chart.Root chart={chart} maxH="sm" data-report-chart>
        {kind === 'COLUMN' ? (
          <BarChart responsive data={chart.data} title={title}>
            {axes}
            <Bar dataKey={chart.key('value')} name={seriesLabel} isAnimationActive={false} radius={2}>
              {chart.data.map((p) => (
                <Cell key={p.label} fill={(p.value ?? 0) < 0 ? PALETTE.negative : PALETTE.series} />
              ))}
            </Bar>
          </BarChart>
        ) : (
          <LineChart responsive data={chart.data} title={title}>
            {axes}
            <Line
              dataKey={chart.key('value')}
              name={seriesLabel}
              stroke={PALETTE.line}
              strokeWidth={2}
              dot={{ r: 3, fill: PALETTE.line }}
              isAnimationActive={false}
              connectNulls={false}
            />
          </LineChart>
        )}
      </Chart.Root>
    </Box>
  );
}

export default ReportChart;
