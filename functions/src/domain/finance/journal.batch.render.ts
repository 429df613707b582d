import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { JOURNAL_KIND_LABELS, LEDGER_ACCOUNT_LABELS } from '@polyloop/shared/finance/ledger';
import { toCsv } from '../export/index.js';
import type { JournalEntryRecord } from '../ledger/index.js';
import { centsText } from './money.js';

/**
 * How a journal batch is written for books kept elsewhere: CSV (one row per line) and QuickBooks
 * IIF (a general journal transaction per entry). Pure functions of the entries, so a batch
 * downloaded again is the same file.
 */

export const BATCH_CSV_HEADER = [
  'Entry',
  'Date',
  'Kind',
  'Source',
  'Description',
  'Account',
  'Company',
  'Material type',
  'Debit',
  'Credit',
];

export function batchCsv(entries: readonly JournalEntryRecord[]): string {
  return toCsv(
    BATCH_CSV_HEADER,
    entries.flatMap((e) =>
      e.lines.map((l) => [
        e.id,
        e.postingDate,
        JOURNAL_KIND_LABELS[e.kind],
        e.sourceLabel,
        e.description,
        LEDGER_ACCOUNT_LABELS[l.account],
        l.companyName,
        l.materialType ? MATERIAL_TYPE_LABELS[l.materialType] : null,
        centsText(l.debitCents),
        centsText(l.creditCents),
      ]),
    ),
  );
}

/** IIF fields are split by tabs and records by line ends; quotes would open a quoted field. */
const iifField = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/"/g, "'")
    .trim();
/** QuickBooks reads IIF dates as MM/DD/YYYY. */
const iifDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const COLUMNS = ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO'];
const IIF_HEADER = [['!TRNS', 'TRNSID', ...COLUMNS], ['!SPL', 'SPLID', ...COLUMNS], ['!ENDTRNS']];

/**
 * QuickBooks IIF: every entry one GENERAL JOURNAL transaction, its first line the TRNS row and the
 * others SPL rows, closed by ENDTRNS; a debit is a positive amount and a credit a negative one, in
 * dollars with two decimals, so each transaction sums to 0.00 as QuickBooks requires.
 */
export function batchIif(entries: readonly JournalEntryRecord[]): string {
  const rows: string[][] = [...IIF_HEADER];
  for (const e of entries) {
    e.lines.forEach((l, i) => {
      rows.push([
        i === 0 ? 'TRNS' : 'SPL',
        '',
        'GENERAL JOURNAL',
        iifDate(e.postingDate),
        iifField(LEDGER_ACCOUNT_LABELS[l.account]),
        iifField(l.companyName),
        centsText(l.debitCents - l.creditCents),
        iifField(e.sourceLabel),
        iifField(e.description),
      ]);
    });
    rows.push(['ENDTRNS']);
  }
  return `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`;
}
