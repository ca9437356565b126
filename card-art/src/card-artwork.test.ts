import { describe, expect, it } from '@jest/globals';
import { STYLE_FAMILIES } from '@cards/card-layout';
import { artworkSvg, type ArtworkBrief } from './card-artwork.js';
import { OCCASION_ART } from './motif-choice.js';

describe('the card artwork', () => {
  const art = async (over: Partial<ArtworkBrief> = {}) =>
    artworkSvg({
      instanceId: 3,
      version: 1,
      occasion: { slug: 'birthday', name: 'Birthday' },
      style: null,
      details: '',
      ...over,
    });

  it('when artwork is drawn, then it is a portrait SVG without any lettering', async () => {
    for (const slug of [...Object.keys(OCCASION_ART), 'housewarming']) {
      for (const style of [
        null,
        { slug: 'watercolour', name: 'Watercolour', family: 'watercolour' as const, palette: [] },
        { slug: 'gold-line', name: 'Gold line', family: 'deco' as const, palette: ['#ffffff', '#d4af37', '#222222'] },
        { slug: 'vintage', name: 'Vintage', family: 'vintage' as const, palette: [] },
      ]) {
        const svg = await art({ occasion: { slug, name: slug }, style });
        expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1000 1400"/);
        expect(svg).not.toMatch(/<text|<tspan|NaN|undefined/);
        expect(svg.trim().endsWith('</svg>')).toBe(true);
      }
    }
  });

  it('when any family paints any occasion, then the picture holds no SVG filter or pattern, which Chromium would print as a bitmap', async () => {
    for (const family of STYLE_FAMILIES) {
      for (const slug of Object.keys(OCCASION_ART)) {
        for (const instanceId of [3, 4, 5]) {
          const svg = await art({
            instanceId,
            occasion: { slug, name: slug },
            style: { slug: family, name: family, family, palette: [] },
          });
          expect(svg).not.toMatch(/<filter|<pattern|filter=|mask=/);
        }
      }
    }
  });

  it('when the artwork is regenerated, then the picture is new; the same version draws the same picture', async () => {
    expect(await art({ version: 2 })).not.toBe(await art({ version: 1 }));
    expect(await art({ version: 1 })).toBe(await art({ version: 1 }));
  });

  it('when a style brings its own palette, then its colours are used', async () => {
    expect(
      await art({ style: { slug: 'brand', name: 'Brand', family: 'watercolour', palette: ['#fafafa', '#123456', '#abcdef', '#0a0a0a'] } }),
    ).toContain('#123456');
  });
});
