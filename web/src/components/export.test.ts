import { describe, expect, it } from 'vitest';
import { defaultExportRange, exportFilename } from './export';

describe('export dialog defaults', () => {
  it('defaults to the past 30 days ending today', () => {
    expect(defaultExportRange(new Date(2026, 2, 15))).toEqual({ from: '2026-02-13', to: '2026-03-15' });
  });

  it('crosses a year boundary', () => {
    expect(defaultExportRange(new Date(2026, 0, 10))).toEqual({ from: '2025-12-11', to: '2026-01-10' });
  });

  it('names the file after the list, the range and the format', () => {
    expect(exportFilename('Companies', 'xlsx', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      'companies-2026-01-01-to-2026-01-31.xlsx',
    );
    expect(exportFilename('My materials', 'csv', { from: '2026-01-01', to: '2026-01-02' })).toBe(
      'my-materials-2026-01-01-to-2026-01-02.csv',
    );
  });
});
