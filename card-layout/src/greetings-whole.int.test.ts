import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { PrintProduct, TextBand } from '@cards/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { artworkHintAttributes, artworkImage, type ArtworkImage } from './artwork-image.js';
import { cardGeometry, type Rect } from './card-geometry.js';
import type { PagePhotos } from './card-html.js';
import { cardPage } from './card-page.js';
import { FIT_TEXT_SCRIPT, type FitResult } from './fit-text.js';
import { fontFaceId, type FontSource } from './font-faces.js';
import { softHyphens } from './hyphenation.js';
import { STYLE_FAMILIES, styleFamily, type StyleFamily, type StyleRef } from './style-family.js';

/**
 * Every greeting prints whole: for every style family and every way a front can be composed,
 * the card is printed by Chromium as the rendering service prints it (fonts inlined, words
 * fitted by FIT_TEXT_SCRIPT, `page.pdf()`), and `pdftotext` must find each word of the front
 * greeting, the recipient line, the inside greeting and the sign-off in one piece.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The shipped woff2 files inlined, as the print service does. */
const fontCache = new Map<string, string>();
const fonts: FontSource = (face) => {
  const id = fontFaceId(face);
  if (!fontCache.has(id)) {
    const dir = dirname(require.resolve(`@fontsource/${face.pkg}/package.json`));
    fontCache.set(id, `data:font/woff2;base64,${readFileSync(join(dir, 'files', `${face.pkg}-${face.file}.woff2`)).toString('base64')}`);
  }
  return fontCache.get(id)!;
};

/** A catalogue style of each family. */
const STYLES: Record<StyleFamily, StyleRef> = {
  watercolour: { slug: 'watercolour-botanicals', name: 'Watercolour Botanicals', family: 'watercolour' },
  line: { slug: 'minimal-line-art', name: 'Minimal Line Art', family: 'line' },
  flat: { slug: 'bold-modern', name: 'Bold Modern', family: 'flat' },
  vintage: { slug: 'vintage-letterpress', name: 'Vintage Letterpress', family: 'vintage' },
  doodle: { slug: 'playful-doodles', name: 'Playful Doodles', family: 'doodle' },
  deco: { slug: 'elegant-gold', name: 'Elegant Gold', family: 'deco' },
};

const product = (
  flat_width_mm: number,
  flat_height_mm: number,
): Pick<PrintProduct, 'name' | 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'> => ({
  name: 'Greeting card',
  flat_width_mm,
  flat_height_mm,
  bleed_mm: 3,
});
const PRODUCTS = { A6: product(210, 148), '5x7': product(254, 178), A5: product(296, 210), square: product(300, 150) };

/**
 * What goes on a card: the front greeting and who it is for. The long names (one of 20 letters)
 * and the longest greeting go on every composition; the other lengths on the plainest front and
 * the narrowest room.
 */
const CASES = [
  { headline: 'Congratulations, Bartholomew!', recipient: 'Bartholomew', everywhere: true },
  { headline: 'Happy Birthday, Vanderstraetenbroeck!', recipient: 'Vanderstraetenbroeck', everywhere: true },
  { headline: 'Congratulations!', recipient: 'Vanderstraetenbroeck', everywhere: true },
  {
    headline: 'Congratulations on your graduation and your new job in Wolverhampton, Bartholomew!',
    recipient: 'Bartholomew',
    everywhere: true,
  },
  { headline: 'Congratulations, Marcus!', recipient: 'Marcus', everywhere: false },
  { headline: 'Thank you!', recipient: 'Christopherson', everywhere: false },
  { headline: 'Happy Anniversary to the Extraordinarily Wonderful Featherstonehaughs', recipient: 'Jo', everywhere: false },
];
const PLAIN = 'plain front';
const NARROW = 'artwork with a narrow room for the words';

const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * The words of `words` that `lines` do not hold whole. Letter-spaced capitals come out of
 * `pdftotext` with spaces inside words ("B I RT H DAY"), so lines are compared without spaces
 * or case: a word is whole when it stands inside one line, broken when it runs over two.
 */
function notWhole(words: string, lines: string[]): string[] {
  const flat = lines.map((l) => l.replace(/\s+/g, '').toLowerCase());
  return wordsOf(words).filter((w) => !flat.some((l) => l.includes(w.toLowerCase())));
}

/**
 * The lines of text `pdftotext` finds in one region of one page, as set: its layout output, since
 * its plain text joins a line that ends in a hyphen to the next. Soft hyphens the browser did not
 * break at stay in the PDF's text, invisible; they are dropped.
 */
async function pdfLines(pdf: Buffer, page: number, region: Rect): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'greetings-'));
  try {
    const file = join(dir, 'card.pdf');
    await writeFile(file, pdf);
    const pt = (mm: number) => Math.round((mm * 72) / 25.4);
    const crop = { '-x': region.x, '-y': region.y, '-W': region.w, '-H': region.h };
    const args = ['-bbox-layout', '-f', String(page), '-l', String(page), ...Object.entries(crop).flatMap(([k, v]) => [k, String(pt(v))])];
    const { stdout } = await run('pdftotext', [...args, file, '-']);
    const xml = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    return [...stdout.matchAll(/<line[^>]*>([\s\S]*?)<\/line>/g)].map((line) =>
      [...line[1]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => xml(w[1]!).replace(/\u00ad/g, '')).join(' '),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('greetings print whole', () => {
  let browser: Browser;
  let page: Page;
  let art: { hinted: ArtworkImage; narrow: ArtworkImage; plain: ArtworkImage; small: ArtworkImage; photo: ArtworkImage };

  /** A raster picture made by Chromium itself: a soft gradient, as a photo or model artwork might be. */
  async function png(width: number, height: number): Promise<ArtworkImage> {
    await page.setViewport({ width, height });
    await page.setContent(
      `<body style="margin:0;width:${width}px;height:${height}px;background:linear-gradient(135deg,#8fb3c9,#e8c9a0 60%,#6d8f6a)"></body>`,
    );
    const bytes = await page.screenshot({ type: 'png' });
    return artworkImage(Buffer.from(bytes), 'image/png')!;
  }

  beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      pipe: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
    });
    page = await browser.newPage();
    const svg = (hints: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1400" ${hints}><rect width="1000" height="1400" fill="#e9eef2"/><circle cx="500" cy="1000" r="300" fill="#7fa88b"/></svg>`;
    art = {
      // Artwork that left a band at its top for the words, as the offline painter does.
      hinted: artworkImage(
        Buffer.from(svg(artworkHintAttributes({ textBox: { x: 0.12, y: 0.08, w: 0.76, h: 0.22 }, ink: null }))),
        'image/svg+xml',
      )!,
      // The narrowest room the painter leaves: a middle band 56 % of the picture wide.
      narrow: artworkImage(
        Buffer.from(svg(artworkHintAttributes({ textBox: { x: 0.22, y: 0.4, w: 0.56, h: 0.2 }, ink: null }))),
        'image/svg+xml',
      )!,
      // Artwork that says nothing about itself: the words go on a plate.
      plain: artworkImage(Buffer.from(svg('')), 'image/svg+xml')!,
      // Raster artwork too small to cover the front at 300 DPI: framed, the words below it.
      small: await png(700, 700),
      photo: await png(900, 1200),
    };
    await page.setJavaScriptEnabled(false);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  /** Every way a front is composed: what is drawn on it decides where and how wide the words are. */
  const compositions = (): Array<{ name: string; artwork: ArtworkImage | null; photos?: PagePhotos }> => [
    { name: PLAIN, artwork: null },
    { name: 'artwork with room for the words', artwork: art.hinted },
    { name: NARROW, artwork: art.narrow },
    { name: 'artwork, words on a plate', artwork: art.plain },
    { name: 'framed artwork, words below', artwork: art.small },
    ...(['top', 'middle', 'bottom'] as TextBand[]).map((band) => ({
      name: `photo, words in the ${band} band`,
      artwork: art.plain,
      photos: { front: { image: art.photo, crop: { x: 0, y: 0, w: 1, h: 1 }, textBand: band } },
    })),
  ];

  /**
   * The cards printed: every family and composition on the smallest card (A6) with the cases
   * that go everywhere and, on the plainest front and the narrowest room, the others; the first
   * case on the other sizes, on a plate over artwork and in a photo's band.
   */
  const prints = () =>
    STYLE_FAMILIES.flatMap((family) =>
      compositions().flatMap((comp) => [
        ...CASES.filter((c) => c.everywhere || comp.name === PLAIN || comp.name === NARROW).map((c) => ({ family, size: 'A6', c, comp })),
        ...(comp.artwork === art.plain ? ['5x7', 'A5', 'square'].map((size) => ({ family, size, c: CASES[0]!, comp })) : []),
      ]),
    );

  /** Prints the card as the rendering service does and returns the fitting's report and the PDF. */
  async function print(html: string, g: ReturnType<typeof cardGeometry>, pages: string): Promise<{ fit: FitResult[]; pdf: Buffer }> {
    await page.setContent(html, { waitUntil: 'load' });
    const fit = (await page.evaluate(FIT_TEXT_SCRIPT)) as FitResult[];
    const pdf = Buffer.from(
      await page.pdf({
        width: `${g.pageW}mm`,
        height: `${g.pageH}mm`,
        margin: { top: 0, right: 0, bottom: 0, left: 0 },
        printBackground: true,
        pageRanges: pages,
      }),
    );
    return { fit, pdf };
  }

  /**
   * Which of a family's prints `make test` makes: every family has the same list (composition ×
   * case × size), and family k prints the entries at k, k + 5, k + 10…, so the six families
   * together print every entry of the list at least once, a fifth of the 300 prints in all.
   * `make test-print-whole` (PRINT_CHECK=all) prints all of them.
   */
  const SHARE = process.env.PRINT_CHECK === 'all' ? 1 : 5;
  const mine = (family: StyleFamily) => (_: unknown, i: number) => i % SHARE === STYLE_FAMILIES.indexOf(family) % SHARE;

  // One test a family, so a busy machine's slow Chromium meets each test's own time limit.
  it.each(STYLE_FAMILIES)(
    'when a card in the %s family, on its share of the front compositions, carries long words and names, then pdftotext finds every word of the greeting, the recipient line, the inside greeting and the sign-off whole',
    async (only) => {
      const broken: string[] = [];
      const all = prints()
        .filter((p) => p.family === only)
        .filter(mine(only));
      expect(styleFamily(STYLES[only])).toBe(only);
      for (const { family, size, c, comp } of all) {
        const style = STYLES[family];
        const p = PRODUCTS[size as keyof typeof PRODUCTS];
        const card = cardPage({
          content: {
            id: 1,
            headline: c.headline,
            inside: `Dear ${c.recipient},\n\nWishing you the happiest of days and every good thing in the year ahead.\n\nWith love from all of us,\nMaximiliana Featherstonehaugh`,
            style,
            palette: ['#2f3e46', '#84a98c', '#cad2c5', '#f7f3ec'],
            occasion_slug: 'birthday',
            occasion_name: 'Birthday',
            recipient_name: c.recipient,
            sender_name: 'Maximiliana Featherstonehaugh',
          },
          product: p,
          artwork: comp.artwork,
          photos: comp.photos,
          stamp: null,
          fonts,
        });
        const g = card.geometry;
        // The inside is the same whatever the front: it is read from the plain front's print.
        const withInside = comp.name === PLAIN;
        const { fit, pdf } = await print(card.html, g, withInside ? '1-2' : '1');
        const where = `${family} ${size} ${comp.name} "${c.headline}"`;
        const front = await pdfLines(pdf, 1, g.panels.front);
        const frontWords = c.headline.includes(c.recipient) ? c.headline : `${c.headline} For ${c.recipient}`;
        for (const w of notWhole(frontWords, front)) broken.push(`${where}: "${w}" in ${JSON.stringify(front)}`);
        // Nothing runs out of its box, and the last resort (breaking a run of letters) was never needed.
        if (fit.some((f) => f.overflow || f.brokeWords)) broken.push(`${where}: fitting reports ${JSON.stringify(fit)}`);
        if (withInside) {
          const inside = await pdfLines(pdf, 2, g.panels.insideRight);
          for (const w of notWhole(`Dear ${c.recipient}, With love from all of us, Maximiliana Featherstonehaugh`, inside))
            broken.push(`${where} inside: "${w}" in ${JSON.stringify(inside)}`);
        }
      }
      expect(broken).toEqual([]);
      expect(all.length).toBeGreaterThan(40 / SHARE);
    },
    600_000,
  );

  it('when a long letter is printed, then only a style that allows hyphenation breaks a word in it, and only at a dictionary point', async () => {
    const letter = Array.from(
      { length: 5 },
      () =>
        'Thank you for an extraordinary, unforgettable year of adventures, celebrations and conversations; your encouragement and generosity meant everything.',
    ).join(' ');
    const outcome: Record<string, { hyphenated: number; elsewhere: string[] }> = {};
    for (const family of STYLE_FAMILIES) {
      const card = cardPage({
        content: {
          id: 1,
          headline: 'Thank you!',
          inside: `Dear Jo,\n\n${letter}\n\nWith love,\nAlex`,
          style: STYLES[family],
          palette: ['#2f3e46', '#84a98c', '#cad2c5', '#f7f3ec'],
          occasion_slug: 'thank-you',
          occasion_name: 'Thank you',
          recipient_name: 'Jo',
          sender_name: 'Alex',
        },
        product: PRODUCTS.A6,
        artwork: null,
        stamp: null,
        fonts,
      });
      // Only the inside sheet is printed: it is page 1 of this PDF.
      const { fit, pdf } = await print(card.html, card.geometry, '2');
      expect(fit.some((f) => f.overflow || f.brokeWords)).toBe(false);
      const lines = await pdfLines(pdf, 1, card.geometry.panels.insideRight);
      const result = { hyphenated: 0, elsewhere: [] as string[] };
      lines.forEach((line, i) => {
        const head = /(\p{L}+)[-\u2010]$/u.exec(line)?.[1];
        const tail = /^(\p{L}+)/u.exec(lines[i + 1] ?? '')?.[1];
        if (!head || !tail) return;
        result.hyphenated++;
        // The dictionary's points in the whole word: where the pieces between its soft hyphens end.
        const points = softHyphens(head + tail)
          .split('\u00ad')
          .map((_, k, pieces) => pieces.slice(0, k + 1).join('').length);
        if (!points.slice(0, -1).includes(head.length)) result.elsewhere.push(`${head}-${tail}`);
      });
      // Every word of the letter is whole, once the dictionary breaks are joined again.
      const read = new Set(
        lines
          .join(' ')
          .replace(/(\p{L})[-\u2010] (?=\p{L})/gu, '$1')
          .split(/\s+/)
          .map((w) => w.replace(/[,.;]/g, '')),
      );
      expect(wordsOf(letter.replace(/[,.;]/g, '')).filter((w) => !read.has(w))).toEqual([]);
      outcome[family] = result;
    }
    // Vintage sets a long letter like a book page and breaks words at the dictionary's points; no other style breaks one.
    for (const family of STYLE_FAMILIES)
      expect({ family, ...outcome[family] }).toEqual({
        family,
        hyphenated: family === 'vintage' ? expect.any(Number) : 0,
        elsewhere: [],
      });
    expect(outcome.vintage!.hyphenated).toBeGreaterThan(0);
  }, 120_000);
});
