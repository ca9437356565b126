import { ParseSpeeds, PDFDocument, PDFName } from 'pdf-lib';
import { PT_PER_MM } from '@cards/card-layout';
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
    const media = page.getMediaBox();
    // Move the content down by the excess so the top-left corner stays put and every box starts at 0,0.
    const excess = media.y + media.height - h;
    if (Math.abs(excess) > 1e-6) page.translateContent(0, -excess);
    page.setMediaBox(0, 0, w, h);
    page.setCropBox(0, 0, w, h);
    page.setBleedBox(0, 0, w, h);
    page.setTrimBox(b, b, w - 2 * b, h - 2 * b);
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
