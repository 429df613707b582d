import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { toCsv } from './csv.js';
import { columnName, toXlsx } from './xlsx.js';

describe('the CSV writer', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, with CRLF line ends', () => {
    const csv = toCsv(
      ['Name', 'Notes'],
      [
        ['Acme, Inc.', 'say "hi"\nthen leave'],
        ['Plain', null],
      ],
    );
    expect(csv).toBe('\uFEFFName,Notes\r\n"Acme, Inc.","say ""hi""\nthen leave"\r\nPlain,\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['A'], [['=HYPERLINK("x")'], ['-2+3'], ['@SUM(A1)']])).toBe(
      '\uFEFFA\r\n"\'=HYPERLINK(""x"")"\r\n\'-2+3\r\n\'@SUM(A1)\r\n',
    );
  });
});

describe('the XLSX writer', () => {
  it('names columns past Z', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a zip with a workbook whose first sheet holds the rows, escaped', () => {
    const bytes = toXlsx(
      'Companies',
      ['Name', 'Count'],
      [
        ['Smith & <Sons>', 3],
        ['=1+1', null],
      ],
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Smith &amp; &lt;Sons&gt;</t></is></c><c r="B2"><v>3</v></c>',
    );
    expect(sheet).toContain('<t xml:space="preserve">\'=1+1</t>');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="Companies"');
  });
});
