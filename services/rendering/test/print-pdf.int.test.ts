import { artworkImage, PT_PER_MM, SAFE_MM, type ArtworkImage } from '@cards/card-layout';
import type { PrintProduct } from '@cards/contracts';
import { artworkSvg } from '@cards/card-art';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { STYLES } from '../../catalog/src/seed/styles.seed.js';
import { ChromiumBrowser } from '../src/browser/chromium-browser.js';
import { printDocument } from '../src/render/card-documents.js';
import { ChromiumPdfRenderer } from '../src/render/chromium-pdf-renderer.js';
import { stampPdf } from '../src/render/pdf-stamp.js';
import { warmUpPage } from '../src/render/warmup.js';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from '../src/samples/sample-card.js';
import { pagesToPng, pageSizes, pdffonts, pdfimages, pdfinfo, pdftext, words } from './support/poppler.js';
import { gradientPng } from './support/png.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const svgArt: ArtworkImage = artworkImage(Buffer.from(sampleArtworkSvg()), 'image/svg+xml')!;
const pngArt = (w: number, h: number): ArtworkImage => artworkImage(gradientPng(w, h), 'image/png')!;

/** Every word is clear of the trim and the fold by the safe margin (a little slack for glyph boxes). */
async function expectWordsInSafeZone(pdf: Buffer, p: PrintProduct) {
  const mm = (pt: number) => pt / PT_PER_MM;
  const all = await words(pdf);
  expect(all.length).toBeGreaterThan(10);
  const b = p.bleed_mm,
    fold = b + p.flat_width_mm / 2,
    slack = 0.3;
  for (const w of all) {
    const [x0, x1, y0, y1] = [mm(w.x0), mm(w.x1), mm(w.y0), mm(w.y1)];
    expectLabelled(x0, w.text).toBeGreaterThanOrEqual(b + SAFE_MM - slack);
    expectLabelled(x1, w.text).toBeLessThanOrEqual(b + p.flat_width_mm - SAFE_MM + slack);
    expectLabelled(y0, w.text).toBeGreaterThanOrEqual(b + SAFE_MM - slack);
    expectLabelled(y1, w.text).toBeLessThanOrEqual(b + p.flat_height_mm - SAFE_MM + slack);
    const clearOfFold = x1 <= fold - SAFE_MM + slack || x0 >= fold + SAFE_MM - slack;
    expectLabelled(clearOfFold, `${w.text} crosses the fold zone`).toBe(true);
    // A word's box is about 1.2× its type size; 7 pt type gives boxes of 8 pt and more.
    expectLabelled(w.y1 - w.y0, `${w.text} is set below 7 pt`).toBeGreaterThanOrEqual(7);
  }
}

describe('print PDF (Chromium + pdf-lib, checked with poppler)', () => {
  let browser: ChromiumBrowser;
  let renderer: ChromiumPdfRenderer;
  beforeAll(() => {
    browser = new ChromiumBrowser({
      executablePath: CHROMIUM,
      maxPages: 2,
      maxRendersPerBrowser: 100,
      stepTimeoutMs: 30_000,
      log: testLogger(),
      warmup: (p) => warmUpPage(p, 30_000),
    });
    renderer = new ChromiumPdfRenderer(browser, 30_000);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const product of Object.values(SAMPLE_PRODUCTS)) {
    it(`when a ${product.size} card is printed, then it has two pages of flat size plus bleed, exact boxes, embedded fonts, vector artwork and words in the safe zone`, async () => {
      const pdf = await renderer.renderPdf(printDocument({ content: sampleContent(), product, artwork: svgArt }));
      const info = await pdfinfo(pdf);
      expect(info.pages).toBe(2);
      const w = (product.flat_width_mm + 2 * product.bleed_mm) * PT_PER_MM;
      const h = (product.flat_height_mm + 2 * product.bleed_mm) * PT_PER_MM;
      const b = product.bleed_mm * PT_PER_MM;
      for (const page of await pageSizes(pdf, 2)) {
        expect(page.w).toBeCloseTo(w, 1);
        expect(page.h).toBeCloseTo(h, 1);
        expect(page.trim[0]).toBeCloseTo(b, 1);
        expect(page.trim[1]).toBeCloseTo(b, 1);
        expect(page.trim[2]).toBeCloseTo(w - b, 1);
        expect(page.trim[3]).toBeCloseTo(h - b, 1);
      }
      expect(info.boxes.MediaBox.slice(0, 2)).toEqual([0, 0]);
      expect(info.boxes.BleedBox).toEqual(info.boxes.MediaBox);
      expect(info.title).toContain('Happy Birthday');
      expect(info.subject).toBe('Card instance 42');
      expect(info.keywords).toContain(`size:${product.size}`);

      const fonts = await pdffonts(pdf);
      expect(fonts.length).toBeGreaterThanOrEqual(3);
      for (const f of fonts) expectLabelled(f.embedded, `${f.name} is not embedded`).toBe(true);
      expect(fonts.map((f) => f.name).join(' ')).toMatch(/DancingScript|Caveat/);
      expect(await pdfimages(pdf)).toEqual([]);
      await expectWordsInSafeZone(pdf, product);
      if (product.size === 'A6') await pagesToPng(pdf, 'card-a6-svg');
    });
  }

  it('when raster artwork is small or large, then every image in the PDF has at least 300 DPI at its printed size', async () => {
    for (const [w, h] of [
      [1024, 1024],
      [3000, 2400],
    ] as const) {
      const pdf = await renderer.renderPdf(
        printDocument({
          content: sampleContent({ style: { id: 1, slug: 'modern-minimal', name: 'Modern', palette: ['#1d3557', '#e63946', '#f1faee'] } }),
          product: SAMPLE_PRODUCTS.A5,
          artwork: pngArt(w, h),
        }),
      );
      const images = await pdfimages(pdf);
      expect(images.length).toBeGreaterThan(0);
      for (const img of images.filter((i) => i.type === 'image')) {
        expectLabelled(img.xppi, `${img.width}x${img.height}`).toBeGreaterThanOrEqual(299);
        expect(img.yppi).toBeGreaterThanOrEqual(299);
      }
      if (w === 1024) await pagesToPng(pdf, 'card-a5-raster-modern');
    }
  }, 180_000); // two large rasters drawn, printed and read back at 300 DPI: minutes on a busy 2-core machine

  it('when the hand-made families (watercolour, letterpress, doodle) are printed, then their washes, ink and wobbly lines are vectors: the PDF holds no image', async () => {
    // A filter or pattern in the artwork would come back as a 300 DPI bitmap (and three to five times the CPU).
    for (const s of STYLES.filter((x) => ['watercolour', 'vintage', 'doodle'].includes(x.family))) {
      const svg = artworkSvg({
        instanceId: 5,
        version: 1,
        occasion: { slug: 'birthday', name: 'Birthday' },
        style: { slug: s.slug, name: s.name, family: s.family, prompt_hint: s.prompt_hint, palette: s.palette },
        details: '',
      });
      const data = sampleContent({ style: { id: 1, slug: s.slug, name: s.name, family: s.family, palette: s.palette } });
      const pdf = await renderer.renderPdf(
        printDocument({
          content: data,
          product: SAMPLE_PRODUCTS.A6,
          artwork: artworkImage(Buffer.from(svg), 'image/svg+xml')!,
        }),
      );
      expectLabelled(await pdfimages(pdf), s.slug).toEqual([]);
      await expectWordsInSafeZone(pdf, SAMPLE_PRODUCTS.A6);
    }
  });

  it('when the message is very long, then the type shrinks to fit but never below 7 pt and stays in the safe zone', async () => {
    const long = Array.from(
      { length: 14 },
      (_, i) => `Line ${i + 1}: every year with you is a gift and this one will be the best of all of them.`,
    ).join(' ');
    const data = sampleContent({
      inside_text: `Dear Sam,\n\n${long}\n\nWith love,\nAlex`,
      style: { id: 2, slug: 'playful-doodle', name: 'Playful', palette: ['#ffb703', '#219ebc', '#023047'] },
    });
    const pdf = await renderer.renderPdf(printDocument({ content: data, product: SAMPLE_PRODUCTS.A6, artwork: svgArt }));
    await expectWordsInSafeZone(pdf, SAMPLE_PRODUCTS.A6);
    expect(await pdftext(pdf)).toContain('Line 14');
    await pagesToPng(pdf, 'card-a6-long-playful');
  });

  it("when an order line's print file is made from the customer's PDF, then it is those pages with the stamp small in the bleed under the card, where the cut takes it off", async () => {
    for (const [product, stamp] of [
      [SAMPLE_PRODUCTS.A6, 'Order R-1001 · line 1 of 2 · qty 3 · CARD-A6'],
      // Long: set smaller, still on one line in the bleed.
      [SAMPLE_PRODUCTS.A6, 'Order R-1002 · line 12 of 12 · qty 100 · CARD-A6-PEARLESCENT-WITH-GOLD-FOIL-EDGES-AND-LINED-ENVELOPE'],
      [SAMPLE_PRODUCTS.square, 'Order R-1003 · line 2 of 2 · qty 1 · CARD-SQUARE'],
    ] as const) {
      const plain = await renderer.renderPdf(printDocument({ content: sampleContent(), product, artwork: pngArt(1400, 1000) }));
      const pdf = await stampPdf(plain, stamp, product);

      const [before, after] = [await pdfinfo(plain), await pdfinfo(pdf)];
      expect(after.pages).toBe(2);
      expect(after.boxes).toEqual(before.boxes);
      expect(await pageSizes(pdf, 2)).toEqual(await pageSizes(plain, 2));
      expect(after.title).toBe(before.title);
      expect(after.keywords).toContain(`size:${product.size}`);
      expect(after.keywords).toContain(stamp);
      const fonts = await pdffonts(pdf);
      for (const f of fonts) expectLabelled(f.embedded, `${f.name} is not embedded`).toBe(true);
      // Montserrat's regular weight, not its semi-bold; @fontsource's WOFF2 names its family "MontserratThin".
      expect(fonts.map((f) => f.name).join(' ')).toMatch(/Montserrat\w*-Regular-/);
      // The artwork is the customer's PDF's own image, untouched: still 300 DPI and more.
      expect(await pdfimages(pdf)).toEqual(await pdfimages(plain));
      const mm = (pt: number) => pt / PT_PER_MM;
      const b = product.bleed_mm;
      const kept = await words(plain);
      const added = (await words(pdf)).filter(
        (w) => !kept.some((k) => k.page === w.page && k.text === w.text && Math.abs(k.x0 - w.x0) < 0.5 && Math.abs(k.y0 - w.y0) < 0.5),
      );
      // Every word of the stamp, in order, on one line.
      const parts = (t: string[]) => t.filter((x) => x !== '·');
      expect(parts(added.map((w) => w.text))).toEqual(parts(stamp.split(' ')));
      expect(new Set(added.map((w) => Math.round(w.y0))).size).toBe(1);
      for (const w of added) {
        expect(w.page).toBe(1);
        // Below the trim: in the bleed the guillotine cuts off, nowhere on the card.
        expectLabelled(mm(w.y0), w.text).toBeGreaterThan(b + product.flat_height_mm);
        expectLabelled(mm(w.y1), w.text).toBeLessThanOrEqual(2 * b + product.flat_height_mm);
        expectLabelled(mm(w.x0), w.text).toBeGreaterThanOrEqual(b);
        expectLabelled(mm(w.x1), w.text).toBeLessThanOrEqual(b + product.flat_width_mm);
        expectLabelled(w.y1 - w.y0, `${w.text} is set too large for the bleed`).toBeLessThan(6);
      }
      await pagesToPng(pdf, `card-${product.size}-stamped-${stamp.length}`);
    }
  }, 120_000);
});
