import { drawMotif, f, H, scatter, textBand, W, type ArtBrief, type Box, type Painted } from '../art-kit.js';
import { mix } from '../palettes.js';
import { byHand, wanderer } from '../hand-made.js';
import { between, pick, seededRandom } from '../seeded-random.js';
import type { Motif, Part } from '../svg-motifs.js';

const BLOOMS: Motif[] = ['flower', 'dahlia', 'sunflower', 'tulip'];

/** What a composition paints with, and the layers it paints on: washes under the painted shapes. */
interface Brushes {
  b: ArtBrief;
  rnd: () => number;
  inks: readonly string[];
  stem: string;
  /** The bloom the card's flowers are: its lead motif when that is a bloom. */
  bloom: Motif;
  text: Box;
  paint: (colour: string, opacity: number) => (part: Part, i: number) => string;
  /** A soft-edged pool of colour filling the ellipse round `cx, cy`. */
  wash: (ellipse: { cx: number; cy: number; rx: number; ry: number }, colour: string, opacity: number) => string;
  sprig: (x: number, y: number, s: number, deg: number) => string;
  flowerAt: (m: Motif, x: number, y: number, s: number) => string;
  washes: string[];
  shapes: string[];
}

/** A loose wreath round the greeting in the middle. */
function wreath({ rnd, inks, stem, bloom, paint, wash, sprig, flowerAt, washes, shapes }: Brushes): void {
  // A loose wreath: leaves and sprigs round an oval, blooms at a few points, open at the top.
  const cx = W / 2,
    cy = H / 2,
    rx = W * 0.4,
    ry = H * 0.3;
  washes.push(wash({ cx, cy, rx: rx * 1.05, ry: ry * 1.05 }, inks[inks.length - 1]!, 0.16));
  const n = 30;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * 0.5 + (i / (n - 1)) * Math.PI * 1.7 - Math.PI * 0.85 + between(rnd, -0.05, 0.05);
    const x = cx + Math.cos(a) * rx,
      y = cy + Math.sin(a) * ry;
    const tangent = (a * 180) / Math.PI + between(rnd, -20, 20);
    shapes.push(
      i % 3 === 0
        ? sprig(x, y, between(rnd, 120, 160), tangent)
        : drawMotif(
            'leaf',
            { x, y, s: between(rnd, 60, 95), deg: tangent + 90 * (i % 2 ? 1 : -1) * 0.4 },
            paint(pick(rnd, [stem, mix(stem, inks[1] ?? stem, 0.4)]), 0.6),
          ),
    );
  }
  for (const a of [Math.PI * 0.5, Math.PI * 0.05, Math.PI * 0.95, Math.PI * 1.3, Math.PI * 1.7]) {
    shapes.push(
      flowerAt(
        a === Math.PI * 0.5 ? bloom : pick(rnd, [bloom, 'flower']),
        cx + Math.cos(a) * rx,
        cy + Math.sin(a) * ry,
        between(rnd, 140, 190),
      ),
    );
  }
}

/** A bouquet rising under the greeting at the top. */
function bouquet({ b, rnd, inks, stem, bloom, text, paint, wash, sprig, flowerAt, washes, shapes }: Brushes): void {
  // A bouquet rising from the lower edge, with the lead motif among the blooms.
  washes.push(
    wash({ cx: W * 0.5, cy: H * 0.78, rx: W * 0.5, ry: H * 0.2 }, inks[0]!, 0.2),
    wash({ cx: W * 0.18, cy: H * 0.2, rx: W * 0.24, ry: H * 0.12 }, inks[1] ?? inks[0]!, 0.14),
  );
  const base = [W / 2, H + 40] as const;
  const heads = scatter(b, text, {
    count: 9,
    size: [120, 190],
    area: (r) => [between(r, W * 0.12, W * 0.88), between(r, H * 0.5, H * 0.86)],
  });
  for (const h of heads)
    shapes.push(
      `<path d="M${f(base[0] + between(rnd, -60, 60))} ${base[1]} Q${f((h.x + base[0]) / 2 + between(rnd, -80, 80))} ${f((h.y + base[1]) / 2)} ${f(h.x)} ${f(h.y)}" stroke="${stem}" stroke-width="5" fill="none" stroke-opacity="0.7"/>`,
    );
  for (const h of heads)
    shapes.push(
      between(rnd, 0, 1) < 0.3
        ? sprig(h.x, h.y, h.s * 1.2, between(rnd, -30, 30))
        : flowerAt(pick(rnd, [bloom, bloom, 'flower']), h.x, h.y, h.s),
    );
  if (b.focal !== bloom)
    for (const p of scatter(b, text, {
      count: 2,
      size: [150, 190],
      area: (r) => [between(r, W * 0.2, W * 0.8), between(r, H * 0.42, H * 0.6)],
    }))
      shapes.push(drawMotif(b.focal, { ...p, deg: between(rnd, -10, 10) }, paint(inks[0]!, 0.7)));
}

/** Sprays falling from the top corners over the greeting at the foot. */
function sprays({ b, rnd, inks, bloom, text, paint, wash, sprig, flowerAt, washes, shapes }: Brushes): void {
  // Sprays falling in from the top corners, a soft pool of colour at the foot.
  washes.push(
    wash({ cx: W * 0.1, cy: H * 0.1, rx: W * 0.35, ry: H * 0.18 }, inks[0]!, 0.2),
    wash({ cx: W * 0.92, cy: H * 0.16, rx: W * 0.3, ry: H * 0.16 }, inks[1] ?? inks[0]!, 0.16),
    wash({ cx: W * 0.5, cy: H * 1.02, rx: W * 0.6, ry: H * 0.12 }, inks[inks.length - 1]!, 0.1),
  );
  for (const [cx, dir] of [
    [W * 0.08, 1],
    [W * 0.92, -1],
  ] as const) {
    for (let i = 0; i < 6; i++) {
      const t = i / 5;
      const x = cx + dir * t * W * 0.32 + between(rnd, -20, 20),
        y = H * 0.05 + t * H * 0.34 + between(rnd, -20, 20);
      shapes.push(
        i % 2 === 0
          ? flowerAt(i === 0 ? bloom : pick(rnd, [bloom, 'flower']), x, y, between(rnd, 140, 200))
          : sprig(x, y, between(rnd, 130, 170), dir * 40 + between(rnd, -20, 20)),
      );
    }
  }
  // The lead motif, when it is not a bloom, hangs where the sprays meet; falling petals otherwise.
  const falling: Motif = bloom === b.focal ? 'leaf' : b.focal;
  for (const p of scatter(b, text, {
    count: falling === 'leaf' ? 4 : 1,
    size: falling === 'leaf' ? [40, 70] : [170, 210],
    area: (r) => [between(r, W * 0.3, W * 0.7), between(r, H * 0.36, H * 0.5)],
  }))
    shapes.push(drawMotif(falling, { ...p, deg: between(rnd, -25, 25) }, paint(pick(rnd, inks), 0.55)));
}

/**
 * The colour that bleeds past a layer's shapes: their fills alone (no lines, no rims), each at
 * a fraction of its opacity (a group's opacity would be one more layer to composite).
 */
function bleedOf(fragment: string, k: number): string {
  return fragment
    .replace(/<path [^>]*fill="none"[^>]*\/>/g, '')
    .replace(/ stroke(-[a-z]+)?="[^"]*"/g, '')
    .replace(/fill-opacity="([\d.]+)"/g, (_m, o: string) => `fill-opacity="${f(Number(o) * k)}"`);
}

/**
 * Watercolour: soft transparent washes, shapes with wandering brush edges (a smooth random
 * field moves every point), a fainter second pass that bleeds past them, and pigment pooling
 * at the rims. All vectors: no SVG filter, which Chromium would rasterise at print resolution.
 * Compositions: a wreath round the greeting, a bouquet rising under it, or sprays falling
 * from the top corners.
 */
export function watercolour(b: ArtBrief): Painted {
  const { rnd, colors } = b;
  const seed = Math.floor(rnd() * 9999);
  const paper = mix(colors.light, '#ffffff', 0.35);
  const stem = mix(colors.dark, colors.light, 0.35);
  const inks = colors.inks;
  // The brush's own randomness, apart from the composition's, so both stay as they were seeded.
  const brush = seededRandom(`watercolour:${seed}`);
  const edge = wanderer(brush, { wavelength: 55, reach: 12, step: 60 });
  const bleed = wanderer(brush, { wavelength: 28, reach: 9, step: 40 });

  const where = (['middle', 'top', 'bottom'] as const)[b.composition % 3]!;
  const text = textBand(where, where === 'middle' ? 0.56 : 0.74, where === 'middle' ? 0.2 : 0.22);
  const washes: string[] = [];
  const shapes: string[] = [];
  const bloom = BLOOMS.includes(b.focal) ? b.focal : 'flower';
  // Pigment pools at a wash's rim: the edge a little darker than its middle.
  const paintFill = (colour: string, opacity: number) =>
    `fill="${colour}" fill-opacity="${f(opacity)}" stroke="${mix(colour, colors.dark, 0.2)}" stroke-opacity="${f(opacity * 0.45)}" stroke-width="2.5" stroke-linejoin="round"`;
  const paint = (colour: string, opacity: number) => (part: Part, i: number) =>
    part.stroke
      ? `fill="none" stroke="${part.tone ? stem : colour}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.75"`
      : paintFill(part.tone === 2 ? stem : part.tone === 1 ? mix(colour, colors.dark, 0.25) : colour, i === 0 ? opacity : opacity + 0.1);
  // Washes are soft-edged pools of colour (a radial fade, no filter: a blur this large costs seconds at print resolution).
  const washDefs: string[] = [];
  const wash = ({ cx: x, cy: y, rx, ry }: { cx: number; cy: number; rx: number; ry: number }, colour: string, o: number) => {
    const id = `wash${washDefs.length}`;
    washDefs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${o}"/><stop offset="0.65" stop-color="${colour}" stop-opacity="${f(o * 0.85)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})" transform="rotate(${f(between(rnd, -25, 25))} ${f(x)} ${f(y)})"/>`;
  };
  const sprig = (x: number, y: number, s: number, deg: number) =>
    drawMotif('sprig', { x, y, s, deg }, paint(pick(rnd, [stem, mix(stem, inks[0]!, 0.3)]), 0.7));
  const flowerAt = (m: Motif, x: number, y: number, s: number) =>
    drawMotif(m, { x, y, s, deg: between(rnd, -20, 20) }, paint(pick(rnd, inks), between(rnd, 0.55, 0.75))) +
    drawMotif(m, { x: x + 6, y: y + 5, s: s * 0.92, deg: between(rnd, -20, 20) }, paint(pick(rnd, inks), 0.25));
  const brushes: Brushes = { b, rnd, inks, stem, bloom, text, paint, wash, sprig, flowerAt, washes, shapes };
  ({ middle: wreath, top: bouquet, bottom: sprays })[where](brushes);
  const painted = shapes.join('');
  const body =
    `<rect width="${W}" height="${H}" fill="${paper}"/><g>${washes.join('')}</g>` +
    `<g>${byHand(bleedOf(painted, 0.4), bleed)}</g><g>${byHand(painted, edge)}</g>`;
  return { defs: washDefs.join(''), body, textBox: text, ink: mix(colors.dark, '#000000', 0.2) };
}
