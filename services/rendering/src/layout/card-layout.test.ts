import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, sampleContent } from '../samples/sample-card.js';
import { placeFrontArtwork, insideVignette, MIN_PRINT_DPI } from './artwork-placement.js';
import { splitInsideText } from './card-content.js';
import { printDocument } from './card-document.js';
import { cardGeometry, contains, SAFE_MM } from './card-geometry.js';
import { luminance, themeColors } from './card-theme.js';
import { escapeHtml } from './escape-html.js';
import { rasterSize } from './image-size.js';

describe('card layout', () => {
  it('when a product is laid out, then pages are flat size plus bleed and safe areas keep 5 mm from trim and fold', () => {
    for (const p of Object.values(SAMPLE_PRODUCTS)) {
      const g = cardGeometry(p);
      expect(g.pageW).toBeCloseTo(p.flat_width_mm + 2 * p.bleed_mm, 6);
      expect(g.pageH).toBeCloseTo(p.flat_height_mm + 2 * p.bleed_mm, 6);
      expect(g.foldX).toBeCloseTo(p.bleed_mm + p.flat_width_mm / 2, 6);
      for (const name of ['back', 'front', 'insideLeft', 'insideRight'] as const) {
        const s = g.safe[name], panel = g.panels[name];
        expect(contains(panel, s)).toBe(true);
        expect(s.x - panel.x).toBeCloseTo(SAFE_MM, 6);
        expect(Math.min(Math.abs(s.x - g.foldX), Math.abs(s.x + s.w - g.foldX))).toBeGreaterThanOrEqual(SAFE_MM - 1e-6);
      }
    }
  });

  it('when raster artwork is too small to cover the front at 300 DPI, then it is framed at no more than its 300 DPI size', () => {
    const g = cardGeometry(SAMPLE_PRODUCTS.A5);
    const small = placeFrontArtwork(g, { vector: false, widthPx: 1024, heightPx: 1024 });
    expect(small.mode).toBe('framed');
    expect(small.dpi).toBeGreaterThanOrEqual(MIN_PRINT_DPI);
    expect(small.box.w).toBeLessThanOrEqual((1024 / 300) * 25.4 + 1e-6);
    const big = placeFrontArtwork(g, { vector: false, widthPx: 4000, heightPx: 4000 });
    expect(big.mode).toBe('cover');
    expect(big.dpi).toBeGreaterThanOrEqual(MIN_PRINT_DPI);
    expect(placeFrontArtwork(g, { vector: true }).mode).toBe('cover');
    for (const [wp, hp] of [[600, 800], [800, 600], [400, 400]] as const) {
      const v = insideVignette(g, { vector: false, widthPx: wp, heightPx: hp });
      const placedW = Math.max(v.w, v.h * (wp / hp));
      expect(wp / (placedW / 25.4)).toBeGreaterThanOrEqual(MIN_PRINT_DPI - 1e-6);
    }
  });

  it('when the inside words come from the generator, then greeting, message and sign-off are split without losing words', () => {
    const s = splitInsideText('Dear Sam,\n\nHave a lovely day.\nEnjoy it.\n\nWith love,\nAlex\n\nP.S. Cake!', 'Alex');
    expect(s).toEqual({ greeting: 'Dear Sam,', message: 'Have a lovely day.\nEnjoy it.\n\nP.S. Cake!', sign_off: 'With love,\nAlex' });
    expect(splitInsideText('Just one paragraph, no greeting.', 'Alex')).toEqual({ greeting: null, message: 'Just one paragraph, no greeting.', sign_off: null });
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
    const doc = printDocument({
      data: sampleContent({ front_text: '<img src="http://127.0.0.1:9/x">', inside_text: 'Hi</style><script>alert(1)</script>' }),
      product: SAMPLE_PRODUCTS.A6, artwork: null, stamp: null,
    });
    expect(doc.html).not.toContain('<img src="http');
    expect(doc.html).not.toContain('<script>');
    expect(doc.html).toContain('&lt;img src=&quot;http://127.0.0.1:9/x&quot;&gt;');
    expect(escapeHtml('a&b"c\'d`')).toBe('a&amp;b&quot;c&#39;d&#96;');
  });

  it('when artwork bytes are PNG, JPEG or WebP, then their pixel size is read from the header', () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0); png.write('IHDR', 12, 'ascii'); png.writeUInt32BE(1024, 16); png.writeUInt32BE(768, 20);
    expect(rasterSize(png)).toEqual({ width: 1024, height: 768, type: 'png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x02, 0x00, 0x03, 0x00, 3, 0, 0, 0]);
    expect(rasterSize(jpeg)).toEqual({ width: 768, height: 512, type: 'jpeg' });
    expect(rasterSize(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
