import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

/**
 * A business's paper, drawn with pdf-lib: a letterhead (logo, name, address, contact), a title
 * with the document's numbers, blocks of label–value facts, tables with units whose rows flow onto
 * new pages (the header repeated), text that wraps, and "Page N of M" on every page. US Letter,
 * standard Helvetica (nothing embedded but the logo), so a document stays a few kilobytes.
 */

export interface Letterhead {
  name: string;
  lines: string[];
  /** PNG or JPEG bytes; other formats are left out. */
  logo?: Uint8Array;
  /** The line at the foot of every page, beside its number; the name when none is set. */
  footer?: string;
}

export interface TableColumn {
  header: string;
  /** Share of the width. */
  width: number;
  align?: 'left' | 'right';
}

const PAGE = { width: 612, height: 792, margin: 48 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const RULE = rgb(0.8, 0.82, 0.85);

/** The standard fonts write WinAnsi: common typography is spelled out, the rest becomes "?". */
const SPELLED: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '×': 'x',
  '\u00a0': ' ',
};
export function printable(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const spelled = SPELLED[ch];
    if (spelled !== undefined) out += spelled;
    else if (/[\u0020-\u007e\u00a0-\u00ff’‘“”–—•…€]/.test(ch)) out += ch;
    else out += '?';
  }
  return out;
}

export class Paper {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly head: Letterhead,
    private readonly logo: PDFImage | undefined,
  ) {}

  /**
   * A new document. `at` dates it (its creation and modification dates): a document made again from
   * the same record on every download is then the same bytes each time.
   */
  static async create(head: Letterhead, title: string, at?: Date): Promise<Paper> {
    const doc = await PDFDocument.create();
    if (at) {
      doc.setCreationDate(at);
      doc.setModificationDate(at);
    }
    doc.setTitle(printable(title));
    doc.setProducer('Polyloop');
    doc.setCreator('Polyloop');
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    const logo = await embedLogo(doc, head.logo);
    const paper = new Paper(doc, regular, bold, head, logo);
    paper.newPage();
    return paper;
  }

  private get innerWidth() {
    return PAGE.width - 2 * PAGE.margin;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    let x = PAGE.margin;
    if (this.logo) {
      const scale = Math.min(48 / this.logo.height, 120 / this.logo.width);
      const w = this.logo.width * scale;
      const h = this.logo.height * scale;
      this.page.drawImage(this.logo, { x, y: this.y - h, width: w, height: h });
      x += w + 12;
    }
    this.text(this.head.name, x, this.y - 14, 14, this.bold);
    this.head.lines.forEach((line, i) => this.text(line, x, this.y - 28 - i * 11, 9, this.regular, MUTED));
    this.y -= Math.max(56, 28 + this.head.lines.length * 11) + 8;
    this.rule();
  }

  private text(text: string, x: number, y: number, size: number, font: PDFFont, color = INK) {
    this.page.drawText(printable(text), { x, y, size, font, color });
  }

  private rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
  }

  /** Room for `height` more points on this page, or a new page. */
  private room(height: number) {
    if (this.y - height < PAGE.margin + 24) this.newPage();
  }

  /** `text` cut to fit `width` at `size`, with an ellipsis when it had to be cut. */
  private fitted(text: string, width: number, size: number): string {
    if (this.regular.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut && this.regular.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** Lines of `text` that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, font = this.regular): string[] {
    const words = printable(text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  title(title: string, subtitle?: string) {
    this.room(40);
    this.text(title, PAGE.margin, this.y - 16, 18, this.bold);
    this.y -= 24;
    if (subtitle) {
      this.text(subtitle, PAGE.margin, this.y - 10, 10, this.regular, MUTED);
      this.y -= 16;
    }
    this.y -= 6;
  }

  heading(text: string) {
    this.room(30);
    this.text(text, PAGE.margin, this.y - 11, 11, this.bold);
    this.y -= 18;
  }

  /** Label–value pairs in columns. */
  facts(items: [string, string | null | undefined][], columns = 3) {
    const width = this.innerWidth / columns;
    const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
    for (let i = 0; i < shown.length; i += columns) {
      const row = shown.slice(i, i + columns);
      const wrapped = row.map(([, v]) => this.wrap(v!, width - 8, 10));
      const height = 12 + Math.max(...wrapped.map((w) => w.length)) * 12 + 6;
      this.room(height);
      row.forEach(([label], c) => {
        const x = PAGE.margin + c * width;
        this.text(label, x, this.y - 8, 8, this.regular, MUTED);
        wrapped[c]!.forEach((line, l) => this.text(line, x, this.y - 20 - l * 12, 10, this.regular));
      });
      this.y -= height;
    }
    this.y -= 4;
  }

  /** Two parties side by side (shipper and consignee, supplier and receiver). */
  parties(left: { label: string; lines: string[] }, right: { label: string; lines: string[] }) {
    const width = this.innerWidth / 2;
    const height = 16 + Math.max(left.lines.length, right.lines.length) * 12 + 8;
    this.room(height);
    [left, right].forEach((party, c) => {
      const x = PAGE.margin + c * width;
      this.text(party.label, x, this.y - 9, 9, this.bold, MUTED);
      party.lines.forEach((line, l) =>
        this.text(line, x, this.y - 23 - l * 12, 10, l === 0 ? this.bold : this.regular),
      );
    });
    this.y -= height;
  }

  /** A table; rows flow onto new pages with the header repeated. */
  table(columns: TableColumn[], rows: string[][], footer?: string[]) {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.innerWidth);
    const drawRow = (cells: string[], font: PDFFont, shade: boolean, body = false) => {
      const lines = cells.map((cell, i) => this.wrap(cell, widths[i]! - 8, 9, font));
      const height = Math.max(...lines.map((l) => l.length)) * 11 + 8;
      const before = this.page;
      this.room(height);
      // A body row that starts a page has the header above it again.
      if (body && this.page !== before) header();
      if (shade)
        this.page.drawRectangle({
          x: PAGE.margin,
          y: this.y - height,
          width: this.innerWidth,
          height,
          color: rgb(0.95, 0.96, 0.97),
        });
      let x = PAGE.margin;
      lines.forEach((cellLines, i) => {
        cellLines.forEach((line, l) => {
          const w = font.widthOfTextAtSize(line, 9);
          const lx = columns[i]!.align === 'right' ? x + widths[i]! - 4 - w : x + 4;
          this.text(line, lx, this.y - 11 - l * 11, 9, font);
        });
        x += widths[i]!;
      });
      this.y -= height;
    };
    const header = () =>
      drawRow(
        columns.map((c) => c.header),
        this.bold,
        true,
      );
    header();
    for (const row of rows) drawRow(row, this.regular, false, true);
    if (footer) drawRow(footer, this.bold, true);
    this.y -= 10;
  }

  paragraph(text: string, size = 9) {
    for (const line of this.wrap(text, this.innerWidth, size)) {
      this.room(size + 4);
      this.text(line, PAGE.margin, this.y - size, size, this.regular);
      this.y -= size + 3;
    }
    this.y -= 6;
  }

  /** Lines to sign on, side by side. */
  signatures(labels: string[]) {
    this.room(60);
    const width = this.innerWidth / labels.length;
    labels.forEach((label, i) => {
      const x = PAGE.margin + i * width;
      this.page.drawLine({
        start: { x, y: this.y - 36 },
        end: { x: x + width - 24, y: this.y - 36 },
        thickness: 0.5,
        color: INK,
      });
      this.text(label, x, this.y - 48, 8, this.regular, MUTED);
    });
    this.y -= 60;
  }

  /** The document's bytes, "Page N of M" and the footer (or the name) stamped on every page. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${pages.length}`;
      const w = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, {
        x: PAGE.width - PAGE.margin - w,
        y: PAGE.margin - 20,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
      page.drawText(
        this.fitted(printable(this.head.footer ?? this.head.name), PAGE.width - 2 * PAGE.margin - w - 12, 8),
        {
          x: PAGE.margin,
          y: PAGE.margin - 20,
          size: 8,
          font: this.regular,
          color: MUTED,
        },
      );
    });
    return this.doc.save();
  }
}

async function embedLogo(doc: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
  if (!bytes || bytes.length < 8) return undefined;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A logo pdf-lib cannot read leaves the letterhead without it, not the document unwritten.
  }
  return undefined;
}
