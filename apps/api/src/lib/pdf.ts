import type PdfDocumentClass from 'pdfkit';

export type Pdf = InstanceType<typeof PdfDocumentClass>;

export const PDF_MARGIN = 50;
const INK = '#10201b';
const MUTED = '#55655f';
const LINE = '#d9e2de';
const ACCENT = '#0a7451';

/**
 * Builds an A4 PDF and resolves with its bytes. Helvetica (WinAnsi) covers €, é, × and –. pdfkit is loaded
 * on the first PDF, not at server start (its import costs about 0.1 s).
 */
export async function renderPdf(
  info: { title: string; subject?: string },
  build: (doc: Pdf) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    info: { Title: info.title, Subject: info.subject ?? info.title, Author: 'FuelLinq', Creator: 'FuelLinq' },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fillColor(INK);
  build(doc);
  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${info.title} · pagina ${index + 1} van ${range.count}`, PDF_MARGIN, doc.page.height - 35, {
        width: doc.page.width - 2 * PDF_MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

const contentWidth = (doc: Pdf) => doc.page.width - 2 * PDF_MARGIN;
const bottom = (doc: Pdf) => doc.page.height - PDF_MARGIN - 20;

function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 13) {
  ensureRoom(doc, size * 3);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, PDF_MARGIN).moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean; size?: number } = {}) {
  doc
    .font('Helvetica')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, PDF_MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor(INK);
}

/** Label–value pairs in two columns. */
export function facts(doc: Pdf, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    ensureRoom(doc, 14);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).text(label, PDF_MARGIN, y, { width: 140 });
    doc.font('Helvetica').text(value, PDF_MARGIN + 150, y, { width: contentWidth(doc) - 150 });
    doc.moveDown(0.15);
  }
}

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table that continues on the next page with its header repeated; the last row may be bold (totals). */
export function table(doc: Pdf, columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}) {
  const total = contentWidth(doc);
  const widths = columns.map((column) => column.width * total);
  const drawRow = (cells: string[], bold: boolean, header = false) => {
    doc.font(bold || header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 })),
    );
    if (doc.y + height + 6 > bottom(doc)) {
      doc.addPage();
      if (!header)
        drawRow(
          columns.map((column) => column.header),
          false,
          true,
        );
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    }
    const y = doc.y;
    let x = PDF_MARGIN;
    cells.forEach((cell, index) => {
      doc.fillColor(header ? MUTED : INK).text(cell, x + 3, y + 3, {
        width: (widths[index] ?? 0) - 6,
        align: columns[index]?.align ?? 'left',
      });
      x += widths[index] ?? 0;
    });
    doc.y = y + height + 6;
    doc
      .moveTo(PDF_MARGIN, doc.y)
      .lineTo(PDF_MARGIN + total, doc.y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  };
  drawRow(
    columns.map((column) => column.header),
    false,
    true,
  );
  rows.forEach((row, index) => drawRow(row, Boolean(options.boldLast) && index === rows.length - 1));
  doc.fillColor(INK).moveDown(0.3);
}

/** A bar chart with a value axis and a label under each bar (thinned out when there are many). */
export function barChart(
  doc: Pdf,
  points: { label: string; value: number }[],
  options: { title: string; unit: string; formatValue: (value: number) => string },
) {
  const height = 150;
  ensureRoom(doc, height + 50);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(options.title, PDF_MARGIN, doc.y);
  const top = doc.y + 6;
  const left = PDF_MARGIN + 45;
  const width = contentWidth(doc) - 45;
  const max = Math.max(...points.map((point) => point.value), 0);
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  for (const fraction of [0, 0.5, 1]) {
    const y = top + height - fraction * height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    doc.text(`${options.formatValue(max * fraction)} ${options.unit}`, PDF_MARGIN, y - 4, {
      width: 42,
      align: 'right',
    });
  }
  if (points.length === 0 || max === 0) {
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text('Geen uitstoot in deze periode.', left, top + height / 2 - 5, { width, align: 'center' });
  } else {
    const step = width / points.length;
    const barWidth = Math.max(1, step * 0.7);
    const labelEvery = Math.ceil(points.length / 12);
    points.forEach((point, index) => {
      const barHeight = (point.value / max) * height;
      const x = left + index * step + (step - barWidth) / 2;
      doc
        .rect(x, top + height - barHeight, barWidth, barHeight)
        .fillColor(ACCENT)
        .fill();
      if (index % labelEvery === 0)
        doc
          .fillColor(MUTED)
          .fontSize(6.5)
          .text(point.label, left + index * step - 10, top + height + 3, {
            width: step * labelEvery + 20 > 60 ? 60 : step + 20,
            align: 'center',
            lineBreak: false,
          });
    });
  }
  doc.fillColor(INK);
  doc.y = top + height + 18;
  doc.x = PDF_MARGIN;
}
