import { FIT_TEXT_SCRIPT, type FitResult } from '@cards/card-layout';
import { inSpan, SpanKind } from '@cards/kit';
import type { Page } from 'puppeteer-core';
import type { ChromiumBrowser } from '../browser/chromium-browser.js';
import { withTimeout } from '../browser/timeout.js';
import type { PdfRenderer, PdfWithPictures, PictureShots, PrintDocument } from './card-renderer.port.js';
import { PICTURE_QUALITY, shootPictures } from './page-pictures.js';
import { finishPdf } from './pdf-finish.js';

/** Loads self-contained HTML, waits for its fonts and images, and fits the words. */
export async function loadDocument(page: Page, html: string, timeoutMs: number): Promise<FitResult[]> {
  await withTimeout(page.setContent(html, { waitUntil: 'load', timeout: timeoutMs }), timeoutMs, 'load document');
  return withTimeout(page.evaluate(FIT_TEXT_SCRIPT) as Promise<FitResult[]>, timeoutMs, 'fit words');
}

/** {@link PdfRenderer} on a pooled Chromium: `page.pdf()` then exact boxes and metadata with pdf-lib. */
export class ChromiumPdfRenderer implements PdfRenderer {
  constructor(
    private readonly browser: ChromiumBrowser,
    private readonly stepTimeoutMs: number,
  ) {}

  async renderPdf(doc: PrintDocument): Promise<Buffer> {
    // Its own span, so a trace shows how much of a PDF request was spent in Chromium.
    return inSpan('chromium print-pdf', SpanKind.INTERNAL, { 'pdf.width_mm': doc.pageWidthMm, 'pdf.height_mm': doc.pageHeightMm }, () =>
      this.render(doc),
    );
  }

  async renderPdfWithPictures(doc: PrintDocument, pictures: PictureShots): Promise<PdfWithPictures> {
    return inSpan('chromium print-pdf', SpanKind.INTERNAL, { 'pdf.width_mm': doc.pageWidthMm, 'pdf.pictures': pictures.shots.length }, () =>
      this.render(doc, pictures),
    );
  }

  private async render(doc: PrintDocument): Promise<Buffer>;
  private async render(doc: PrintDocument, pictures: PictureShots): Promise<PdfWithPictures>;
  private async render(doc: PrintDocument, pictures?: PictureShots): Promise<Buffer | PdfWithPictures> {
    const t = this.stepTimeoutMs;
    const { raw, shots } = await this.browser.withPage(async (page) => {
      await loadDocument(page, doc.html, t);
      const raw = await printPage(page, doc, t);
      // The page is laid out already: a picture is a repaint at its scale and a screenshot, not a second load.
      const req = pictures && {
        ...pictures,
        pageWidthMm: doc.pageWidthMm,
        pageHeightMm: doc.pageHeightMm,
        pages: 2,
        quality: PICTURE_QUALITY,
      };
      return { raw, shots: req ? await shootPictures(this.browser, page, req, { timeoutMs: t }) : {} };
    });
    const pdf = await finishPdf(raw, doc);
    return pictures ? { pdf, pictures: shots } : pdf;
  }
}

/** Chromium's PDF of a loaded print document: its page size, no margins, backgrounds printed. */
export function printPage(page: Page, doc: PrintDocument, timeoutMs: number): Promise<Uint8Array> {
  return withTimeout(
    page.pdf({
      width: `${doc.pageWidthMm}mm`,
      height: `${doc.pageHeightMm}mm`,
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      printBackground: true,
      preferCSSPageSize: false,
      tagged: false,
      outline: false,
      timeout: timeoutMs,
    }),
    timeoutMs,
    'print PDF',
  );
}
