import { describe, expect, it } from '@jest/globals';
import { cardGeometry } from './card-geometry.js';
import { cardPage } from './card-page.js';
import type { FontSource } from './font-faces.js';
import { effectiveDpi, photoPanelBox, photoPrintCheck, placePhoto, printQualityLevel } from './photo-placement.js';

const A6 = { name: 'A6 card', flat_width_mm: 210, flat_height_mm: 148, bleed_mm: 3 };
const A5 = { name: 'A5 card', flat_width_mm: 296, flat_height_mm: 210, bleed_mm: 3 };
const SQUARE = { name: 'Square card', flat_width_mm: 300, flat_height_mm: 150, bleed_mm: 3 };
const fonts: FontSource = (f) => `/fonts/${f.pkg}-${f.file}.woff2`;
const jpegDataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';

describe('photo placement and print quality', () => {
  it("when the crop has the panel's shape, then exactly the crop covers the panel with its bleed", () => {
    const g = cardGeometry(A6);
    const box = photoPanelBox(g, 'front');
    // A 3:4 photo; a crop of the panel's shape in its lower right.
    const aspect = 3 / 4;
    const cropW = 0.5;
    const cropH = (cropW * aspect) / (box.w / box.h);
    const crop = { x: 0.45, y: 1 - cropH - 0.05, w: cropW, h: cropH };
    const p = placePhoto(box, aspect, crop);
    expect(p.box).toEqual(box);
    // The crop's left edge on the panel's left edge, its top edge on the panel's top edge.
    expect(p.image.x + crop.x * p.image.w).toBeCloseTo(box.x, 6);
    expect(p.image.y + crop.y * p.image.h).toBeCloseTo(box.y, 6);
    expect(crop.w * p.image.w).toBeCloseTo(box.w, 6);
    expect(crop.h * p.image.h).toBeCloseTo(box.h, 6);
  });

  it('when the panel has another shape than the crop (a square card), then the panel stays covered and nothing outside the photo shows', () => {
    const g = cardGeometry(SQUARE);
    const box = photoPanelBox(g, 'inside_left');
    for (const crop of [
      { x: 0, y: 0, w: 0.4, h: 0.7 },
      { x: 0.6, y: 0.3, w: 0.4, h: 0.7 },
      { x: 0, y: 0, w: 1, h: 1 },
    ]) {
      const p = placePhoto(box, 4 / 3, crop);
      expect(p.image.x).toBeLessThanOrEqual(box.x + 1e-9);
      expect(p.image.y).toBeLessThanOrEqual(box.y + 1e-9);
      expect(p.image.x + p.image.w).toBeGreaterThanOrEqual(box.x + box.w - 1e-9);
      expect(p.image.y + p.image.h).toBeGreaterThanOrEqual(box.y + box.h - 1e-9);
    }
  });

  it('when a photo is checked on a product, then its DPI is its pixels over the inches it covers, with warnings below 300 and 150', () => {
    // The A6 front with bleed is 108 × 154 mm: a whole 1280 × 1826 photo covers it at 301 DPI.
    const whole = { x: 0, y: 0, w: 1, h: 1 };
    const sharp = photoPrintCheck(A6, { panel: 'front', width_px: 1280, height_px: 1826, crop: whole });
    expect(sharp.dpi).toBe(Math.floor(effectiveDpi(1280, 108)));
    expect(sharp).toMatchObject({ level: 'good', panel: 'front' });
    // The same photo on A5 (151 × 216 mm with bleed) is soft; zoomed in 2× it is blurred.
    const a5 = photoPrintCheck(A5, { panel: 'front', width_px: 1280, height_px: 1826, crop: whole });
    expect(a5.level).toBe('low');
    expect(a5.message).toMatch(/may look a little soft/);
    const zoomed = photoPrintCheck(A5, {
      panel: 'inside_left',
      width_px: 1280,
      height_px: 1826,
      crop: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 },
    });
    expect(zoomed.dpi).toBeLessThan(150);
    expect(zoomed).toMatchObject({ level: 'very_low', panel: 'inside_left' });
    expect(zoomed.message).toMatch(/will look blurred/);
    expect([printQualityLevel(300), printQualityLevel(299), printQualityLevel(150), printQualityLevel(149)]).toEqual([
      'good',
      'low',
      'low',
      'very_low',
    ]);
  });

  it('when a card has a front photo, then the photo fills the front, no artwork is drawn and the greeting sits on a plate in the chosen band', () => {
    const image = { dataUrl: jpegDataUrl, vector: false, widthPx: 3000, heightPx: 4000 };
    const artwork = { dataUrl: 'data:image/svg+xml;base64,PHN2Zy8+', vector: true };
    const content = {
      id: 7,
      headline: 'Happy Birthday',
      inside: 'Dear Sam,\n\nLovely day.\n\nLove,\nAlex',
      style: { slug: 'classic', name: 'Classic' },
      palette: [],
      occasion_slug: 'birthday',
      occasion_name: 'Birthday',
      recipient_name: 'Sam',
      sender_name: 'Alex',
    };
    const top = cardPage({
      content,
      product: A6,
      artwork,
      photos: { front: { image, crop: { x: 0, y: 0, w: 1, h: 1 }, textBand: 'top' } },
      fonts,
    });
    const bottom = cardPage({
      content,
      product: A6,
      artwork,
      photos: { front: { image, crop: { x: 0, y: 0, w: 1, h: 1 }, textBand: 'bottom' } },
      fonts,
    });
    expect(top.html).toContain('data-photo="front"');
    expect(top.html).not.toContain('data:image/svg+xml');
    const y = (html: string) => Number(/data-part="front" style="left:[\d.]+mm;top:([\d.]+)mm/.exec(html)![1]);
    const safe = top.geometry.safe.front;
    expect(y(top.html)).toBeLessThan(safe.y + safe.h * 0.2);
    expect(y(bottom.html)).toBeGreaterThan(safe.y + safe.h * 0.5);
    expect(top.html).toMatch(/class="plate"/);
    // An inside photo replaces the artwork's window on the inside left.
    const inside = cardPage({
      content,
      product: A6,
      artwork,
      photos: { inside_left: { image, crop: { x: 0, y: 0, w: 1, h: 1 }, textBand: 'middle' } },
      fonts,
    });
    expect(inside.html).toContain('data-photo="inside_left"');
    expect(inside.html).toContain('data:image/svg+xml');
    expect(inside.html).not.toContain('border-radius:50% 50%');
    expect(() =>
      cardPage({
        content,
        product: A6,
        artwork: null,
        photos: { front: { image: { ...image, dataUrl: 'http://evil/x.jpg' }, crop: { x: 0, y: 0, w: 1, h: 1 }, textBand: 'top' } },
        fonts,
      }),
    ).toThrow(/photo/);
  });
});
