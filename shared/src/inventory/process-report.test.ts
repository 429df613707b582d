import { describe, expect, it } from 'vitest';
import { PROCESS_MESSAGES, processFigures, ProcessReportForm, ProcessReportInput } from './process-report.js';

const lot = (id: string, unitValue: number, unit: 'POUND' | 'METRIC_TON', cost: number | null) => ({
  id,
  remainingWeight: { unitValue, unit },
  cost: cost === null ? null : { unitValue: cost, unit },
});

/** The figures of a processing of these lots, found by their ids as the service finds them. */
const figuresOf = (report: Parameters<typeof processFigures>[0], lots: ReturnType<typeof lot>[]) =>
  processFigures(report, new Map(lots.map((l) => [l.id, l])));

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
    const f = figuresOf(
      {
        finalWeight: { unitValue: 900, unit: 'POUND' },
        totalLostWeight: 100,
        processingCost: 50,
        inputs: [
          { lotId: 'a', percentage: 60 },
          { lotId: 'b', percentage: 40 },
        ],
      },
      [lot('a', 2000, 'POUND', 0.2), lot('b', 1, 'METRIC_TON', 400)],
    );
    expect(f.inputWeight).toBe(1000);
    expect(f.yieldLoss).toBe(10);
    // 400 lb is 0.181436948 t exactly (1 lb = 0.45359237 kg), kept to the milligram, not the kilogram.
    expect(f.inputs.map((i) => i.consumed)).toEqual([
      { unitValue: 600, unit: 'POUND' },
      { unitValue: 0.181436948, unit: 'METRIC_TON' },
    ]);
    expect(f.inputs.map((i) => i.costCents)).toEqual([12_000, 7_257]);
    expect(f.totalCostCents).toBe(12_000 + 7_257 + 5_000);
    expect(f.outputCost).toEqual({ unitValue: 0.269522, unit: 'POUND' });
  });

  it('adds costs in whole cents, each rounded once from its exact value', () => {
    const f = figuresOf(
      {
        finalWeight: { unitValue: 3, unit: 'POUND' },
        totalLostWeight: 0,
        processingCost: 0.2,
        inputs: [
          { lotId: 'a', percentage: 100 / 3 },
          { lotId: 'b', percentage: 200 / 3 },
        ],
      },
      [lot('a', 10, 'POUND', 1.005), lot('b', 10, 'POUND', 0.1)],
    );
    // 1 lb at $1.005 is 101 cents (floating point made it 100); 2 lb at $0.10 is 20 cents.
    expect(f.inputs.map((i) => i.costCents)).toEqual([101, 20]);
    expect(f.totalCostCents).toBe(141);
  });

  it('keeps a gram of a metric-ton lot', () => {
    const f = figuresOf(
      {
        finalWeight: { unitValue: 1, unit: 'GRAM' },
        totalLostWeight: 0,
        inputs: [{ lotId: 'b', percentage: 100 }],
      },
      [lot('b', 1, 'METRIC_TON', 400)],
    );
    expect(f.inputs[0]!.consumed).toEqual({ unitValue: 0.000001, unit: 'METRIC_TON' });
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
