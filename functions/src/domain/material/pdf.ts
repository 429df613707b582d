/**
 * A small PDF 1.4 writer for text documents (the datasheet): standard Helvetica fonts, so nothing
 * is embedded and the output stays a few KB; lines wrap and flow onto new US Letter pages.
 * A library such as pdf-lib would cost ~200 KB of the CRM function's 300 KB budget for far more
 * than we use. Unit tests pin the structure (header, object offsets in the xref table, trailer).
 */

export interface Block {
  text: string;
  /** Font size in points; 10 unless said. */
  size?: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  gapBefore?: number;
}

const PAGE = { width: 612, height: 792, margin: 56 };
/** Helvetica's average glyph is about half its size wide; wrapping on it keeps lines inside the margins. */
const AVERAGE_GLYPH = 0.5;

/** WinAnsi for the standard fonts: Latin-1 maps directly; a few common symbols are spelled out; the rest becomes "?". */
const SPELLED: Record<string, string> = { '≤': '<=', '≥': '>=', '–': '\x96', '—': '\x97', '•': '\x95', '’': '\x92', '‘': '\x91', '“': '\x93', '”': '\x94', '€': '\x80', '…': '\x85' };
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = SPELLED[ch] ?? ch;
    for (const c of mapped) {
      const code = c.charCodeAt(0);
      if (c === '(' || c === ')' || c === '\\') out += `\\${c}`;
      else if (code >= 0x20 && code <= 0x7e) out += c;
      else if (code >= 0x80 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
      else out += '?';
    }
  }
  return `(${out})`;
}

export function wrap(text: string, size: number): string[] {
  const max = Math.max(10, Math.floor((PAGE.width - 2 * PAGE.margin) / (size * AVERAGE_GLYPH)));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (let piece = word; piece.length; piece = piece.slice(max)) {
        const chunk = piece.slice(0, max);
        if (!line) line = chunk;
        else if (line.length + 1 + chunk.length <= max) line += ` ${chunk}`;
        else {
          lines.push(line);
          line = chunk;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays the blocks out top to bottom and answers the PDF's bytes. */
export function renderPdf(blocks: Block[], info: { title: string; producer?: string }): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const size = block.size ?? 10;
    const leading = size * 1.35;
    y -= block.gapBefore ?? 0;
    for (const line of wrap(block.text, size)) {
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      pages[pages.length - 1]!.push(`BT /${block.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(2)} Td ${pdfString(line)} Tj ET`);
    }
  }

  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title ${pdfString(info.title)} /Producer ${pdfString(info.producer ?? 'Polyloop')} >>`);
  for (const [i, lines] of pages.entries()) {
    const content = lines.join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }

  // Everything above is ASCII (non-ASCII text is octal-escaped), so string length is byte length.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
