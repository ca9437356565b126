import type { StyleFamily } from '@cards/card-layout';
import { H, W } from './art-kit.js';
import { escapeHtml } from '@cards/card-layout/escape-html';
import { paintArtwork } from './card-artwork.js';

/** The font the preview's title is set in, per family, near what the card's own type looks like. */
const TITLE_FONT: Record<StyleFamily, string> = {
  watercolour: 'Georgia, serif',
  line: 'Helvetica, Arial, sans-serif',
  flat: 'Helvetica, Arial, sans-serif',
  vintage: 'Georgia, serif',
  doodle: '"Comic Neue", "Comic Sans MS", sans-serif',
  deco: 'Georgia, serif',
};

/**
 * A style's preview card front (400×560, the proportions of an A6 card) as SVG: the style's
 * own family painter draws a picture in its palette, seeded by its slug (the same style always
 * gets the same picture), with the style's name set where a greeting would go. It is the
 * painter the cards use, so the preview shows what the style's cards look like.
 */
export function renderStylePreview(style: { slug: string; name: string; family: StyleFamily; palette: readonly string[] }): string {
  const p = paintArtwork({ instanceId: 0, version: 1, occasion: { slug: 'preview', name: 'Preview' }, style, details: '' });
  const name = escapeHtml(style.name);
  const x = p.textBox.x + p.textBox.w / 2;
  const y = p.textBox.y + p.textBox.h / 2;
  const title = `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" dominant-baseline="middle" font-family="${escapeHtml(TITLE_FONT[p.family])}" font-size="72" fill="${p.ink}">${name}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="560" viewBox="0 0 ${W} ${H}" role="img" aria-label="${name} style preview"><defs>${p.defs}</defs>${p.body}${title}</svg>\n`;
}
