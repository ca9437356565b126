import { drawMotif, f, H, scatter, textBand, W, type ArtBrief, type Painted } from '../art-kit.js';
import { mix } from '../palettes.js';
import { byHand, wanderer } from '../hand-made.js';
import { between, pick, seededRandom } from '../seeded-random.js';
import type { Motif, Part, Placement } from '../svg-motifs.js';

/** A doodled motif: a bright fill slightly off its wobbly marker outline, as if coloured in quickly. */
function doodled(m: Motif, { x, y, s, deg }: Placement, { fill, pen, second }: { fill: string; pen: string; second: string }): string {
  const width = f(Math.max(4, s * 0.035));
  const colour = (part: Part) => (part.tone ? second : fill);
  return (
    drawMotif(m, { x: x + s * 0.04, y: y + s * 0.05, s, deg }, (part) =>
      part.stroke ? `fill="none" stroke="${colour(part)}" stroke-width="${width}" stroke-linecap="round"` : `fill="${colour(part)}"`,
    ) +
    drawMotif(
      m,
      { x, y, s, deg },
      () => `fill="none" stroke="${pen}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`,
    )
  );
}

/** Little marks between the doodles: squiggles, dots, spirals, sparkles. */
function mark(rnd: () => number, { x, y, s }: Placement, colour: string, pen: string): string {
  const k = Math.floor(rnd() * 4);
  if (k === 0)
    return `<path d="M${f(x - s)} ${f(y)} q${f(s / 4)} ${f(-s / 2)} ${f(s / 2)} 0 t${f(s / 2)} 0 t${f(s / 2)} 0 t${f(s / 2)} 0" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
  if (k === 1) return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.18)}" fill="${colour}"/>`;
  if (k === 2)
    return `<path d="M${f(x)} ${f(y - s * 0.5)} L${f(x)} ${f(y + s * 0.5)} M${f(x - s * 0.5)} ${f(y)} L${f(x + s * 0.5)} ${f(y)} M${f(x - s * 0.3)} ${f(y - s * 0.3)} L${f(x + s * 0.3)} ${f(y + s * 0.3)} M${f(x + s * 0.3)} ${f(y - s * 0.3)} L${f(x - s * 0.3)} ${f(y + s * 0.3)}" stroke="${pen}" stroke-width="4" stroke-linecap="round"/>`;
  return `<path d="M${f(x)} ${f(y)} m0 ${f(-s * 0.1)} c${f(s * 0.2)} 0 ${f(s * 0.2)} ${f(s * 0.3)} 0 ${f(s * 0.3)} c${f(-s * 0.4)} 0 ${f(-s * 0.4)} ${f(-s * 0.6)} 0 ${f(-s * 0.6)} c${f(s * 0.6)} 0 ${f(s * 0.6)} ${f(s * 0.9)} 0 ${f(s * 0.9)}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
}

/**
 * Playful doodles: cheerful hand-drawn marker shapes with wobbly outlines, the colour a little
 * off the line, squiggles, dots and sparkles between. Compositions: doodles all round the
 * greeting, a big doodle under it, or a garland of doodles over it.
 */
export function doodle(b: ArtBrief): Painted {
  const { rnd, colors } = b;
  const paper = mix(colors.light, '#ffffff', 0.2);
  const pen = mix(colors.dark, '#1a1a2e', 0.5);
  const inks = colors.inks;
  const seed = Math.floor(rnd() * 9999);
  // A marker's wobble, as geometry (a filter would be printed as a bitmap); its own randomness keeps the layout as seeded.
  const wobble = wanderer(seededRandom(`doodle:${seed}`), { wavelength: 33, reach: 3.5, step: 60 });
  const where = (['middle', 'top', 'bottom'] as const)[b.composition % 3]!;
  const text = textBand(where, where === 'middle' ? 0.66 : 0.76, 0.22);
  const parts: string[] = [];
  const taken: Array<[number, number, number]> = [];
  // Gentle occasions keep to their own motifs, with fewer marks between them.
  const gentle = b.mood === 'gentle';
  const pool = [b.focal, b.focal, ...b.motifs.slice(1), ...(gentle ? [] : ['star', 'heart'])] as Motif[];
  const put = (m: Motif, x: number, y: number, s: number) =>
    parts.push(doodled(m, { x, y, s, deg: between(rnd, -18, 18) }, { fill: pick(rnd, inks), pen, second: pick(rnd, inks) }));
  if (where === 'middle') {
    for (const p of scatter(b, text, {
      count: 16,
      size: [110, 180],
      area: (r) => {
        const side = Math.floor(r() * 4);
        return side === 0
          ? [between(r, 60, W - 60), between(r, 60, H * 0.3)]
          : side === 1
            ? [between(r, 60, W - 60), between(r, H * 0.7, H - 60)]
            : [side === 2 ? between(r, 60, 170) : between(r, W - 170, W - 60), between(r, H * 0.3, H * 0.7)];
      },
      taken: taken,
    }))
      put(pick(rnd, pool), p.x, p.y, p.s);
  } else if (where === 'top') {
    taken.push([W / 2, H * 0.68, 230]);
    put(b.focal, W / 2, H * 0.68, 420);
    for (const p of scatter(b, text, {
      count: 9,
      size: [90, 140],
      area: (r) => [between(r, 60, W - 60), between(r, H * 0.4, H - 60)],
      taken: taken,
    }))
      put(pick(rnd, pool.slice(1)), p.x, p.y, p.s);
  } else {
    // A garland string across the top with doodles hanging from it.
    const y0 = H * 0.12,
      sag = H * 0.08;
    parts.push(`<path d="M-20 ${f(y0)} Q${W / 2} ${f(y0 + sag * 2)} ${W + 20} ${f(y0)}" fill="none" stroke="${pen}" stroke-width="5"/>`);
    for (let i = 0; i < 6; i++) {
      const t = (i + 0.5) / 6,
        x = -20 + t * (W + 40),
        y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t ** 2 * y0;
      taken.push([x, y + 70, 70]);
      put(i % 2 ? b.focal : pick(rnd, pool), x, y + 75, 130);
    }
    for (const p of scatter(b, text, {
      count: 7,
      size: [110, 170],
      area: (r) => [between(r, 60, W - 60), between(r, H * 0.3, H * 0.6)],
      taken: taken,
    }))
      put(pick(rnd, pool), p.x, p.y, p.s);
  }
  for (const p of scatter(b, text, {
    count: gentle ? 8 : 22,
    size: [40, 70],
    area: (r) => [between(r, 30, W - 30), between(r, 30, H - 30)],
    taken: taken,
  }))
    parts.push(mark(rnd, p, pick(rnd, inks), pen));
  const body = `<rect width="${W}" height="${H}" fill="${paper}"/><g>${byHand(parts.join(''), wobble)}</g>`;
  return { defs: '', body, textBox: text, ink: pen };
}
