import { ParseSpeeds, PDFDocument, PDFName } from 'pdf-lib';
import { PT_PER_MM } from '../layout/card-geometry.js';
import type { PrintDocument } from './card-renderer.port.js';

/**
 * Sets the boxes a printer reads, exactly: Chromium snaps paper sizes to a 1/300-inch grid,
 * so its MediaBox can be a fraction of a millimetre off. Content is laid out from the top-left
 * corner, so the exact box is anchored there. Also writes the Info metadata.
 */
export async function finishPdf(bytes: Uint8Array, doc: PrintDocument): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const w = doc.pageWidthMm * PT_PER_MM;
  const h = doc.pageHeightMm * PT_PER_MM;
  const b = doc.bleedMm * PT_PER_MM;
  for (const page of pdf.getPages()) {
    const top = page.getMediaBox().y + page.getMediaBox().height;
    const y0 = top - h;
    page.setMediaBox(0, y0, w, h);
    page.setCropBox(0, y0, w, h);
    page.setBleedBox(0, y0, w, h);
    page.setTrimBox(b, y0 + b, w - 2 * b, h - 2 * b);
    page.node.delete(PDFName.of('ArtBox'));
  }
  pdf.setTitle(doc.metadata.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.metadata.subject);
  pdf.setKeywords(doc.metadata.keywords);
  pdf.setAuthor('Greeting Cards');
  pdf.setCreator('Greeting Cards rendering service');
  pdf.setProducer('Chromium + pdf-lib');
  const now = new Date();
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return Buffer.from(await pdf.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}
