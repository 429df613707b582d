export type ExportFormat = 'csv' | 'xlsx';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The export date range defaults to the past 30 days, today included (spec part 1 §2, §9). */
export function defaultExportRange(today: Date = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  return { from: iso(from), to: iso(today) };
}

/** `companies-2026-01-01-to-2026-01-31.xlsx` */
export function exportFilename(
  kind: string,
  format: ExportFormat,
  range: { from: string; to: string },
): string {
  const slug =
    kind
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${slug}-${range.from}-to-${range.to}.${format}`;
}
