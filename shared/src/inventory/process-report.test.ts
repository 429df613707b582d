import { describe, expect, it } from 'vitest';
import {
  PROCESS_MESSAGES,
  processFigures,
  ProcessReportForm,
  ProcessReportInput,
} from './process-report.js';
import { roundWeight } from '../conversions.js';

const lot = (id: string, unitValue: number, unit: 'POUND' | 'METRIC_TON', cost: number | null) => ({
  id,
  remainingWeight: { unitValue, unit },
  cost: cost === null ? null : { unitValue: cost, unit },
});

const report = (inputs: { lotId: string; percentage: number }[], extra: Record<string, unknown> = {}) => ({
  materialId: 'm1',
  materialType: 'PE',
  finalWeight: { unitValue: 900, unit: 'POUND' },
  totalLostWeight: 100,
  processingDate: '2026-02-01',
  representatives: ['u1'],
  inputs,
  ...extra,
});

describe('process report figures', () => {
  it('shares what went in by percentage, in each lot’s own unit, with the yield loss and the output cost', () => {
    const lots = new Map([
      ['a', lot('a', 2000, 'POUND', 0.2)],
      ['b', lot('b', 1, 'METRIC_TON', 400)],
    ]);
    const f = processFigures(
      {
        finalWeight: { unitValue: 900, unit: 'POUND' },
        totalLostWeight: 100,
        processingCost: 50,
        inputs: [
          { lotId: 'a', percentage: 60 },
          { lotId: 'b', percentage: 40 },
        ],
      },
      lots,
    );
    expect(f.inputWeight).toBe(1000);
    expect(f.yieldLoss).toBe(10);
    expect(f.inputs.map((i) => i.consumed)).toEqual([
      { unitValue: 600, unit: 'POUND' },
      { unitValue: 0.181, unit: 'METRIC_TON' },
    ]);
    expect(f.totalCost).toBe(242.4);
    expect(f.outputCost).toEqual({ unitValue: 0.2693, unit: 'POUND' });
  });

  it('keeps weights to the thousandth, and very large ones whole', () => {
    expect(roundWeight(333.33333)).toBe(333.333);
    expect(roundWeight(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('process report rules (part 1 §5)', () => {
  const issues = (input: unknown, schema: typeof ProcessReportInput = ProcessReportForm) =>
    (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts percentages that total 100 as typed', () => {
    expect(
      issues(
        report([
          { lotId: 'a', percentage: 33.33 },
          { lotId: 'b', percentage: 33.33 },
          { lotId: 'c', percentage: 33.34 },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses duplicates, percentages off 100, no items, no representative and a final weight of 0', () => {
    expect(
      issues(
        report([
          { lotId: 'a', percentage: 50 },
          { lotId: 'a', percentage: 40 },
        ]),
      ),
    ).toEqual([
      ['inputs.1.lotId', PROCESS_MESSAGES.duplicate],
      ['inputs', PROCESS_MESSAGES.percentagesTotal],
    ]);
    expect(issues(report([]))).toEqual([['inputs', PROCESS_MESSAGES.item]]);
    expect(issues(report([{ lotId: 'a', percentage: 100 }], { representatives: [] }))).toEqual([
      ['representatives', PROCESS_MESSAGES.representatives],
    ]);
    expect(
      issues(report([{ lotId: 'a', percentage: 100 }], { finalWeight: { unitValue: 0, unit: 'POUND' } })),
    ).toEqual([['finalWeight.unitValue', PROCESS_MESSAGES.finalWeightPositive]]);
  });

  it('words each missing field as "{field} is required"', () => {
    expect(
      issues({ inputs: [{ lotId: 'a', percentage: 100 }], representatives: ['u1'], finalWeight: {} }),
    ).toEqual(
      expect.arrayContaining([
        ['materialId', 'Material is required'],
        ['materialType', 'Material type is required'],
        ['finalWeight.unitValue', 'Final weight is required'],
        ['finalWeight.unit', 'Final weight unit is required'],
        ['totalLostWeight', 'Total lost weight is required'],
        ['processingDate', 'Processing date is required'],
      ]),
    );
  });
});

describe('the contract’s schema', () => {
  it('takes any one input on its own: the percentages are judged as a set, by the service and the form', () => {
    expect(ProcessReportInput.safeParse(report([{ lotId: 'a', percentage: 1 }])).success).toBe(true);
    expect(ProcessReportForm.safeParse(report([{ lotId: 'a', percentage: 1 }])).success).toBe(false);
  });
});
