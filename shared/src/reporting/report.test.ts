import { describe, expect, it } from 'vitest';
import {
  marginPercent,
  metricValue,
  perPoundMicros,
  periodsOf,
  readPlan,
  ReportQuery,
  REPORT_MESSAGES,
  reportWindow,
  shareCents,
  weekStart,
} from './report.js';

const sums = {
  count: 2,
  milliPounds: 40_000_000,
  revenueCents: 1_000_000,
  costCents: 600_000,
  commissionsCents: 50_000,
  valueCents: 1_000_000,
};

describe('report figures', () => {
  it('prices a pound in micro-dollars, rounding half away from zero', () => {
    // $10,000 over 40,000 lbs is $0.25 a pound.
    expect(perPoundMicros(1_000_000, 40_000_000)).toBe(250_000);
    // 1 cent over 3 lbs: 3,333.33… µ$; 2 cents over 3 lbs: 6,666.66… µ$.
    expect(perPoundMicros(1, 3000)).toBe(3333);
    expect(perPoundMicros(2, 3000)).toBe(6667);
    expect(perPoundMicros(-2, 3000)).toBe(-6667);
    expect(perPoundMicros(5, 0)).toBeNull();
    // Exact beyond 2^53: a trillion dollars over one thousandth of a pound.
    expect(perPoundMicros(1e14, 1)).toBe(1e21);
  });

  it('gives each metric from the same sums', () => {
    expect(metricValue('PROFIT', sums)).toBe(350_000);
    expect(metricValue('MARGIN', sums)).toBe(35);
    expect(metricValue('SELL_PRICE', sums)).toBe(250_000);
    expect(metricValue('BUY_PRICE', sums)).toBe(150_000);
    expect(metricValue('PRICE', sums)).toBe(250_000);
    expect(metricValue('WEIGHT', sums)).toBe(40_000_000);
    expect(metricValue('COUNT', sums)).toBe(2);
    expect(marginPercent({ ...sums, revenueCents: 0 })).toBeNull();
    expect(marginPercent({ ...sums, revenueCents: 300, costCents: 200, commissionsCents: 0 })).toBe(33.33);
  });

  it('shares commissions among lines by revenue so the parts always sum to the whole', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(1001, [300, 700])).toEqual([300, 701]);
    expect(shareCents(50, [0, 0])).toEqual([50, 0]);
    for (const [total, weights] of [
      [997, [13, 7, 80]],
      [1, [5, 5]],
      [123_456, [1, 2, 3, 4, 5]],
    ] as const)
      expect(shareCents(total, [...weights]).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('report windows', () => {
  const q = (input: object) => ReportQuery.parse(input);

  it('takes the last N months whole, the last N days to today, and dates as given', () => {
    expect(reportWindow(q({ range: 'MONTHS', last: 6 }), '2026-11-29')).toEqual({
      from: '2026-06-01',
      to: '2026-11-30',
      wholeMonths: false,
    });
    expect(reportWindow(q({ range: 'DAYS', last: 30 }), '2026-11-29')).toMatchObject({
      from: '2026-10-31',
      to: '2026-11-29',
    });
    expect(
      reportWindow(q({ range: 'DATES', from: '2026-01-10', to: '2026-03-05' }), '2026-11-29'),
    ).toMatchObject({
      from: '2026-01-10',
      to: '2026-03-05',
    });
  });

  it('widens to whole months with two filters or more', () => {
    const w = reportWindow(
      q({ range: 'DAYS', last: 10, companyId: 'c1', materialType: 'PET' }),
      '2026-11-29',
    );
    expect(w).toEqual({ from: '2026-11-01', to: '2026-11-30', wholeMonths: true });
  });

  it('reads whole months as one stretch and the edges as days', () => {
    expect(readPlan('2026-01-10', '2026-03-05')).toEqual({
      months: ['2026-02', '2026-02'],
      days: [
        ['2026-01-10', '2026-01-31'],
        ['2026-03-01', '2026-03-05'],
      ],
    });
    expect(readPlan('2025-12-01', '2026-11-30')).toEqual({ months: ['2025-12', '2026-11'], days: [] });
    expect(readPlan('2026-03-02', '2026-03-20')).toEqual({ days: [['2026-03-02', '2026-03-20']] });
    expect(readPlan('2026-01-01', '2026-03-31', true)).toEqual({ days: [['2026-01-01', '2026-03-31']] });
  });

  it('lists every month or week of the window, empty ones included', () => {
    expect(periodsOf('MONTH', '2026-10-15', '2026-12-01').map((p) => p.key)).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(periodsOf('WEEK', '2026-11-18', '2026-11-29').map((p) => p.key)).toEqual([
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('refuses what it cannot answer with the page’s messages', () => {
    const issues = (input: object) => ReportQuery.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ range: 'MONTHS', last: 25 })).toEqual([REPORT_MESSAGES.monthsTooMany]);
    expect(issues({ range: 'DAYS', last: 0 })).toEqual([REPORT_MESSAGES.last]);
    expect(issues({ range: 'DAYS', last: 'x' })).toEqual([REPORT_MESSAGES.last]);
    expect(issues({ range: 'DATES', from: '2026-02-01' })).toEqual([REPORT_MESSAGES.datesRequired]);
    expect(issues({ range: 'DATES', from: '2026-02-01', to: '2026-01-01' })).toEqual([
      REPORT_MESSAGES.datesOrder,
    ]);
    expect(issues({ grouping: 'WEEK', status: 'PAID', materialType: 'PET' })).toEqual([
      REPORT_MESSAGES.weeksFiltered,
    ]);
  });
});
