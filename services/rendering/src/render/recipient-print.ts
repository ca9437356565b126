import { printDocument, type CardRenderInput } from './card-documents.js';
import type { PdfRenderer } from './card-renderer.port.js';
import { stampPdf } from './pdf-stamp.js';

/**
 * One recipient's print file of a card sent to many: the card rendered with their greeting line
 * in place of the written one (the inside words otherwise the customer's), then stamped with the
 * order and the recipient as any order's file is. The salutation changes the inside page, so each
 * recipient is a render of its own; only this one file is held, never the mailing's.
 */
export async function recipientPrintPdf(
  pdf: PdfRenderer,
  input: CardRenderInput,
  recipient: { salutation: string; stamp: string },
): Promise<Buffer> {
  const bytes = await pdf.renderPdf(printDocument({ ...input, content: { ...input.content, salutation: recipient.salutation } }));
  return stampPdf(bytes, recipient.stamp, input.product);
}
