import { FIT_TEXT_SCRIPT, type FitResult } from '@cards/card-layout';
import { inSpan, SpanKind } from '@cards/kit';
import type { Page } from 'puppeteer-core';
import type { ChromiumBrowser } from '../browser/chromium-browser.js';
import { withTimeout } from '../browser/timeout.js';
import type { PdfRenderer, PrintDocument } from './card-renderer.port.js';
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

  private async render(doc: PrintDocument): Promise<Buffer> {
    const raw = await this.browser.withPage(async (page) => {
      await loadDocument(page, doc.html, this.stepTimeoutMs);
      return withTimeout(
        page.pdf({
          width: `${doc.pageWidthMm}mm`,
          height: `${doc.pageHeightMm}mm`,
          margin: { top: 0, right: 0, bottom: 0, left: 0 },
          printBackground: true,
          preferCSSPageSize: false,
          tagged: false,
          outline: false,
          timeout: this.stepTimeoutMs,
        }),
        this.stepTimeoutMs,
        'print PDF',
      );
    });
    return finishPdf(raw, doc);
  }
}
