import { drawMotif, f, H, textBand, W, type ArtBrief, type Box, type Painted } from '../art-kit.js';
import { luminance, mix } from '../palettes.js';
import { pick } from '../seeded-random.js';
import type { Motif, Part, Placement } from '../svg-motifs.js';

/** A flat motif: solid shapes, strokes as thick bars, second tones from the palette. */
function flatMotif(m: Motif, { x, y, s }: Placement, main: string, others: string[]): string {
  return drawMotif(m, { x, y, s, deg: 0 }, (part: Part) => {
    const c = part.tone === 1 ? others[0]! : part.tone === 2 ? (others[1] ?? others[0]!) : main;
    return part.stroke
      ? `fill="none" stroke="${c}" stroke-width="${f(s * 0.06)}" stroke-linecap="round" stroke-linejoin="round"`
      : `fill="${c}"`;
  });
}

/** One geometric tile of the poster grid: a block of colour with a shape cut from another. */
function tile({ x, y, w, h }: Box, bg: string, fg: string, kind: number): string {
  const cx = x + w / 2,
    cy = y + h / 2,
    r = Math.min(w, h) / 2;
  const shape = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.78)}" fill="${fg}"/>`,
    `<path d="M${f(x)} ${f(y + h)} L${f(x)} ${f(y)} C${f(x + w * 0.56)} ${f(y)} ${f(x + w)} ${f(y + h * 0.44)} ${f(x + w)} ${f(y + h)} Z" fill="${fg}"/>`,
    `<path d="M${f(x)} ${f(y + h)} L${f(cx)} ${f(y)} L${f(x + w)} ${f(y + h)} Z" fill="${fg}"/>`,
    `<path d="M${f(x)} ${f(cy)} C${f(x)} ${f(y + h * 0.22)} ${f(x + w * 0.22)} ${f(y)} ${f(cx)} ${f(y)} L${f(x + w)} ${f(y)} L${f(x + w)} ${f(cy)} Z" fill="${fg}"/>`,
    [0, 1, 2, 3].map((i) => `<rect x="${f(x)}" y="${f(y + (h / 4) * i)}" width="${f(w)}" height="${f(h / 8)}" fill="${fg}"/>`).join(''),
    `<circle cx="${f(x + w)}" cy="${f(y + h)}" r="${f(Math.min(w, h) * 0.9)}" fill="${fg}"/>`,
  ][kind % 6]!;
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="${f(x)} ${f(y)} ${f(w)} ${f(h)}" overflow="hidden"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${bg}"/>${shape}</svg>`;
}

/**
 * Bold flat geometry: crisp blocks of colour, big circles and triangles, no gradients or
 * texture, like a Swiss poster. Compositions: a grid of tiles under the greeting, a great
 * sun over it, or a deep ground with shapes in the corners and the greeting in light ink.
 */
export function flatGeometric(b: ArtBrief): Painted {
  const { rnd, colors } = b;
  const paper = colors.light;
  const inks = colors.inks;
  const all = [...inks, colors.dark];
  const where = (['top', 'bottom', 'middle'] as const)[b.composition % 3]!;
  const text = textBand(where, 0.8, 0.22);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${paper}"/>`];
  let ink = colors.dark;
  if (where === 'top') {
    const top = H * 0.4,
      cols = 2,
      rows = 3,
      tw = W / cols,
      th = (H - top) / rows;
    const focalTile = Math.floor(rnd() * cols * rows);
    for (let i = 0; i < cols * rows; i++) {
      const x = (i % cols) * tw,
        y = top + Math.floor(i / cols) * th;
      const bg = all[(i + Math.floor(rnd() * 3)) % all.length]!;
      const fg = pick(
        rnd,
        all.filter((c) => c !== bg),
      );
      if (i === focalTile) {
        parts.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(tw)}" height="${f(th)}" fill="${bg}"/>`,
          flatMotif(
            b.focal,
            { x: x + tw / 2, y: y + th / 2, s: Math.min(tw, th) * 0.8 },
            fg,
            all.filter((c) => c !== bg && c !== fg),
          ),
        );
      } else {
        parts.push(tile({ x, y, w: tw, h: th }, bg, fg, Math.floor(rnd() * 6)));
      }
    }
  } else if (where === 'bottom') {
    const sun = inks[0]!;
    parts.push(`<circle cx="${W / 2}" cy="${f(H * 0.3)}" r="${f(W * 0.4)}" fill="${sun}"/>`);
    parts.push(
      `<path d="M0 ${f(H * 0.3)} L${W} ${f(H * 0.3)} L${W} ${f(H * 0.6)} L0 ${f(H * 0.6)} Z" fill="${colors.dark}" fill-opacity="0"/>`,
    );
    parts.push(
      `<rect x="0" y="${f(H * 0.56)}" width="${W}" height="${f(H * 0.045)}" fill="${colors.dark}"/>`,
      `<rect x="0" y="${f(H * 0.615)}" width="${W}" height="${f(H * 0.018)}" fill="${inks[1] ?? colors.dark}"/>`,
    );
    parts.push(
      `<path d="M0 ${f(H * 0.56)} L${f(W * 0.2)} ${f(H * 0.42)} L${f(W * 0.38)} ${f(H * 0.56)} Z" fill="${inks[1] ?? colors.dark}"/>`,
    );
    parts.push(flatMotif(b.focal, { x: W / 2, y: H * 0.29, s: W * 0.4 }, paper, [colors.dark, inks[1] ?? colors.dark]));
    parts.push(`<rect x="0" y="${f(H * 0.955)}" width="${W}" height="${f(H * 0.045)}" fill="${sun}"/>`);
  } else {
    const ground = colors.dark;
    ink = paper;
    parts.push(`<rect width="${W}" height="${H}" fill="${ground}"/>`);
    const q = W * 0.36;
    parts.push(
      `<circle cx="0" cy="0" r="${f(q)}" fill="${inks[0]}"/>`,
      `<circle cx="${W}" cy="0" r="${f(q * 0.6)}" fill="${inks[1] ?? inks[0]}"/>`,
      `<path d="M${W} ${H} L${f(W - q * 1.1)} ${H} L${W} ${f(H - q * 1.1)} Z" fill="${inks[2] ?? inks[0]}"/>`,
      `<rect x="0" y="${f(H - q * 0.5)}" width="${f(q * 0.9)}" height="${f(q * 0.5)}" fill="${inks[1] ?? inks[0]}"/>`,
    );
    parts.push(flatMotif(b.focal, { x: W / 2, y: H * 0.82, s: W * 0.26 }, inks[2] ?? inks[0]!, [paper, inks[0]!]));
    for (const [x, y] of [
      [W * 0.22, H * 0.3],
      [W * 0.8, H * 0.27],
    ] as const)
      parts.push(flatMotif(pick(rnd, b.motifs), { x, y, s: W * 0.1 }, pick(rnd, inks), [paper, ground]));
  }
  // The greeting's ink: whatever contrasts with what is under it.
  if (where !== 'middle' && luminance(paper) < 140) ink = mix(paper, '#ffffff', 0.9);
  return { defs: '', body: parts.join(''), textBox: text, ink };
}
