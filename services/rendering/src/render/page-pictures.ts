import type { Page } from 'puppeteer-core';
import type { ChromiumBrowser } from '../browser/chromium-browser.js';
import { withTimeout } from '../browser/timeout.js';
import type { ThumbnailRequest } from './card-renderer.port.js';

const PX_PER_MM = 96 / 25.4;
/** JPEG (and WebP) quality of every screen picture. */
export const PICTURE_QUALITY = 86;

/** What shooting pictures of a page needs: its pages' size, the shots, their format and quality. */
export type Pictures = Omit<ThumbnailRequest, 'html'> & { quality: number };

/**
 * The viewport that shows the pages the shots are on (the front alone: the first page only;
 * Chromium paints what the viewport shows, so a page nobody takes a picture of is not painted),
 * at the scale that makes `shot` its width in pixels.
 */
export const viewportFor = (req: Omit<Pictures, 'quality' | 'format'>, shot: ThumbnailRequest['shots'][number]) => {
  const lowest = Math.max(...req.shots.map((s) => s.clip.y + s.clip.h));
  const pages = Math.min(req.pages, Math.max(1, Math.ceil(lowest / req.pageHeightMm - 1e-9)));
  return {
    width: Math.ceil(req.pageWidthMm * PX_PER_MM),
    height: Math.ceil(req.pageHeightMm * pages * PX_PER_MM),
    // The device scale sets the picture's pixel width; the layout in CSS pixels stays the same.
    deviceScaleFactor: shot.widthPx / (shot.clip.w * PX_PER_MM),
  };
};

/**
 * Screenshots of a loaded page, one per shot, each at its own scale (a viewport already at the
 * first shot's scale is not set again). A page must be in front to paint the frames a
 * screenshot waits for.
 */
export async function shootPictures(
  browser: ChromiumBrowser,
  page: Page,
  req: Pictures,
  { timeoutMs, scaled }: { timeoutMs: number; /** The device scale the page is at already. */ scaled?: number },
): Promise<Record<string, Buffer>> {
  let scale = scaled;
  const out: Record<string, Buffer> = {};
  await browser.inFront(page, async () => {
    for (const shot of req.shots) {
      const viewport = viewportFor(req, shot);
      if (viewport.deviceScaleFactor !== scale) {
        scale = viewport.deviceScaleFactor;
        await withTimeout(page.setViewport(viewport), timeoutMs, 'scale viewport');
      }
      const bytes = await withTimeout(
        page.screenshot({
          type: req.format,
          quality: req.quality,
          captureBeyondViewport: false,
          clip: {
            x: shot.clip.x * PX_PER_MM,
            y: shot.clip.y * PX_PER_MM,
            width: shot.clip.w * PX_PER_MM,
            height: shot.clip.h * PX_PER_MM,
          },
        }),
        timeoutMs,
        `screenshot ${shot.name}`,
      );
      out[shot.name] = Buffer.from(bytes);
    }
  });
  return out;
}
