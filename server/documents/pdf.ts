import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** pdfkit is loaded with the first document, not with the server's code: most starts write none for a while. */
let pdfDocumentClass: typeof PDFDocument | undefined;
const loadPdfDocument = () => (pdfDocumentClass ??= require('pdfkit') as typeof PDFDocument);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** A font as fontkit parses it; pdfkit takes one in place of the font file's bytes. */
type ParsedFont = { layout: (text: string) => unknown; _glyphs?: Record<number, unknown> };

/**
 * fontkit keeps every glyph it has made inside the font, with the characters it was first made for.
 * A glyph first made as a part of another has none: DejaVu draws the Cyrillic "а" with the Latin "a",
 * so after a Ukrainian document a later one would write "a" with no text behind it, and copying or
 * searching that PDF would lose the letter. Each document starts with no glyphs made; the parsed
 * tables, the expensive part, are kept. Sharing is safe because `renderPdf` draws and finishes a
 * document (subsets embedded) in one synchronous run: two documents never use the fonts at once.
 */
const forgetGlyphs = (font: ParsedFont) => {
  font._glyphs = {};
};

/**
 * DejaVu Sans, embedded (pdfkit writes a subset): the standard PDF fonts cannot encode č, ř, ő, ă, ł,
 * ș, ț or Cyrillic, and pdfkit would silently write wrong glyphs. Parsed once per process and shared
 * by every document: given the file's bytes, pdfkit parses the font again for each document, which
 * was most of the time an invoice or an agreement took. Each document still writes its own subset.
 */
let fonts: { regular: ParsedFont; bold: ParsedFont } | null = null;
const parsedFonts = () => {
  if (fonts) return fonts;
  const fontkit = require('fontkit') as { create: (data: Buffer) => ParsedFont };
  const parse = (file: string) => fontkit.create(readFileSync(path.join(fontDir, file)));
  return (fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') });
};

export type Pdf = PDFKit.PDFDocument;

export const PAGE_LEFT = 50;
export const PAGE_WIDTH = 495;

/** A new A4 document with the fonts `body` and `bold`; `render` draws it, the promise yields the bytes. */
export function renderPdf(title: string, language: string, render: (doc: Pdf) => void): Promise<Buffer> {
  const Document = loadPdfDocument();
  const doc = new Document({
    size: 'A4',
    margin: PAGE_LEFT,
    lang: language.toLowerCase(),
    info: { Title: title, Author: 'Self Storage' },
    bufferPages: true,
  });
  const { regular, bold } = parsedFonts();
  forgetGlyphs(regular);
  forgetGlyphs(bold);
  // pdfkit's own typing lists only files and bytes; its font factory also takes a parsed font.
  doc.registerFont('body', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('body').fontSize(10);
  render(doc);
  doc.end();
  return done;
}

export function heading(doc: Pdf, text: string, size = 16): void {
  doc
    .font('bold')
    .fontSize(size)
    .text(text, PAGE_LEFT, doc.y, { width: PAGE_WIDTH })
    .moveDown(0.5)
    .font('body')
    .fontSize(10);
}

/** Label: value lines in two columns of a block that starts at `x`. */
export function keyValues(
  doc: Pdf,
  rows: [string, string][],
  x = PAGE_LEFT,
  width = PAGE_WIDTH,
  labelWidth = 150,
): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').text(label, x, y, { width: labelWidth });
    const after = doc.y;
    doc.font('body').text(value, x + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(after, doc.y);
  }
  doc.x = PAGE_LEFT;
}

/** A block of lines under a bold title (seller, buyer), at a fixed position; returns its bottom. */
export function block(doc: Pdf, title: string, lines: string[], x: number, y: number, width: number): number {
  doc.font('bold').fontSize(10).text(title, x, y, { width });
  doc.font('body').fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width });
  doc.fontSize(10);
  return doc.y;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A simple table: bold header, wrapped cells, a rule under the header and each row. */
export function table(doc: Pdf, columns: Column[], rows: string[][], fontSize = 8): void {
  const drawRow = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(fontSize);
    const y = doc.y;
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i].width - 4 })));
    if (y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = PAGE_LEFT;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, top, { width: columns[i].width - 4, align: columns[i].align ?? 'left' });
      x += columns[i].width;
    });
    doc.y = top + height + 3;
    doc
      .moveTo(PAGE_LEFT, doc.y - 1)
      .lineTo(PAGE_LEFT + PAGE_WIDTH, doc.y - 1)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 2;
  };
  drawRow(
    columns.map((c) => c.header),
    'bold',
  );
  for (const row of rows) drawRow(row, 'body');
  doc.font('body').fontSize(10).x = PAGE_LEFT;
}
