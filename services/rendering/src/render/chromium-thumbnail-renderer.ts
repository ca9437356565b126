import { inSpan, SpanKind } from '@cards/kit';
import type { ChromiumBrowser } from '../browser/chromium-browser.js';
import { withTimeout } from '../browser/timeout.js';
import type { ThumbnailRenderer, ThumbnailRequest } from './card-renderer.port.js';
import { loadDocument } from './chromium-pdf-renderer.js';

const PX_PER_MM = 96 / 25.4;

/** {@link ThumbnailRenderer} on a pooled Chromium: one load, one screenshot per shot (JPEG or WebP, as asked). */
export class ChromiumThumbnailRenderer implements ThumbnailRenderer {
  constructor(
    private readonly browser: ChromiumBrowser,
    private readonly stepTimeoutMs: number,
    private readonly quality = 86,
  ) {}

  async renderThumbnails(req: ThumbnailRequest): Promise<Record<string, Buffer>> {
    return inSpan('chromium thumbnails', SpanKind.INTERNAL, { 'thumbnail.shots': req.shots.length }, () => this.render(req));
  }

  private async render(req: ThumbnailRequest): Promise<Record<string, Buffer>> {
    return this.browser.withPage(async (page) => {
      const viewport = { width: Math.ceil(req.pageWidthMm * PX_PER_MM), height: Math.ceil(req.pageHeightMm * req.pages * PX_PER_MM) };
      // The device scale sets the picture's pixel width; the layout in CSS pixels stays the same.
      const scaleOf = (shot: ThumbnailRequest['shots'][number]) => shot.widthPx / (shot.clip.w * PX_PER_MM);
      // Loaded at the first shot's scale, so the page is painted once at the size it is taken at.
      let scale = scaleOf(req.shots[0]!);
      await withTimeout(page.setViewport({ ...viewport, deviceScaleFactor: scale }), this.stepTimeoutMs, 'set viewport');
      await loadDocument(page, req.html, this.stepTimeoutMs);
      const out: Record<string, Buffer> = {};
      // A page must be in front to paint the frames a screenshot waits for.
      await this.browser.inFront(page, async () => {
        for (const shot of req.shots) {
          if (scaleOf(shot) !== scale) {
            scale = scaleOf(shot);
            await withTimeout(page.setViewport({ ...viewport, deviceScaleFactor: scale }), this.stepTimeoutMs, 'scale viewport');
          }
          const bytes = await withTimeout(
            page.screenshot({
              type: req.format,
              quality: this.quality,
              captureBeyondViewport: false,
              clip: {
                x: shot.clip.x * PX_PER_MM,
                y: shot.clip.y * PX_PER_MM,
                width: shot.clip.w * PX_PER_MM,
                height: shot.clip.h * PX_PER_MM,
              },
            }),
            this.stepTimeoutMs,
            `screenshot ${shot.name}`,
          );
          out[shot.name] = Buffer.from(bytes);
        }
      });
      return out;
    });
  }
}
