import { artworkHintAttributes, styleFamily, type StyleFamily } from '@cards/card-layout';
import { escapeHtml } from '@cards/card-layout/escape-html';
import { H, W, type Painted, type Painter } from './art-kit.js';
import { deco } from './families/deco.js';
import { doodle } from './families/doodle.js';
import { flatGeometric } from './families/flat-geometric.js';
import { letterpress } from './families/letterpress.js';
import { lineArt } from './families/line-art.js';
import { watercolour } from './families/watercolour.js';
import { motifsFor } from './motif-choice.js';
import { artColors, desaturate, mix } from './palettes.js';
import { seededRandom } from './seeded-random.js';

/** One painter per style family, each with three compositions. */
export const PAINTERS: Record<StyleFamily, Painter> = {
  watercolour,
  line: lineArt,
  flat: flatGeometric,
  vintage: letterpress,
  doodle,
  deco,
};
export const COMPOSITIONS = 3;

/** What one picture is painted from: the option (its id and version seed it), the occasion, the style and the notes. */
export interface ArtworkBrief {
  instanceId: number;
  version: number;
  occasion: { slug: string; name: string };
  style: { slug: string; name: string; family: StyleFamily; palette: readonly string[] } | null;
  details: string;
}

/**
 * The painted picture and what it tells the layout. The style decides the family (watercolour
 * washes, one continuous line, flat geometry, letterpress, doodles, gold deco) and its colours;
 * the occasion the motifs and mood, led by a motif the notes name when the library has one
 * (dahlias, the sea, a dog). The option and its version pick the composition (options of one
 * card take different ones) and seed the details, so every regenerate is a new picture.
 */
export function paintArtwork(brief: ArtworkBrief): Painted & { family: StyleFamily } {
  const family = styleFamily(brief.style);
  const rnd = seededRandom(`art:${brief.instanceId}:${brief.version}:${brief.occasion.slug}:${brief.style?.slug ?? ''}`);
  const { focal, motifs, mood } = motifsFor(brief.occasion.slug, brief.details);
  let colors = artColors(brief.style?.palette ?? [], brief.occasion.slug);
  // Nothing shouts on a sympathy or new-baby card: a loud style (Bold Modern's coral and teal)
  // keeps its shapes but takes quiet, greyed versions of its colours.
  if (mood === 'gentle') colors = { ...colors, inks: colors.inks.map((c) => mix(desaturate(c, 0.55), colors.light, 0.25)) };
  // Consecutive options of a card (consecutive ids) and each regenerate turn to the next composition.
  const composition = (brief.instanceId + brief.version) % COMPOSITIONS;
  return { family, ...PAINTERS[family]({ rnd, colors, focal, motifs, mood, composition }) };
}

/**
 * A card front's artwork as an SVG document (5:7 portrait, no words). The area left clear for
 * the greeting, and the colour that reads on it, travel in the SVG (`data-text-box`,
 * `data-text-ink`) for the layout to use.
 */
export function artworkSvg(brief: ArtworkBrief): string {
  const p = paintArtwork(brief);
  const hints = artworkHintAttributes({
    textBox: { x: p.textBox.x / W, y: p.textBox.y / H, w: p.textBox.w / W, h: p.textBox.h / H },
    ink: p.ink,
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" ${hints} data-family="${p.family}" role="img" aria-label="${escapeHtml(`${brief.occasion.name} artwork`)}">` +
    `<defs>${p.defs}</defs>${p.body}</svg>\n`
  );
}
