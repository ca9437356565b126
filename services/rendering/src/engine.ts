/**
 * The rendering engine as a library: the Chromium browser pool, the card documents and their
 * renderers, the print file's stamp and a recipient's print, and a sample card. Its second public
 * entry point (`@cards/rendering/engine`), for the benchmarks that time the engine without the
 * service around it; everything else under `src/` is the service's own.
 */
export { ChromiumBrowser, chromiumArgs, type ChromiumBrowserOptions } from './browser/chromium-browser.js';
export { processesMatching } from './browser/stray-processes.js';
export { printDocument, thumbnailRequest, thumbnailShots, type CardRenderInput } from './render/card-documents.js';
export type { PrintDocument } from './render/card-renderer.port.js';
export { ChromiumPdfRenderer, loadDocument, printPage } from './render/chromium-pdf-renderer.js';
export { finishPdf } from './render/pdf-finish.js';
export { ChromiumThumbnailRenderer } from './render/chromium-thumbnail-renderer.js';
export { PICTURE_QUALITY, shootPictures } from './render/page-pictures.js';
export { stampPdf } from './render/pdf-stamp.js';
export { recipientPrintPdf } from './render/recipient-print.js';
export { warmUpPage } from './render/warmup.js';
export { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from './samples/sample-card.js';
