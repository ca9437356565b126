/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { paintArtwork } from './card-artwork.js';
import { renderStylePreview } from './style-preview.js';

/** A style of each family, with the shop's own palettes. */
const STYLES = [
  { slug: 'watercolour-botanicals', name: 'Watercolour Botanicals', palette: ['#7fa88b', '#e8a5a0', '#f4d9c6', '#4f6d7a', '#fdfaf4'] },
  { slug: 'bold-modern', name: 'Bold Modern', palette: ['#ff5a36', '#1d3557', '#ffd166', '#06d6a0', '#ffffff'] },
  { slug: 'vintage-letterpress', name: 'Vintage Letterpress', palette: ['#8c2f39', '#2e4057', '#d9c5a0', '#f2e8d5', '#3b3b3b'] },
  { slug: 'minimal-line-art', name: 'Minimal Line Art', palette: ['#222222', '#f7f3ee', '#e4b7a0', '#9db4c0'] },
  { slug: 'playful-doodles', name: 'Playful Doodles', palette: ['#ff6b6b', '#4ecdc4', '#ffe66d', '#5f4bb6', '#fff8f0'] },
  { slug: 'elegant-gold', name: 'Elegant Gold', palette: ['#c9a227', '#1b2a41', '#f5efe0', '#8a6d1d', '#0f1626'] },
];

describe('renderStylePreview', () => {
  it('when a style is drawn twice, then the SVG is the same; different styles differ', () => {
    const [a, b] = STYLES;
    expect(renderStylePreview(a!)).toBe(renderStylePreview(a!));
    expect(renderStylePreview(a!)).not.toBe(renderStylePreview(b!));
  });

  it('when a name has markup characters, then they are escaped', () => {
    const svg = renderStylePreview({ slug: 'x', name: 'Tom & <Jerry>', palette: ['#000000'] });
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(svg).not.toContain('<Jerry>');
  });

  it("when every style is drawn, then it is painted by its family's painter in its own colours", () => {
    for (const s of STYLES) {
      const svg = renderStylePreview(s);
      expect(svg.startsWith('<svg ')).toBe(true);
      // Its own colours: the same style in another palette is painted otherwise.
      const other = renderStylePreview({ ...s, palette: ['#101010', '#204060', '#c03030', '#f0f0e0'] });
      expectLabelled(other, s.slug).not.toBe(svg);
      // The family's own painter: the picture is the one the cards of this style are painted with.
      const painted = paintArtwork({ instanceId: 0, version: 1, occasion: { slug: 'preview', name: 'Preview' }, style: s, details: '' });
      expectLabelled(svg, s.slug).toContain(painted.body);
      expectLabelled(svg, s.slug).toContain(`>${s.name}</text>`);
    }
  });

  it('when every style is drawn, then the SVG is well-formed XML a browser can show', () => {
    for (const s of STYLES) {
      const doc = new DOMParser().parseFromString(renderStylePreview(s), 'image/svg+xml');
      expectLabelled(doc.getElementsByTagName('parsererror'), s.slug).toHaveLength(0);
      expect(doc.documentElement.nodeName).toBe('svg');
    }
  });
});
