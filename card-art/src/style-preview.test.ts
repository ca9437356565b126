/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { STYLES } from './styles.seed.js';
import { renderStylePreview } from './style-preview.js';

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

  it('when every seeded style is drawn, then each uses its own palette', () => {
    for (const s of STYLES) {
      const svg = renderStylePreview(s);
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).toContain(s.palette[0]);
    }
  });

  it('when every seeded style is drawn, then the SVG is well-formed XML a browser can show', () => {
    for (const s of STYLES) {
      const doc = new DOMParser().parseFromString(renderStylePreview(s), 'image/svg+xml');
      expectLabelled(doc.getElementsByTagName('parsererror'), s.slug).toHaveLength(0);
      expect(doc.documentElement.nodeName).toBe('svg');
    }
  });
});
