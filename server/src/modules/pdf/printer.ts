import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake's Node build is one shared instance. Its documents may name images and fonts by URL or
 * file path, so both access policies deny everything: a crafted title can never make the server
 * fetch a URL or read a file. The only "files" allowed are the 14 standard PDF font names, which
 * PDFKit resolves from built-in metrics (no font files to ship).
 */
const STANDARD_FONTS = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
} as const;
const ALLOWED_LOCAL = new Set<string>(Object.values(STANDARD_FONTS));

export const PDF_FONT = 'Helvetica';

/** pdfmake, locked down, loaded with the first PDF: a server that prints none never pays its memory. */
let printer: Promise<typeof import('pdfmake')> | undefined;
function loadPrinter() {
  printer ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => ALLOWED_LOCAL.has(path));
    pdfmake.setFonts({ Helvetica: { ...STANDARD_FONTS } });
    return pdfmake;
  });
  return printer;
}

/** Renders a document definition to a PDF buffer (meeting PDFs are a few kilobytes). */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPrinter();
  return pdfmake.createPdf({ ...doc, defaultStyle: { font: PDF_FONT, ...doc.defaultStyle } }).getBuffer();
}
