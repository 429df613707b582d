import { describe, expect, it } from 'vitest';
import { pdfString, renderPdf, wrap } from './pdf.js';
import { datasheet } from './datasheet.js';
import type { Material } from '@polyloop/shared/crm/material';

const material = (extra: Partial<Material> = {}): Material => ({
  id: 'm1', identifier: 'GLP-M-0001', name: 'HDPE (natural) regrind', type: 'PE', archived: false, createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-01-01T00:00:00.000Z', ...extra,
});

describe('the PDF writer', () => {
  it('writes a PDF 1.4 whose xref offsets point at each object', () => {
    const pdf = renderPdf([{ text: 'Hello', size: 20, bold: true }, { text: 'World' }], { title: 'Test' });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Hello) Tj');
  });

  it('escapes parentheses and backslashes and encodes Latin-1 as octal', () => {
    expect(pdfString('a(b)\\c')).toBe('(a\\(b\\)\\\\c)');
    expect(pdfString('g/cm³')).toBe('(g/cm\\263)');
    expect(pdfString('2 – 4 ≤ 5 ☃')).toBe('(2 \\226 4 <= 5 ?)');
  });

  it('wraps long text and flows onto more pages', () => {
    expect(wrap('word '.repeat(100), 10).length).toBeGreaterThan(3);
    const pdf = renderPdf(Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i}` })), { title: 'Long' }).toString('latin1');
    expect(/\/Count (\d+)/.exec(pdf)![1]).toBe('3');
  });
});

describe('the datasheet', () => {
  it('lists the identity and every set property with its unit', () => {
    const text = datasheet(material({ grade: 'POST_CONSUMER', meltIndex: { min: 2, max: 4 }, density: { min: 0.95 }, durometer: { max: 60 }, durometerScale: 'SHORE_D', barrier: false })).toString('latin1');
    for (const expected of ['(HDPE \\(natural\\) regrind)', 'GLP-M-0001', '(Grade: Post-consumer)', '(Melt index: 2 \\226 4 g/10 min)', '(Density: at least 0.95 g/cm\\263)', '(Durometer: at most 60 \\(Shore D\\))', '(Barrier: No)']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a material without any property (422)', () => {
    expect(() => datasheet(material())).toThrow(expect.objectContaining({ status: 422, code: 'DATASHEET_NEEDS_PROPERTY', message: 'Add at least one material property to create a datasheet.' }));
  });
});
