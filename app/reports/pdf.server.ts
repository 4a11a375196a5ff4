import PDFDocument from "pdfkit";
import type { Section, VisitView } from "./visit-view";

/**
 * The visit summary as a PDF, made on the server with pdfkit (docs/decisions/0221): the same
 * sections as the page (visit-view.ts), drawn with the PDF's built-in Helvetica on A4, so no
 * font file or browser is needed. A table's columns share the page's width.
 */

const MARGIN = 40;
const BODY = 9;
const SMALL = 7;

function drawTable(doc: PDFKit.PDFDocument, s: Extract<Section, { kind: "table" }>) {
  const width = doc.page.width - 2 * MARGIN;
  const first = Math.min(90, width / s.columns.length);
  const rest = (width - first) / Math.max(1, s.columns.length - 1);
  const widths = s.columns.map((_, i) => (i === 0 ? first : rest));
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(SMALL);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 4 })));
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x, top, { width: widths[i] - 4 });
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = top + height + 3;
  };
  row(s.columns, true);
  for (const r of s.rows) row(r, false);
}

function drawSection(doc: PDFKit.PDFDocument, s: Section) {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).text(s.heading, MARGIN);
  doc.moveDown(0.2).font("Helvetica").fontSize(BODY);
  if (s.kind === "facts") {
    for (const i of s.items) doc.font("Helvetica-Bold").text(`${i.label}: `, { continued: true }).font("Helvetica").text(i.value);
  } else if (s.kind === "table") {
    drawTable(doc, s);
  } else if (s.lines.length) {
    for (const l of s.lines) doc.text(`•  ${l}`, { width: doc.page.width - 2 * MARGIN });
  } else {
    doc.fillColor("#555").text(s.empty).fillColor("#000");
  }
}

/** The built-in fonts read WinAnsi: the page's minus sign (U+2212) is drawn as a hyphen. */
const winAnsi = (view: VisitView): VisitView => JSON.parse(JSON.stringify(view).replaceAll("\u2212", "-")) as VisitView;

/** The summary's PDF, whole, in memory (one or two pages). */
export function visitPdf(page: VisitView): Promise<Buffer> {
  const view = winAnsi(page);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      info: { Title: `${view.title} · ${view.patient}` },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font("Helvetica-Bold").fontSize(16).text(view.title);
    doc
      .font("Helvetica")
      .fontSize(BODY + 1)
      .text(view.patient)
      .text(view.covers);
    for (const v of view.visits) doc.text(v);
    for (const s of view.sections) drawSection(doc, s);
    doc.end();
  });
}
