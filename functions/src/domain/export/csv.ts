export type Cell = string | number | null | undefined;

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab/CR) as a formula; exported
 * CRM text is user input, so such cells are prefixed with an apostrophe (OWASP "CSV injection").
 */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = defuse(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled.
 * A UTF-8 byte-order mark first, so Excel reads accented names correctly.
 */
export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

export { defuse };
