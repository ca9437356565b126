import { f, H, textBand, W, type ArtBrief, type Painted } from '../art-kit.js';
import { SVGPathData } from 'svg-pathdata';
import { mix } from '../palettes.js';
import { between, seededRandom } from '../seeded-random.js';
import { placePath, SHAPES, type Motif, type Placement } from '../svg-motifs.js';

/** The two inks and the paper they are printed on. */
interface Inks {
  ink1: string;
  ink2: string;
  paper: string;
}

/** Parallel hatching lines 9 px apart at 35° over a box, as one path. */
function hatching({ minX: x0, minY: y0, maxX: x1, maxY: y1 }: { minX: number; minY: number; maxX: number; maxY: number }): string {
  const a = (35 * Math.PI) / 180;
  const n = [Math.cos(a), Math.sin(a)] as const,
    u = [-Math.sin(a), Math.cos(a)] as const;
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ];
  const along = (v: readonly [number, number]) => corners.map(([x, y]) => x! * v[0] + y! * v[1]);
  const across = along(n),
    length = along(u);
  const [t0, t1] = [Math.min(...length), Math.max(...length)];
  const lines: string[] = [];
  for (let k = Math.ceil(Math.min(...across) / 9); k * 9 <= Math.max(...across); k++) {
    const [px, py] = [n[0] * k * 9, n[1] * k * 9];
    lines.push(`M${f(px + u[0] * t0)} ${f(py + u[1] * t0)}L${f(px + u[0] * t1)} ${f(py + u[1] * t1)}`);
  }
  return lines.join('');
}

/**
 * A motif as an engraving: hatched in the first ink on a pale tint, outlined firmly, details in
 * the second. The hatching is lines clipped to the shape, not an SVG pattern, which Chromium
 * would print as a bitmap. `clips` collects the clip paths for the picture's defs.
 */
function engraved(m: Motif, at: Placement, { ink1, ink2, paper }: Inks, clips: string[]): string {
  const outline = f(Math.max(3, at.s * 0.022));
  return SHAPES[m]
    .map((part) => {
      const d = placePath(part.d, at);
      if (part.stroke)
        return `<path d="${d}" fill="none" stroke="${part.tone ? ink2 : ink1}" stroke-width="${f(Math.max(3, at.s * 0.025))}" stroke-linecap="round"/>`;
      if (part.tone === 2) return `<path d="${d}" fill="${ink2}" stroke="${ink2}" stroke-width="${outline}" stroke-linejoin="round"/>`;
      const id = `engrave${clips.length}`;
      clips.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      return (
        `<path d="${d}" fill="${mix(ink1, paper, 0.82)}"/>` +
        `<path d="${hatching(new SVGPathData(d).getBounds())}" clip-path="url(#${id})" stroke="${ink1}" stroke-width="2.6"/>` +
        `<path d="${d}" fill="none" stroke="${ink1}" stroke-width="${outline}" stroke-linejoin="round"/>`
      );
    })
    .join('');
}

/**
 * Uneven ink: small specks of bare paper over everything printed, as a worn block leaves them.
 * Paper on paper cannot be seen, so they are scattered everywhere and show only on the ink.
 * One path of tiny shapes: a noise filter knocking holes out instead would be printed as a
 * bitmap at print resolution (five times the CPU of the vectors).
 */
function worn(rnd: () => number, paper: string): string {
  const specks: string[] = [];
  for (let i = 0; i < 1200; i++) {
    const x = Math.round(between(rnd, 40, W - 40)),
      y = Math.round(between(rnd, 40, H - 40));
    const a = Math.round(between(rnd, 1, 3)),
      b = Math.round(between(rnd, 0.6, 2.4));
    specks.push(`M${x} ${y}l${a} ${b}l${-b} ${a}l${-a} ${-b}z`);
  }
  return `<path d="${specks.join('')}" fill="${paper}"/>`;
}

/**
 * Vintage letterpress: two inks on cream cotton paper, an ornamental double border, an
 * engraved-looking emblem, and ink that sits a little unevenly. Compositions: a medallion
 * over the greeting, a laurel under it, or friezes of small motifs above and below it.
 */
export function letterpress(b: ArtBrief): Painted {
  const { rnd, colors } = b;
  const paper = mix(colors.light, '#f6efe1', 0.3);
  const ink1 = colors.inks[0]!;
  const ink2 = colors.inks[1] ?? colors.dark;
  const seed = Math.floor(rnd() * 9999);
  const inks: Inks = { ink1, ink2, paper };
  const clips: string[] = [];
  const where = (['bottom', 'top', 'middle'] as const)[b.composition % 3]!;
  const text = textBand(where, 0.7, 0.2);
  const second = b.motifs.find((m) => m !== b.focal) ?? 'sprig';
  const ink: string[] = [];
  // The border: a heavy rule, a hairline inside it, diamonds at the corners.
  ink.push(
    `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${ink2}" stroke-width="11"/>`,
    `<rect x="68" y="68" width="${W - 136}" height="${H - 136}" fill="none" stroke="${ink2}" stroke-width="2.5"/>`,
  );
  for (const [x, y] of [
    [68, 68],
    [W - 68, 68],
    [68, H - 68],
    [W - 68, H - 68],
  ] as const) {
    ink.push(
      `<path d="M${x} ${y - 22} L${x + 22} ${y} L${x} ${y + 22} L${x - 22} ${y} Z" fill="${ink1}" stroke="${paper}" stroke-width="4"/>`,
    );
  }
  if (where === 'bottom') {
    const cx = W / 2,
      cy = H * 0.34,
      rad = W * 0.3;
    ink.push(
      `<circle cx="${cx}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${ink2}" stroke-width="7"/>`,
      `<circle cx="${cx}" cy="${f(cy)}" r="${f(rad - 16)}" fill="none" stroke="${ink2}" stroke-width="2"/>`,
    );
    for (let i = 0; i < 24; i++) {
      const a = (Math.PI * 2 * i) / 24;
      ink.push(`<circle cx="${f(cx + Math.cos(a) * (rad + 24))}" cy="${f(cy + Math.sin(a) * (rad + 24))}" r="5" fill="${ink1}"/>`);
    }
    ink.push(engraved(b.focal, { x: cx, y: cy, s: rad * 1.25, deg: 0 }, inks, clips));
    ink.push(`<path d="M${f(W * 0.3)} ${f(text.y - 24)} L${f(W * 0.7)} ${f(text.y - 24)}" stroke="${ink1}" stroke-width="3"/>`);
  } else if (where === 'top') {
    const cx = W / 2,
      cy = H * 0.72;
    for (const side of [-1, 1]) {
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.55 + side * (0.1 + i * 0.1));
        const x = cx + Math.cos(a) * W * 0.3 * -side * -1,
          y = cy + Math.sin(a) * W * 0.3;
        ink.push(
          engraved('leaf', { x: cx + side * Math.abs(x - cx), y, s: between(rnd, 90, 110), deg: side * (30 + i * 18) }, inks, clips),
        );
      }
    }
    ink.push(engraved(b.focal, { x: cx, y: cy - 10, s: W * 0.3, deg: 0 }, inks, clips));
    ink.push(
      `<path d="M${f(W * 0.24)} ${f(text.y + text.h + 26)} L${f(W * 0.76)} ${f(text.y + text.h + 26)} M${f(W * 0.3)} ${f(text.y + text.h + 38)} L${f(W * 0.7)} ${f(text.y + text.h + 38)}" stroke="${ink1}" stroke-width="3"/>`,
    );
  } else {
    for (const y of [H * 0.16, H * 0.84]) {
      for (let i = 0; i < 5; i++) {
        const x = W * (0.2 + i * 0.15);
        ink.push(engraved(i % 2 === 0 ? b.focal : second, { x, y, s: i === 2 ? 150 : 100, deg: 0 }, inks, clips));
      }
    }
    for (const y of [text.y - 30, text.y + text.h + 30])
      ink.push(
        `<path d="M${f(W * 0.16)} ${f(y)} L${f(W * 0.84)} ${f(y)}" stroke="${ink2}" stroke-width="5"/><path d="M${f(W * 0.22)} ${f(y + 12)} L${f(W * 0.78)} ${f(y + 12)}" stroke="${ink2}" stroke-width="1.6"/>`,
      );
  }
  const body = `<rect width="${W}" height="${H}" fill="${paper}"/><g>${ink.join('')}</g>${worn(seededRandom(`letterpress:${seed}`), paper)}`;
  return { defs: clips.join(''), body, textBox: text, ink: mix(ink2, colors.dark, 0.5) };
}
