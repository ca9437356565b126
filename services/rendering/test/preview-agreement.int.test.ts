import { artworkImage, cardContent, cardGeometry, thumbnailClips, THUMBNAIL_WIDTHS } from '@cards/card-layout';
import { artworkSvg } from '@cards/card-art';
import { testLogger } from '@cards/testing/logger';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { STYLES } from '../../catalog/src/seed/styles.seed.js';
import { ChromiumBrowser } from '../src/browser/chromium-browser.js';
import { printDocument, thumbnailRequest, thumbnailShots } from '../src/render/card-documents.js';
import { ChromiumPdfRenderer } from '../src/render/chromium-pdf-renderer.js';
import { ChromiumThumbnailRenderer } from '../src/render/chromium-thumbnail-renderer.js';
import { SAMPLE_PRODUCTS, sampleRenderData } from '../src/samples/sample-card.js';
import { rasterRegion, type Rgb } from './support/poppler.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** Decodes an image (the WebP thumbnail) to RGB in a browser canvas, the way a customer's browser shows it. */
async function decode(browser: Browser, bytes: Buffer, type: string): Promise<Rgb> {
  const page = await browser.newPage();
  try {
    const { width, height, data } = await page.evaluate(
      async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const rgba = ctx.getImageData(0, 0, c.width, c.height).data;
        const rgb: number[] = [];
        for (let i = 0; i < rgba.length; i += 4) rgb.push(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
        return { width: c.width, height: c.height, data: rgb };
      },
      `data:${type};base64,${bytes.toString('base64')}`,
    );
    return { width, height, data: Uint8Array.from(data) };
  } finally {
    await page.close();
  }
}

/** Averages `k`×`k` blocks: compares what an eye sees at a glance, not where two rasterisers put each speck of paper grain. */
function shrink(a: Rgb, k: number): Rgb {
  const width = Math.floor(a.width / k),
    height = Math.floor(a.height / k);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < k; dx++) sum += a.data[((y * k + dy) * a.width + x * k + dx) * 3 + c]!;
        data[(y * width + x) * 3 + c] = Math.round(sum / (k * k));
      }
    }
  }
  return { width, height, data };
}

/** Mean absolute difference per channel (0–255) and the share of pixels that differ visibly, over the common area. */
function compare(a: Rgb, b: Rgb): { mean: number; visible: number } {
  const w = Math.min(a.width, b.width),
    h = Math.min(a.height, b.height);
  let sum = 0,
    visible = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * a.width + x) * 3,
        j = (y * b.width + x) * 3;
      const d = Math.abs(a.data[i]! - b.data[j]!) + Math.abs(a.data[i + 1]! - b.data[j + 1]!) + Math.abs(a.data[i + 2]! - b.data[j + 2]!);
      sum += d;
      if (d > 96) visible++;
    }
  }
  return { mean: sum / (w * h * 3), visible: visible / (w * h) };
}

describe('one layout: the thumbnail is the print', () => {
  let pool: ChromiumBrowser;
  let browser: Browser;
  beforeAll(async () => {
    pool = new ChromiumBrowser({
      executablePath: CHROMIUM,
      maxPages: 2,
      maxRendersPerBrowser: 100,
      stepTimeoutMs: 60_000,
      log: testLogger(),
      // As a worker runs it: one page serves the prints and the thumbnails in turn, so each
      // render follows another on the same page.
      jobsPerContext: 50,
      jobsPerPage: 50,
      spares: 0,
    });
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      pipe: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(async () => {
    await pool?.close();
    await browser?.close();
  });

  it("when a card of each style is rendered, then its front thumbnail and the PDF front panel rasterised by poppler match within a small pixel difference, and the picture taken on the print's own page is the thumbnail", async () => {
    const pdf = new ChromiumPdfRenderer(pool, 60_000);
    const thumbs = new ChromiumThumbnailRenderer(pool, 60_000);
    const product = SAMPLE_PRODUCTS.A6;
    const g = cardGeometry(product);
    const front = thumbnailClips(g).front;
    // The resolution at which the trimmed front panel is exactly as wide as the thumbnail.
    const dpi = THUMBNAIL_WIDTHS.front / (front.w / 25.4);
    const px = (mm: number) => Math.round((mm / 25.4) * dpi);
    const results: Array<{ slug: string; mean: number; visible: number }> = [];
    const pictureResults: typeof results = [];
    for (const s of STYLES) {
      const svg = artworkSvg({
        instanceId: 7,
        version: 1,
        occasion: { slug: 'birthday', name: 'Birthday' },
        style: { slug: s.slug, name: s.name, family: s.family, prompt_hint: s.prompt_hint, palette: s.palette },
        details: '',
      });
      const input = {
        content: cardContent(sampleRenderData({ style: { id: 1, slug: s.slug, name: s.name, family: s.family, palette: s.palette } })),
        product,
        artwork: artworkImage(Buffer.from(svg), 'image/svg+xml')!,
      };
      const shots = await thumbs.renderThumbnails(thumbnailRequest(input));
      const thumb = await decode(browser, shots.front!, 'image/jpeg');
      const printed = await rasterRegion(await pdf.renderPdf(printDocument(input)), 1, dpi, {
        x: px(front.x),
        y: px(front.y),
        w: thumb.width,
        h: thumb.height,
      });
      const { mean, visible } = compare(shrink(thumb, 3), shrink(printed, 3));
      expectLabelled(Math.abs(printed.width - thumb.width), s.slug).toBeLessThanOrEqual(1);
      results.push({ slug: s.slug, mean, visible });
      // A paid card's front picture is taken on its print's page: the same picture as the thumbnail job's.
      const withPicture = await pdf.renderPdfWithPictures(printDocument(input), thumbnailShots(product, ['front'], 'jpeg'));
      const taken = await decode(browser, withPicture.pictures.front!, 'image/jpeg');
      expectLabelled([taken.width, taken.height], `${s.slug}: picture on the print's page, size`).toEqual([thumb.width, thumb.height]);
      const same = compare(shrink(taken, 3), shrink(thumb, 3));
      pictureResults.push({ slug: s.slug, ...same });
    }
    for (const { slug, mean, visible } of pictureResults) {
      expectLabelled(mean, `${slug}: picture on the print's page against the thumbnail, mean difference`).toBeLessThan(2);
      expectLabelled(visible, `${slug}: picture on the print's page against the thumbnail, visibly different`).toBeLessThan(0.005);
    }
    for (const { slug, mean, visible } of results) {
      // Measured: means 0.4–3.3 and 0.02–1.9 % of blocks visibly off (gradients and paper grain rasterise
      // slightly differently in Skia and poppler); a layout that moved or changed would be far above.
      expectLabelled(mean, `${slug}: mean difference`).toBeLessThan(5);
      expectLabelled(visible, `${slug}: share of visibly different pixels`).toBeLessThan(0.03);
    }
  }, 240_000);
  it('when a group card is signed by many, then its inside thumbnail and the PDF inside page rasterised by poppler match, and the added sheet prints', async () => {
    const pdf = new ChromiumPdfRenderer(pool, 60_000);
    const thumbs = new ChromiumThumbnailRenderer(pool, 60_000);
    const product = SAMPLE_PRODUCTS.A6;
    const g = cardGeometry(product);
    const inside = thumbnailClips(g).inside;
    const dpi = THUMBNAIL_WIDTHS.inside / (inside.w / 25.4);
    const px = (mm: number) => Math.round((mm / 25.4) * dpi);
    const wishes = [
      'Happy birthday! Have the best day.',
      'Many happy returns from all of us in the studio — cake is on you.',
      'Enjoy every minute!',
      'So glad to work with you. Have a wonderful year ahead.',
    ];
    const signatures = Array.from({ length: 28 }, (_, i) => ({
      id: i + 1,
      name: `Signer ${i + 1}`,
      message: wishes[i % wishes.length]!,
      hand: i,
    }));
    const input = { content: cardContent(sampleRenderData({ signatures })), product, artwork: null };
    const doc = printDocument(input);
    expectLabelled(doc.html.match(/data-page="inside-more"/g)?.length ?? 0, 'added inside sheets').toBeGreaterThan(0);
    const printedPdf = await pdf.renderPdf(doc);
    const shots = await thumbs.renderThumbnails(thumbnailRequest(input));
    const thumb = await decode(browser, shots.inside!, 'image/jpeg');
    // Page 2 is the inside; on it the spread starts at the bleed.
    const printed = await rasterRegion(printedPdf, 2, dpi, { x: px(g.bleed), y: px(g.bleed), w: thumb.width, h: thumb.height });
    expectLabelled(Math.abs(printed.width - thumb.width), 'inside width').toBeLessThanOrEqual(1);
    const { mean, visible } = compare(shrink(thumb, 3), shrink(printed, 3));
    expectLabelled(mean, 'signed inside: mean difference').toBeLessThan(5);
    expectLabelled(visible, 'signed inside: share of visibly different pixels').toBeLessThan(0.03);
    // The added sheet is a third page of the PDF, with ink on it.
    const third = await rasterRegion(printedPdf, 3, 72, {
      x: 0,
      y: 0,
      w: Math.floor((g.pageW / 25.4) * 72),
      h: Math.floor((g.pageH / 25.4) * 72),
    });
    let dark = 0;
    for (let i = 0; i < third.data.length; i += 3) if (third.data[i]! + third.data[i + 1]! + third.data[i + 2]! < 500) dark++;
    expectLabelled(dark, 'dark pixels of the added sheet').toBeGreaterThan(50);
  }, 120_000);
});
