import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT,
  formatMetric,
  formatPerPound,
  readReportState,
  reportParams,
  reportQuery,
} from './report-state';

describe('the report state in the address', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { ...DEFAULT_REPORT, metric: 'MARGIN' as const, grouping: 'MATERIAL' as const, last: '6' };
    const params = reportParams(state);
    expect(params).toEqual({ metric: 'MARGIN', grouping: 'MATERIAL', last: '6' });
    expect(readReportState(new URLSearchParams(params))).toEqual(state);
  });

  it('reads a choice outside its list as the default, and keeps a number being typed', () => {
    const state = readReportState({ chart: 'PIE', status: 'OPEN', last: '' });
    expect(state.chart).toBe('COLUMN');
    expect(state.status).toBe('');
    expect(state.last).toBe('');
  });

  it('asks for the range’s own fields only', () => {
    const dates = {
      ...DEFAULT_REPORT,
      range: 'DATES' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      last: '3',
    };
    expect(reportQuery(dates)).toEqual({
      metric: 'PROFIT',
      grouping: 'MATERIAL_TYPE',
      range: 'DATES',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(reportQuery({ ...DEFAULT_REPORT, status: 'PAID' })).toEqual({
      metric: 'PROFIT',
      grouping: 'MATERIAL_TYPE',
      range: 'MONTHS',
      last: '12',
      status: 'PAID',
    });
  });
});

describe('a metric as the page shows it', () => {
  it('shows each unit in its own words', () => {
    expect(formatMetric('PRICE', 425_000)).toBe('$0.425/lb');
    expect(formatMetric('SELL_PRICE', 500_000)).toBe('$0.50/lb');
    expect(formatMetric('BUY_PRICE', 1_234_567)).toBe('$1.2346/lb');
    expect(formatMetric('WEIGHT', 12_500_500)).toBe('12,500.5 lbs');
    expect(formatMetric('PROFIT', -123_456)).toBe('−$1,234.56');
    expect(formatMetric('MARGIN', 33.33)).toBe('33.33%');
    expect(formatMetric('COUNT', 1200)).toBe('1,200');
    expect(formatMetric('MARGIN', null)).toBe('—');
  });

  it('rounds a price to a hundredth of a cent half away from zero, with integers', () => {
    expect(formatPerPound(-49)).toBe('$0.00/lb');
    expect(formatPerPound(-50)).toBe('−$0.0001/lb');
    expect(formatPerPound(-150)).toBe('−$0.0002/lb');
  });
});
