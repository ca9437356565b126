import type { PrintProduct } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { artworkHintAttributes, artworkImage, base64, rasterSize, readArtworkHints } from './artwork-image.js';
import { artworkRegion, insideVignette, MIN_PRINT_DPI, placeFrontArtwork } from './artwork-placement.js';
import type { CardContent } from './card-content.js';
import { cardGeometry, contains, PT_PER_MM, SAFE_MM } from './card-geometry.js';
import { cardPage } from './card-page.js';
import { luminance, themeColors, typographyFor, type Typography } from './card-theme.js';
import { cardWords, splitInsideText } from './card-words.js';
import { escapeHtml } from './escape-html.js';
import { facesFor, fontFacesCss, type FontSource } from './font-faces.js';
import { STYLE_FAMILIES, styleFamily, type StyleRef } from './style-family.js';
import { textWidthEm } from './text-measure.js';

const product = (
  flat_width_mm: number,
  flat_height_mm: number,
): Pick<PrintProduct, 'name' | 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'> => ({
  name: 'Card',
  flat_width_mm,
  flat_height_mm,
  bleed_mm: 3,
});
const PRODUCTS = { A6: product(210, 148), A5: product(296, 210), '5x7': product(254, 178), square: product(300, 150) };
/** The catalogue's seeded styles, one of each family. */
/** The starter catalogue's styles, each with the family it names. */
const SEEDED: StyleRef[] = [
  { slug: 'watercolour-botanicals', name: 'Watercolour Botanicals', family: 'watercolour' },
  { slug: 'bold-modern', name: 'Bold Modern', family: 'flat' },
  { slug: 'vintage-letterpress', name: 'Vintage Letterpress', family: 'vintage' },
  { slug: 'minimal-line-art', name: 'Minimal Line Art', family: 'line' },
  { slug: 'playful-doodles', name: 'Playful Doodles', family: 'doodle' },
  { slug: 'elegant-gold', name: 'Elegant Gold', family: 'deco' },
];
const fonts: FontSource = (f) => `/fonts/${f.pkg}-${f.file}.woff2`;
const content = (over: Partial<CardContent> = {}): CardContent => ({
  id: 42,
  headline: 'Happy Birthday, Sam!',
  inside: 'Dear Sam,\n\nHave a lovely day.\n\nWith love,\nAlex',
  style: { slug: 'watercolour-botanicals', name: 'Watercolour Botanicals' },
  palette: ['#7fa88b', '#e8a5a0', '#f4d9c6', '#4f6d7a', '#fdfaf4'],
  occasion_slug: 'birthday',
  occasion_name: 'Birthday',
  recipient_name: 'Sam',
  sender_name: 'Alex',
  ...over,
});

describe('card layout', () => {
  it('when a product is laid out, then pages are flat size plus bleed and safe areas keep 5 mm from trim and fold', () => {
    for (const p of Object.values(PRODUCTS)) {
      const g = cardGeometry(p);
      expect(g.pageW).toBeCloseTo(p.flat_width_mm + 2 * p.bleed_mm, 6);
      expect(g.pageH).toBeCloseTo(p.flat_height_mm + 2 * p.bleed_mm, 6);
      expect(g.foldX).toBeCloseTo(p.bleed_mm + p.flat_width_mm / 2, 6);
      for (const name of ['back', 'front', 'insideLeft', 'insideRight'] as const) {
        const s = g.safe[name],
          panel = g.panels[name];
        expect(contains(panel, s)).toBe(true);
        expect(s.x - panel.x).toBeCloseTo(SAFE_MM, 6);
        expect(Math.min(Math.abs(s.x - g.foldX), Math.abs(s.x + s.w - g.foldX))).toBeGreaterThanOrEqual(SAFE_MM - 1e-6);
      }
    }
  });

  it('when raster artwork is too small to cover the front at 300 DPI, then it is framed at no more than its 300 DPI size', () => {
    const g = cardGeometry(PRODUCTS.A5);
    const small = placeFrontArtwork(g, { vector: false, widthPx: 1024, heightPx: 1024 });
    expect(small.mode).toBe('framed');
    expect(small.dpi).toBeGreaterThanOrEqual(MIN_PRINT_DPI);
    expect(small.box.w).toBeLessThanOrEqual((1024 / 300) * 25.4 + 1e-6);
    const big = placeFrontArtwork(g, { vector: false, widthPx: 4000, heightPx: 4000 });
    expect(big.mode).toBe('cover');
    expect(big.dpi).toBeGreaterThanOrEqual(MIN_PRINT_DPI);
    expect(placeFrontArtwork(g, { vector: true }).mode).toBe('cover');
    for (const [wp, hp] of [
      [600, 800],
      [800, 600],
      [400, 400],
    ] as const) {
      const v = insideVignette(g, { vector: false, widthPx: wp, heightPx: hp });
      const placedW = Math.max(v.w, v.h * (wp / hp));
      expect(wp / (placedW / 25.4)).toBeGreaterThanOrEqual(MIN_PRINT_DPI - 1e-6);
    }
  });

  it('when the inside words have a P.S. after the sign-off, then every part keeps its place and the sign-off is not moved after it', () => {
    const s = splitInsideText('Dear Sam,\n\nHave a lovely day.\nEnjoy it.\n\nWith love,\nAlex\n\nP.S. Cake!', 'Alex');
    expect(s).toEqual({
      greeting: 'Dear Sam,',
      message: 'Have a lovely day.\nEnjoy it.',
      signOff: 'With love,\nAlex',
      after: 'P.S. Cake!',
    });
    expect(splitInsideText('Just one paragraph, no greeting.', 'Alex')).toEqual({
      greeting: null,
      message: 'Just one paragraph, no greeting.',
      signOff: null,
      after: null,
    });
    const page = cardPage({
      content: content({ inside: 'Dear Sam,\n\nHave a lovely day.\n\nWith love,\nAlex\n\nP.S. Cake!' }),
      product: PRODUCTS.A6,
      artwork: null,
      fonts,
    });
    const order = ['Dear Sam,', 'Have a lovely day.', 'With love,', 'P.S. Cake!'].map((t) => page.html.indexOf(t));
    expect(order.every((i, k) => i > 0 && (k === 0 || i > order[k - 1]!))).toBe(true);
  });

  it('when the sign-off does not name the sender, then the sender is added under it; with no sign-off the name closes the card', () => {
    expect(cardWords(content({ inside: 'Hello Sam,\n\nHave fun.\n\nLove,' })).signOff).toBe('Love,\nAlex');
    expect(cardWords(content({ inside: 'Have fun.' })).signOff).toBe('Alex');
    // Signed by the customer with another name (an edit): no second name under it.
    expect(cardWords(content({ inside: 'Hello Sam,\n\nHave fun.\n\nWith love,\nGran and Grandad' })).signOff).toBe(
      'With love,\nGran and Grandad',
    );
    expect(cardWords(content({ inside: 'Have fun.', sender_name: '' })).signOff).toBeNull();
  });

  it("when a card sent to many is set for one recipient, then their salutation takes the written greeting's place and every other word stays", () => {
    const inside = 'Dear friends,\n\nWishing you a peaceful Christmas.\n\nWith love,\nAlex';
    const words = cardWords(content({ inside, salutation: 'Dear Aunt Jean' }));
    expect(words.greeting).toBe('Dear Aunt Jean,');
    expect(words.message).toBe('Wishing you a peaceful Christmas.');
    expect(words.signOff).toBe('With love,\nAlex');
    // A card written without a greeting gains one; a blank salutation keeps the written greeting.
    expect(cardWords(content({ inside: 'Wishing you a peaceful Christmas.', salutation: 'Hi Patel family!' })).greeting).toBe(
      'Hi Patel family!',
    );
    expect(cardWords(content({ inside, salutation: '  ' })).greeting).toBe('Dear friends,');
    const page = cardPage({ content: content({ inside, salutation: 'Dear Aunt Jean' }), product: PRODUCTS.A6, artwork: null, fonts });
    expect(page.html).toContain('Dear Aunt Jean,');
    expect(page.html).not.toContain('Dear friends,');
  });

  it('when a card designed for Sam is set for another recipient on the list, then its front is not labelled for Sam', () => {
    const inside = 'Dear friends,\n\nWishing you a peaceful Christmas.\n\nWith love,\nAlex';
    expect(cardWords(content({ headline: 'Merry Christmas', inside, recipient_name: 'Sam' })).recipientName).toBe('Sam');
    expect(
      cardWords(content({ headline: 'Merry Christmas', inside, recipient_name: 'Sam', salutation: 'Dear Aunt Jean' })).recipientName,
    ).toBeNull();
    const page = cardPage({
      content: content({ headline: 'Merry Christmas', inside, recipient_name: 'Sam', salutation: 'Dear Aunt Jean' }),
      product: PRODUCTS.A6,
      artwork: null,
      fonts,
    });
    expect(page.html).not.toContain('For Sam');
    expect(
      cardPage({
        content: content({ headline: 'Merry Christmas', inside, recipient_name: 'Sam' }),
        product: PRODUCTS.A6,
        artwork: null,
        fonts,
      }).html,
    ).toContain('For Sam');
  });

  it('when a palette is light, invalid or empty, then the ink is dark enough to read and nothing but hex colours reach the page', () => {
    const hex = /^#[0-9a-f]{6}$/;
    for (const palette of [['#ffe4e1', '#fff0f5'], ['red; background:url(http://x)', '#123456'], []]) {
      const c = themeColors(palette);
      for (const v of Object.values(c)) expect(v).toMatch(hex);
      const rgb = [1, 3, 5].map((i) => parseInt(c.ink.slice(i, i + 2), 16)) as [number, number, number];
      expect(luminance(rgb)).toBeLessThan(0.1);
    }
  });

  it('when words contain markup, then the page carries them as text, never as elements', () => {
    const { html } = cardPage({
      content: content({ headline: '<img src="http://127.0.0.1:9/x">', inside: 'Hi</style><script>alert(1)</script>' }),
      product: PRODUCTS.A6,
      artwork: null,
      fonts,
    });
    expect(html).not.toContain('<img src="http');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=&quot;http://127.0.0.1:9/x&quot;&gt;');
    expect(escapeHtml('a&b"c\'d`')).toBe('a&amp;b&quot;c&#39;d&#96;');
  });

  it('when a font source or origin is not a plain URL, then the layout refuses it', () => {
    const type = cardPage({ content: content(), product: PRODUCTS.A6, artwork: null, fonts }).html;
    expect(type).toContain('src:url(/fonts/dancing-script-latin-700-normal.woff2)');
    expect(() =>
      cardPage({
        content: content(),
        product: PRODUCTS.A6,
        artwork: null,
        fonts: () => 'x) ; } body{background:url(http://evil',
      }),
    ).toThrow(/font source/);
    expect(() => cardPage({ content: content(), product: PRODUCTS.A6, artwork: null, fonts, fontOrigin: "'unsafe-inline'" })).toThrow(
      /origin/,
    );
  });

  it('when the page is opened at an IPv6 address, then its fonts are allowed on that port, as a CSP cannot name an IPv6 literal', () => {
    const { html } = cardPage({
      content: content(),
      product: PRODUCTS.A6,
      artwork: null,
      stamp: null,
      fonts,
      fontOrigin: 'http://[::1]:8080',
    });
    expect(html).toContain('font-src data: http://*:8080;');
    expect(() =>
      cardPage({ content: content(), product: PRODUCTS.A6, artwork: null, stamp: null, fonts, fontOrigin: 'http://[::1;x]:8080' }),
    ).toThrow(/origin/);
  });

  it('when artwork bytes are PNG, JPEG, WebP or SVG, then their kind, pixel size and hints are read from the bytes', () => {
    const png = new Uint8Array(33);
    const v = new DataView(png.buffer);
    v.setUint32(0, 0x89504e47);
    png.set(
      [...'IHDR'].map((c) => c.charCodeAt(0)),
      12,
    );
    v.setUint32(16, 1024);
    v.setUint32(20, 768);
    expect(rasterSize(png)).toEqual({ width: 1024, height: 768, type: 'png' });
    expect(artworkImage(png, 'image/png')).toMatchObject({ vector: false, widthPx: 1024, heightPx: 768 });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x02, 0x00, 0x03, 0x00, 3, 0, 0, 0]);
    expect(rasterSize(jpeg)).toEqual({ width: 768, height: 512, type: 'jpeg' });
    expect(rasterSize(new TextEncoder().encode('<svg/>'))).toBeUndefined();
    const hints = { textBox: { x: 0.1, y: 0.3, w: 0.8, h: 0.25 }, ink: '#fefefe' };
    const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${artworkHintAttributes(hints)} viewBox="0 0 10 14"/>`;
    expect(readArtworkHints(svg)).toEqual(hints);
    expect(artworkImage(new TextEncoder().encode(svg))).toMatchObject({ vector: true, hints });
    expect(readArtworkHints('<svg data-text-box="0 0 2 2">')).toBeUndefined();
    expect(base64(new TextEncoder().encode('any carnal pleas'))).toBe('YW55IGNhcm5hbCBwbGVhcw==');
    expect(base64(new TextEncoder().encode('any carnal pleasu'))).toBe('YW55IGNhcm5hbCBwbGVhc3U=');
  });

  it('when vector artwork declares where the words go, then the front greeting sits in that area without a plate, in the ink it asks for', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" ${artworkHintAttributes({ textBox: { x: 0.12, y: 0.6, w: 0.76, h: 0.26 }, ink: '#fdf6e3' })} viewBox="0 0 1000 1400" width="1000" height="1400"/>`;
    const artwork = artworkImage(new TextEncoder().encode(svg))!;
    const page = cardPage({ content: content(), product: PRODUCTS.A6, artwork, fonts });
    const g = page.geometry;
    const placed = placeFrontArtwork(g, artwork);
    const region = artworkRegion(placed.box, 1000 / 1400, artwork.hints!.textBox);
    const front = /data-part="front" style="left:([\d.]+)mm;top:([\d.]+)mm;width:([\d.]+)mm;height:([\d.]+)mm;"/
      .exec(page.html)!
      .slice(1)
      .map(Number);
    expect(front[1]).toBeCloseTo(region.y, 1);
    expect(contains(g.safe.front, { x: front[0]!, y: front[1]!, w: front[2]!, h: front[3]! })).toBe(true);
    expect(page.html).not.toContain('class="plate"');
    expect(page.html).toMatch(/\.headline\{[^}]*color:#fdf6e3/);
  });

  it('when words are long, then no style breaks them: the greeting is set small enough for its longest word, and only a long letter in a style that allows it is hyphenated', () => {
    const letter = Array.from(
      { length: 6 },
      () => 'Thank you for an extraordinary, unforgettable year of adventures and celebrations together.',
    ).join(' ');
    for (const style of SEEDED) {
      const { slug } = style;
      const t = typographyFor(style);
      const page = cardPage({
        content: content({
          style,
          headline: 'Congratulations, Vanderstraetenbroeck!',
          recipient_name: 'Vanderstraetenbroeck',
          inside: `Dear Vanderstraetenbroeck,\n\n${letter}\n\nWith love,\nAlex`,
        }),
        product: PRODUCTS.A6,
        artwork: null,
        stamp: null,
        fonts,
      });
      expect(page.html).not.toMatch(/overflow-wrap|word-break|hyphens:\s*auto/);
      const headlinePt = Number(/\.headline\{[^}]*font-size:max\(7pt, calc\(([\d.]+)pt/.exec(page.html)![1]);
      const frontW = Number(/data-part="front" style="[^"]*width:([\d.]+)mm/.exec(page.html)![1]);
      const longest = textWidthEm('Vanderstraetenbroeck!', {
        face: t.display,
        uppercase: t.displayUppercase,
        trackingEm: t.displayTracking,
      });
      expect({ slug, fits: (longest * headlinePt) / PT_PER_MM <= frontW }).toEqual({ slug, fits: true });
      expect(headlinePt).toBeGreaterThan(10);
      const [outside, inside] = page.html.split('data-page="inside"');
      expect(outside).not.toContain('\u00ad');
      expect({ slug, hyphenated: inside!.includes('ex\u00adtraordin\u00adary') }).toEqual({ slug, hyphenated: t.hyphenateMessage });
      expect(inside).toContain('Dear Vanderstraetenbroeck,');
    }
    expect(SEEDED.filter((s) => typographyFor(s).hyphenateMessage).map((s) => s.slug)).toEqual(['vintage-letterpress']);
  });

  it('when a style names its family, then it is set in that family whatever its name reads as, a card without a style is watercolour, and a page carries only the faces its type uses', () => {
    expect(styleFamily({ slug: 'risograph', name: 'Risograph', family: 'flat' })).toBe('flat');
    expect(styleFamily({ slug: 'gold-watercolour', name: 'Gold watercolour', family: 'watercolour' })).toBe('watercolour');
    expect(styleFamily({ slug: 'elegant-gold', name: 'Elegant Gold' })).toBe('watercolour');
    expect(styleFamily(null)).toBe('watercolour');
    expect(typographyFor({ slug: 'risograph', name: 'Risograph', family: 'doodle' })).toEqual(typographyFor(SEEDED[4]!));
    expect(SEEDED.map((s) => styleFamily(s)).sort()).toEqual([...STYLE_FAMILIES].sort());
    const page = cardPage({ content: content(), product: PRODUCTS.A6, artwork: null, fonts });
    const doodle: Typography = {
      display: { family: 'Caveat', weight: 700, style: 'normal' },
      displayUppercase: false,
      displayTracking: 0,
      displayPt: 30,
      body: { family: 'Lora', weight: 400, style: 'normal' },
      script: { family: 'Caveat', weight: 700, style: 'normal' },
      scriptPt: 20,
      hyphenateMessage: false,
    };
    const faces = facesFor(doodle);
    expect(faces.map((f) => `${f.family} ${f.weight}`).sort()).toEqual(['Caveat 700', 'Lora 400', 'Montserrat 400', 'Montserrat 600']);
    expect(fontFacesCss(doodle, fonts).match(/@font-face/g)).toHaveLength(4);
    expect(page.html.match(/@font-face/g)!.length).toBeLessThanOrEqual(5);
  });
});
