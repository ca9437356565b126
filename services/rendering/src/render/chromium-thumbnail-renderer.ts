import { inSpan, SpanKind } from '@cards/kit';
import type { ChromiumBrowser } from '../browser/chromium-browser.js';
import { withTimeout } from '../browser/timeout.js';
import type { ThumbnailRenderer, ThumbnailRequest } from './card-renderer.port.js';
import { loadDocument } from './chromium-pdf-renderer.js';
import { PICTURE_QUALITY, shootPictures, viewportFor } from './page-pictures.js';

/** {@link ThumbnailRenderer} on a pooled Chromium: one load, one screenshot per shot (JPEG or WebP, as asked). */
export class ChromiumThumbnailRenderer implements ThumbnailRenderer {
  constructor(
    private readonly browser: ChromiumBrowser,
    private readonly stepTimeoutMs: number,
    private readonly quality = PICTURE_QUALITY,
  ) {}

  async renderThumbnails(req: ThumbnailRequest): Promise<Record<string, Buffer>> {
    return inSpan('chromium thumbnails', SpanKind.INTERNAL, { 'thumbnail.shots': req.shots.length }, () => this.render(req));
  }

  private async render(req: ThumbnailRequest): Promise<Record<string, Buffer>> {
    return this.browser.withPage(async (page) => {
      // Loaded at the first shot's scale, so the page is painted once at the size it is taken at.
      const viewport = viewportFor(req, req.shots[0]!);
      await withTimeout(page.setViewport(viewport), this.stepTimeoutMs, 'set viewport');
      await loadDocument(page, req.html, this.stepTimeoutMs);
      return shootPictures(
        this.browser,
        page,
        { ...req, quality: this.quality },
        { timeoutMs: this.stepTimeoutMs, scaled: viewport.deviceScaleFactor },
      );
    });
  }
}
