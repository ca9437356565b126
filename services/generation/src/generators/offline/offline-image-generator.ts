import { artworkHintAttributes, styleFamily, type StyleFamily } from '@cards/card-layout';
import type { Artwork, ImageGenerator, ImageRequest } from '../image-generator.port.js';
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
import { escapeHtml } from '@cards/card-layout/escape-html';

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

/**
 * Procedural vector artwork for a card's front (5:7 portrait, no words). The style decides
 * the family (watercolour washes, one continuous line, flat geometry, letterpress, doodles,
 * gold deco) and its colours; the occasion the motifs and mood, led by a motif the notes name
 * when the library has one (dahlias, the sea, a dog). The option and its version pick the
 * composition — options of one card take different ones — and seed the details, so every
 * regenerate is a new picture. The area left clear for the greeting, and the colour that
 * reads on it, travel in the SVG (`data-text-box`, `data-text-ink`) for the layout to use.
 */
export class OfflineImageGenerator implements ImageGenerator {
  readonly name = 'offline';

  async generate(req: ImageRequest, signal?: AbortSignal): Promise<Artwork> {
    signal?.throwIfAborted();
    return { body: Buffer.from(this.svg(req), 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
  }

  /** The painted picture and what it tells the layout. */
  paint(req: ImageRequest): Painted & { family: StyleFamily } {
    const family = styleFamily(req.style);
    const rnd = seededRandom(`art:${req.instanceId}:${req.version}:${req.occasion.slug}:${req.style?.slug ?? ''}`);
    const { focal, motifs, mood } = motifsFor(req.occasion.slug, req.details);
    let colors = artColors(req.style?.palette ?? [], req.occasion.slug);
    // Nothing shouts on a sympathy or new-baby card: a loud style (Bold Modern's coral and teal)
    // keeps its shapes but takes quiet, greyed versions of its colours.
    if (mood === 'gentle') colors = { ...colors, inks: colors.inks.map((c) => mix(desaturate(c, 0.55), colors.light, 0.25)) };
    // Consecutive options of a card (consecutive ids) and each regenerate turn to the next composition.
    const composition = (req.instanceId + req.version) % COMPOSITIONS;
    return { family, ...PAINTERS[family]({ rnd, colors, focal, motifs, mood, composition }) };
  }

  svg(req: ImageRequest): string {
    const p = this.paint(req);
    const hints = artworkHintAttributes({
      textBox: { x: p.textBox.x / W, y: p.textBox.y / H, w: p.textBox.w / W, h: p.textBox.h / H },
      ink: p.ink,
    });
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" ${hints} data-family="${p.family}" role="img" aria-label="${escapeHtml(`${req.occasion.name} artwork`)}">` +
      `<defs>${p.defs}</defs>${p.body}</svg>\n`
    );
  }
}
