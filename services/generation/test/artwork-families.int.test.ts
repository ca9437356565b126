import { readArtworkHints, STYLE_FAMILIES, styleFamily } from '@cards/card-layout';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { STYLES } from '../../catalog/src/seed/styles.seed.js';
import { artworkSvg, motifsFor } from '@cards/card-art';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const RW = 200,
  RH = 280;
const style = (s: (typeof STYLES)[number]) => ({
  slug: s.slug,
  name: s.name,
  family: s.family,
  prompt_hint: s.prompt_hint,
  palette: s.palette,
});
const svgOf = (s: (typeof STYLES)[number], occasion: string, instanceId: number, details = '') =>
  artworkSvg({ instanceId, version: 1, occasion: { slug: occasion, name: occasion }, style: style(s), details });

/** The SVG as Chromium paints it, RGBA at RW×RH. */
async function raster(page: Page, svg: string): Promise<Uint8ClampedArray> {
  const b64 = Buffer.from(svg).toString('base64');
  const data = await page.evaluate(
    async (src: string, w: number, h: number) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0, w, h);
      return Array.from(ctx.getImageData(0, 0, w, h).data);
    },
    `data:image/svg+xml;base64,${b64}`,
    RW,
    RH,
  );
  return Uint8ClampedArray.from(data);
}

/** Share of pixels that differ visibly (by more than 60 over the three channels) between two pictures. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) n++;
  return n / (a.length / 4);
}

/** Share of the pixels in a box (fractions of the picture) that stand out from the box's typical colour: ink where the words go. */
function inkIn(px: Uint8ClampedArray, box: { x: number; y: number; w: number; h: number }): number {
  const x0 = Math.round(box.x * RW),
    y0 = Math.round(box.y * RH),
    x1 = Math.round((box.x + box.w) * RW),
    y1 = Math.round((box.y + box.h) * RH);
  const cells: number[][] = [];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * RW + x) * 4;
      cells.push([px[i]!, px[i + 1]!, px[i + 2]!]);
    }
  const median = [0, 1, 2].map((c) => cells.map((p) => p[c]!).sort((a, b) => a - b)[cells.length >> 1]!);
  return (
    cells.filter((p) => Math.abs(p[0]! - median[0]!) + Math.abs(p[1]! - median[1]!) + Math.abs(p[2]! - median[2]!) > 60).length /
    cells.length
  );
}

describe('offline artwork: a family per style, true to it', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      pipe: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when every seeded style is drawn, then each has its own family and the pictures differ clearly from each other', async () => {
    expect(new Set(STYLES.map((s) => styleFamily(s))).size).toBe(STYLE_FAMILIES.length);
    for (const occasion of ['birthday', 'sympathy', 'christmas']) {
      const pics = await Promise.all(STYLES.map(async (s) => ({ slug: s.slug, px: await raster(page, svgOf(s, occasion, 30)) })));
      for (let i = 0; i < pics.length; i++) {
        for (let j = i + 1; j < pics.length; j++) {
          expectLabelled(difference(pics[i]!.px, pics[j]!.px), `${occasion}: ${pics[i]!.slug} vs ${pics[j]!.slug}`).toBeGreaterThan(0.1);
        }
      }
    }
  });

  it('when the options of one card are drawn, then each takes another composition, with the greeting area somewhere else and the picture different', async () => {
    for (const s of STYLES) {
      const svgs = [30, 31, 32].map((id) => svgOf(s, 'birthday', id));
      const boxes = svgs.map((svg) => JSON.stringify(readArtworkHints(svg)!.textBox));
      expectLabelled(new Set(boxes).size, s.slug).toBe(3);
      const px = await Promise.all(svgs.map((svg) => raster(page, svg)));
      expectLabelled(difference(px[0]!, px[1]!), s.slug).toBeGreaterThan(0.05);
      expectLabelled(difference(px[1]!, px[2]!), s.slug).toBeGreaterThan(0.05);
    }
  });

  // One test a style (nine pictures each), so each has its own time limit on a busy machine.
  for (const s of STYLES) {
    it(`when ${s.slug} is drawn for any occasion and composition, then the area left for the greeting stays clear of ink`, async () => {
      for (const occasion of ['birthday', 'sympathy', 'christmas']) {
        for (const id of [30, 31, 32]) {
          const svg = svgOf(s, occasion, id, 'She loves her dog and long walks by the sea');
          const hints = readArtworkHints(svg)!;
          expectLabelled(hints.ink, s.slug).toMatch(/^#[0-9a-f]{6}$/);
          expect(hints.textBox.w).toBeGreaterThan(0.5);
          expectLabelled(inkIn(await raster(page, svg), hints.textBox), `${s.slug} ${occasion} ${id}`).toBeLessThan(0.02);
        }
      }
    });
  }

  it('when the notes name something the library can draw, then it leads the picture', () => {
    for (const s of STYLES)
      expectLabelled(svgOf(s, 'birthday', 30, 'She grows prize-winning dahlias'), s.slug).not.toBe(svgOf(s, 'birthday', 30));
    expect(motifsFor('birthday', 'She grows prize-winning dahlias')).toMatchObject({ focal: 'dahlia', fromNotes: true });
    expect(motifsFor('retirement', 'can finally walk the dog every morning').focal).toBe('dog');
    expect(motifsFor('sympathy', 'no hobbies mentioned')).toMatchObject({ focal: 'sprig', fromNotes: false });
  });
});
