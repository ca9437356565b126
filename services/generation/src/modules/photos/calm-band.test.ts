import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { FULL_CROP } from '@cards/card-layout';
import { calmestBand } from './calm-band.js';

/** A portrait photo of plain sky with busy, skin-toned detail (a stand-in for a face) across the given thirds. */
async function photo(busyThirds: number[]): Promise<Buffer> {
  const W = 300,
    H = 420,
    third = H / 3;
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const overlays = busyThirds.map((t) => {
    const h = Math.round(third),
      raw = Buffer.alloc(W * h * 3);
    for (let i = 0; i < raw.length; i += 3) {
      const v = random();
      raw[i] = 150 + v * 100;
      raw[i + 1] = 90 + v * 90;
      raw[i + 2] = 60 + random() * 80;
    }
    return { input: raw, raw: { width: W, height: h, channels: 3 as const }, top: Math.round(t * third), left: 0 };
  });
  return sharp({ create: { width: W, height: H, channels: 3, background: '#9cc4e4' } })
    .composite(overlays)
    .jpeg()
    .toBuffer();
}

describe('the calmest band for the greeting', () => {
  it('when a face fills the top of a portrait, then the greeting starts at the bottom, away from it', async () => {
    expect(await calmestBand(await photo([0]), FULL_CROP)).toBe('bottom');
  });

  it('when the detail is at the bottom, then the greeting starts at the top', async () => {
    expect(await calmestBand(await photo([2]), FULL_CROP)).toBe('top');
  });

  it('when only the bottom is plain, then the greeting goes there', async () => {
    expect(await calmestBand(await photo([0, 1]), FULL_CROP)).toBe('bottom');
  });

  it('when the whole photo is plain, then the greeting keeps the usual place at the top', async () => {
    expect(await calmestBand(await photo([]), FULL_CROP)).toBe('top');
  });

  it('when the whole photo is evenly textured, then no band is calmer and the greeting keeps the usual place at the top', async () => {
    expect(await calmestBand(await photo([0, 1, 2]), FULL_CROP)).toBe('top');
  });
});
