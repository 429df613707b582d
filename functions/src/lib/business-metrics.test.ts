import { describe, expect, it } from 'vitest';
import { recordBusiness, recordFigures } from './business-metrics.js';
import {
  BUSINESS_CONTEXT,
  Metric,
  MetricDimension,
  METRICS_NAMESPACE,
  REALTIME_CONTEXT,
} from './metrics.definition.js';
import { captureOutput } from './output.fixture.js';

describe('business figures', () => {
  it('publishes figures of the business as one line of the business context, values as given', async () => {
    const { metrics, other } = await captureOutput(async () =>
      recordBusiness({ name: Metric.ordersCreated }, { name: Metric.gmvCents, value: 125_050 }),
    );
    expect(other).toEqual([]);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [[MetricDimension.context]],
    });
    expect(metrics[0]).toMatchObject({
      context: BUSINESS_CONTEXT,
      [Metric.ordersCreated]: 1,
      [Metric.gmvCents]: 125_050,
    });
    expect(metrics[0]).not.toHaveProperty('route');
  });

  it('publishes a partner’s figures by partner too, the answer time in milliseconds, one line a partner', async () => {
    const { metrics } = await captureOutput(async () =>
      recordBusiness(
        { name: Metric.quotesAnswered, partner: 'freightco' },
        { name: Metric.quoteAnswerLatency, unit: 'ms', value: 4200, partner: 'freightco' },
        { name: Metric.quotesRequested, partner: 'haulers' },
      ),
    );
    expect(metrics).toHaveLength(2);
    const freightco = metrics.find((m) => m.route === 'freightco');
    expect(freightco?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual(
      expect.arrayContaining([[MetricDimension.context], [MetricDimension.context, MetricDimension.route]]),
    );
    expect(freightco?._aws.CloudWatchMetrics[0]?.Metrics).toEqual(
      expect.arrayContaining([
        { Name: Metric.quotesAnswered, Unit: 'Count' },
        { Name: Metric.quoteAnswerLatency, Unit: 'Milliseconds' },
      ]),
    );
    expect(freightco).toMatchObject({ [Metric.quotesAnswered]: 1, [Metric.quoteAnswerLatency]: 4200 });
    expect(metrics.find((m) => m.route === 'haulers')).toMatchObject({ [Metric.quotesRequested]: 1 });
  });

  it('publishes figures of another context under that context', async () => {
    const { metrics } = await captureOutput(async () =>
      recordFigures(REALTIME_CONTEXT, [{ name: Metric.connectionsGone }]),
    );
    expect(metrics[0]).toMatchObject({ context: REALTIME_CONTEXT, [Metric.connectionsGone]: 1 });
  });
});
