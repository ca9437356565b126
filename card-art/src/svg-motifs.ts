/**
 * The motif library of the offline artwork: each motif is a few paths in unit coordinates
 * (centred on 0,0, about 1 across, y down), so every style family can draw the same subject
 * its own way — filled, hatched, outlined in gold, or as part of one continuous line.
 */
export type Motif =
  | 'balloon'
  | 'heart'
  | 'flower'
  | 'dahlia'
  | 'sunflower'
  | 'tulip'
  | 'leaf'
  | 'sprig'
  | 'star'
  | 'snowflake'
  | 'tree'
  | 'bauble'
  | 'moon'
  | 'cloud'
  | 'sun'
  | 'wave'
  | 'boat'
  | 'cap'
  | 'ring'
  | 'cake'
  | 'dog'
  | 'cat'
  | 'bird'
  | 'note'
  | 'book'
  | 'cup'
  | 'mountain'
  | 'house';

/** One path of a motif: filled (the default) or drawn as a stroke; `tone` picks a second colour. */
export interface Part {
  d: string;
  stroke?: boolean;
  tone?: 1 | 2;
}

const r = (n: number) => Number(n.toFixed(4));

/** Petals as loops out of the centre and back, one continuous path (pointed tips when `pointed`). */
function petals(
  count: number,
  { length, width, pointed, turn = 0 }: { length: number; width: number; pointed: boolean; turn?: number },
): string {
  const polar = (a: number, l: number) => `${r(Math.cos(a) * l)} ${r(Math.sin(a) * l)}`;
  let d = 'M0 0';
  for (let i = 0; i < count; i++) {
    const a = ((Math.PI * 2) / count) * i + turn - Math.PI / 2;
    d += pointed
      ? ` C${polar(a - width, length * 0.5)} ${polar(a - width * 0.45, length * 0.85)} ${polar(a, length)} C${polar(a + width * 0.45, length * 0.85)} ${polar(a + width, length * 0.5)} 0 0`
      : ` C${polar(a - width, length * 0.8)} ${polar(a - width * 0.55, length * 1.12)} ${polar(a, length)} C${polar(a + width * 0.55, length * 1.12)} ${polar(a + width, length * 0.8)} 0 0`;
  }
  return `${d} Z`;
}

/** A circle as four cubic arcs (no `A` commands, so every path transforms point by point). */
function circle(cx: number, cy: number, rad: number): string {
  const k = rad * 0.5523;
  return `M${r(cx)} ${r(cy - rad)} C${r(cx + k)} ${r(cy - rad)} ${r(cx + rad)} ${r(cy - k)} ${r(cx + rad)} ${r(cy)} C${r(cx + rad)} ${r(cy + k)} ${r(cx + k)} ${r(cy + rad)} ${r(cx)} ${r(cy + rad)} C${r(cx - k)} ${r(cy + rad)} ${r(cx - rad)} ${r(cy + k)} ${r(cx - rad)} ${r(cy)} C${r(cx - rad)} ${r(cy - k)} ${r(cx - k)} ${r(cy - rad)} ${r(cx)} ${r(cy - rad)} Z`;
}

function starPoints(points: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${r(Math.cos(a) * rad)} ${r(Math.sin(a) * rad)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function snowflake(): string {
  let d = 'M0 0';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    const p = (len: number, off = 0) => `${r(Math.cos(a + off) * len)} ${r(Math.sin(a + off) * len)}`;
    d += ` L${p(0.3)} L${p(0.42, 0.35)} L${p(0.3)} L${p(0.42, -0.35)} L${p(0.3)} L${p(0.5)} L0 0`;
  }
  return d;
}

const rays = (n: number, from: number, to: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((Math.PI * 2) / n) * i;
    return `M${r(Math.cos(a) * from)} ${r(Math.sin(a) * from)} L${r(Math.cos(a) * to)} ${r(Math.sin(a) * to)}`;
  }).join(' ');

/** Every motif's parts. */
export const SHAPES: Record<Motif, Part[]> = {
  heart: [
    {
      d: 'M0 0.42 C-0.15 0.3 -0.5 0.1 -0.5 -0.15 C-0.5 -0.38 -0.3 -0.48 -0.15 -0.45 C-0.06 -0.43 0 -0.35 0 -0.28 C0 -0.35 0.06 -0.43 0.15 -0.45 C0.3 -0.48 0.5 -0.38 0.5 -0.15 C0.5 0.1 0.15 0.3 0 0.42 Z',
    },
  ],
  balloon: [
    {
      d: 'M0 0.22 C-0.3 0.18 -0.36 -0.1 -0.36 -0.2 C-0.36 -0.42 -0.2 -0.55 0 -0.55 C0.2 -0.55 0.36 -0.42 0.36 -0.2 C0.36 -0.1 0.3 0.18 0 0.22 Z',
    },
    { d: 'M-0.04 0.27 L0 0.21 L0.04 0.27 Z' },
    { d: 'M0 0.27 C0.08 0.35 -0.08 0.42 0 0.58', stroke: true, tone: 2 },
  ],
  flower: [{ d: petals(6, { length: 0.46, width: 0.42, pointed: false }) }, { d: circle(0, 0, 0.12), tone: 1 }],
  dahlia: [
    { d: petals(12, { length: 0.48, width: 0.2, pointed: true }) },
    { d: petals(8, { length: 0.3, width: 0.28, pointed: true, turn: 0.2 }), tone: 1 },
    { d: circle(0, 0, 0.07), tone: 2 },
  ],
  sunflower: [{ d: petals(14, { length: 0.5, width: 0.18, pointed: true }) }, { d: circle(0, 0, 0.2), tone: 2 }],
  tulip: [
    { d: 'M0 0.5 C0.02 0.3 0 0.15 0 0.05', stroke: true, tone: 2 },
    { d: 'M-0.22 -0.4 L-0.1 -0.25 L0 -0.45 L0.1 -0.25 L0.22 -0.4 C0.28 -0.15 0.22 0.08 0 0.08 C-0.22 0.08 -0.28 -0.15 -0.22 -0.4 Z' },
    { d: 'M0 0.4 C-0.15 0.35 -0.28 0.22 -0.3 0.1 C-0.15 0.12 -0.05 0.25 0 0.4 Z', tone: 2 },
  ],
  leaf: [{ d: 'M0 0.5 C0.3 0.2 0.3 -0.25 0 -0.5 C-0.3 -0.25 -0.3 0.2 0 0.5 Z' }, { d: 'M0 0.5 L0 -0.38', stroke: true, tone: 2 }],
  sprig: [
    { d: 'M0 0.55 C0.06 0.2 0.04 -0.2 0 -0.55', stroke: true, tone: 2 },
    ...[0.35, 0.08, -0.2].flatMap((y) => [
      { d: `M0.02 ${y} C0.1 ${r(y - 0.12)} 0.26 ${r(y - 0.14)} 0.32 ${r(y - 0.08)} C0.24 ${r(y + 0.02)} 0.1 ${r(y + 0.03)} 0.02 ${y} Z` },
      {
        d: `M0.01 ${r(y + 0.06)} C-0.08 ${r(y - 0.06)} -0.24 ${r(y - 0.08)} -0.3 ${r(y - 0.02)} C-0.22 ${r(y + 0.08)} -0.08 ${r(y + 0.09)} 0.01 ${r(y + 0.06)} Z`,
      },
    ]),
    { d: 'M0 -0.55 C0.08 -0.62 0.14 -0.6 0.12 -0.5 C0.06 -0.48 0.02 -0.5 0 -0.55 Z' },
  ],
  star: [{ d: starPoints(5, 0.5, 0.21) }],
  snowflake: [{ d: snowflake(), stroke: true }],
  tree: [
    { d: 'M0 -0.5 L0.18 -0.22 L0.1 -0.22 L0.3 0.08 L0.18 0.08 L0.4 0.36 L-0.4 0.36 L-0.18 0.08 L-0.3 0.08 L-0.1 -0.22 L-0.18 -0.22 Z' },
    { d: 'M-0.05 0.36 L-0.05 0.5 L0.05 0.5 L0.05 0.36 Z', tone: 2 },
  ],
  bauble: [
    { d: circle(0, 0.08, 0.4) },
    { d: 'M-0.09 -0.42 L0.09 -0.42 L0.09 -0.3 L-0.09 -0.3 Z', tone: 2 },
    { d: 'M0 -0.42 C-0.06 -0.5 0.06 -0.56 0 -0.62', stroke: true, tone: 2 },
    { d: 'M-0.38 0.1 C-0.2 0.2 0.2 0.2 0.38 0.1', stroke: true, tone: 1 },
  ],
  moon: [
    {
      d: 'M0.1 -0.45 C-0.25 -0.45 -0.45 -0.2 -0.45 0.02 C-0.45 0.28 -0.22 0.48 0.08 0.48 C0.22 0.48 0.34 0.42 0.42 0.32 C0.1 0.34 -0.16 0.1 -0.16 -0.12 C-0.16 -0.3 -0.05 -0.42 0.1 -0.45 Z',
    },
  ],
  cloud: [
    {
      d: 'M-0.42 0.2 C-0.52 0.2 -0.55 0.02 -0.42 -0.02 C-0.44 -0.18 -0.26 -0.26 -0.16 -0.16 C-0.1 -0.36 0.18 -0.38 0.24 -0.14 C0.4 -0.2 0.54 -0.04 0.44 0.08 C0.54 0.16 0.46 0.22 0.4 0.2 Z',
    },
  ],
  sun: [{ d: circle(0, 0, 0.28) }, { d: rays(12, 0.36, 0.5), stroke: true }],
  wave: [
    {
      d: 'M-0.5 0.1 C-0.42 -0.1 -0.28 -0.12 -0.25 0.05 C-0.17 -0.12 -0.03 -0.1 0 0.1 C0.08 -0.1 0.22 -0.12 0.25 0.05 C0.33 -0.12 0.47 -0.1 0.5 0.1',
      stroke: true,
    },
    {
      d: 'M-0.4 0.28 C-0.3 0.16 -0.2 0.16 -0.12 0.28 C-0.04 0.16 0.06 0.16 0.14 0.28 C0.22 0.16 0.32 0.16 0.4 0.28',
      stroke: true,
      tone: 1,
    },
  ],
  boat: [
    { d: 'M-0.45 0.18 L0.45 0.18 L0.32 0.38 L-0.32 0.38 Z', tone: 2 },
    { d: 'M0.02 0.12 L0.02 -0.52 L0.38 0.12 Z' },
    { d: 'M-0.04 0.12 L-0.04 -0.36 L-0.34 0.12 Z', tone: 1 },
  ],
  cap: [
    { d: 'M0 -0.3 L0.6 0 L0 0.3 L-0.6 0 Z' },
    { d: 'M-0.3 0.12 L-0.3 0.38 C-0.1 0.5 0.1 0.5 0.3 0.38 L0.3 0.12 L0 0.27 Z', tone: 2 },
    { d: 'M0 0 L0.45 0.1 L0.45 0.42', stroke: true, tone: 1 },
  ],
  ring: [
    { d: circle(0, 0.08, 0.35), stroke: true },
    { d: 'M0 -0.4 L0.12 -0.27 L0 -0.14 L-0.12 -0.27 Z', tone: 1 },
  ],
  cake: [
    { d: 'M-0.42 0.45 L0.42 0.45 L0.42 0.05 L-0.42 0.05 Z' },
    { d: 'M-0.28 0.05 L0.28 0.05 L0.28 -0.22 L-0.28 -0.22 Z', tone: 1 },
    { d: 'M-0.03 -0.22 L0.03 -0.22 L0.03 -0.4 L-0.03 -0.4 Z', tone: 2 },
    { d: 'M0 -0.42 C0.06 -0.47 0.04 -0.53 0 -0.58 C-0.04 -0.53 -0.06 -0.47 0 -0.42 Z', tone: 1 },
    {
      d: 'M-0.42 0.16 C-0.36 0.24 -0.3 0.24 -0.26 0.16 C-0.2 0.24 -0.14 0.24 -0.1 0.16 C-0.04 0.24 0.04 0.24 0.08 0.16 C0.14 0.24 0.2 0.24 0.24 0.16 C0.3 0.24 0.36 0.24 0.42 0.16',
      stroke: true,
      tone: 2,
    },
  ],
  dog: [
    {
      d: 'M-0.3 0.5 L-0.3 0.1 C-0.3 -0.05 -0.22 -0.15 -0.12 -0.18 L-0.1 -0.32 C-0.1 -0.42 -0.02 -0.5 0.08 -0.5 L0.14 -0.5 L0.22 -0.44 L0.34 -0.42 C0.38 -0.38 0.36 -0.32 0.3 -0.3 L0.16 -0.28 L0.14 -0.12 C0.22 -0.02 0.26 0.15 0.24 0.3 L0.26 0.5 L0.12 0.5 L0.1 0.32 L-0.02 0.32 L-0.06 0.5 Z',
    },
    { d: 'M0.06 -0.47 C-0.02 -0.4 -0.04 -0.3 0 -0.22 C0.04 -0.3 0.06 -0.38 0.06 -0.47 Z', tone: 2 },
    { d: 'M-0.3 0.3 C-0.42 0.25 -0.46 0.1 -0.4 -0.02', stroke: true },
  ],
  cat: [
    {
      d: 'M-0.25 0.5 C-0.35 0.3 -0.3 0 -0.18 -0.12 C-0.26 -0.2 -0.26 -0.32 -0.22 -0.38 L-0.24 -0.52 L-0.12 -0.44 C-0.04 -0.47 0.04 -0.47 0.12 -0.44 L0.24 -0.52 L0.22 -0.38 C0.26 -0.32 0.26 -0.2 0.18 -0.12 C0.3 0 0.35 0.3 0.25 0.5 Z',
    },
    { d: 'M0.25 0.46 C0.45 0.46 0.52 0.3 0.44 0.18', stroke: true },
  ],
  bird: [
    {
      d: 'M-0.45 0.05 C-0.3 -0.05 -0.2 -0.25 0 -0.2 C0.12 -0.35 0.28 -0.38 0.38 -0.3 L0.5 -0.28 L0.4 -0.22 C0.4 0.05 0.2 0.25 -0.1 0.22 C-0.25 0.2 -0.35 0.15 -0.45 0.05 Z',
    },
    { d: 'M-0.12 0 C0 -0.14 0.14 -0.12 0.2 0.02 C0.08 0.1 -0.04 0.08 -0.12 0 Z', tone: 1 },
  ],
  note: [
    {
      d: 'M-0.3 0.32 C-0.3 0.2 -0.12 0.14 -0.04 0.2 L-0.04 -0.42 L0.36 -0.5 L0.36 0.2 C0.36 0.32 0.16 0.36 0.1 0.26 C0.06 0.16 0.22 0.08 0.28 0.12 L0.28 -0.3 L0.04 -0.25 L0.04 0.32 C0.04 0.44 -0.3 0.46 -0.3 0.32 Z',
    },
  ],
  book: [
    {
      d: 'M0 -0.25 C-0.15 -0.35 -0.35 -0.35 -0.48 -0.28 L-0.48 0.32 C-0.35 0.25 -0.15 0.25 0 0.35 C0.15 0.25 0.35 0.25 0.48 0.32 L0.48 -0.28 C0.35 -0.35 0.15 -0.35 0 -0.25 Z',
    },
    {
      d: 'M0 -0.22 L0 0.33 M-0.38 -0.16 C-0.26 -0.2 -0.14 -0.18 -0.08 -0.14 M-0.38 -0.02 C-0.26 -0.06 -0.14 -0.04 -0.08 0 M0.08 -0.14 C0.16 -0.18 0.28 -0.2 0.38 -0.16',
      stroke: true,
      tone: 2,
    },
  ],
  cup: [
    { d: 'M-0.3 -0.12 L0.24 -0.12 L0.2 0.36 L-0.26 0.36 Z' },
    { d: 'M0.23 -0.02 C0.42 -0.02 0.42 0.22 0.21 0.22', stroke: true },
    { d: 'M-0.12 -0.22 C-0.18 -0.3 -0.06 -0.36 -0.12 -0.46 M0.04 -0.22 C-0.02 -0.3 0.1 -0.36 0.04 -0.46', stroke: true, tone: 2 },
  ],
  mountain: [
    { d: 'M-0.5 0.4 L-0.15 -0.3 L0.02 -0.02 L0.18 -0.4 L0.5 0.4 Z' },
    { d: 'M0.18 -0.4 L0.28 -0.2 L0.2 -0.24 L0.12 -0.18 L0.08 -0.2 Z', tone: 1 },
  ],
  house: [
    { d: 'M-0.4 0.45 L-0.4 -0.05 L0 -0.45 L0.4 -0.05 L0.4 0.45 Z' },
    { d: 'M-0.08 0.45 L-0.08 0.15 L0.08 0.15 L0.08 0.45 Z', tone: 2 },
    { d: 'M0.16 0.02 L0.3 0.02 L0.3 0.16 L0.16 0.16 Z', tone: 1 },
  ],
};

/** Where a motif is drawn: its centre `x, y`, its size `s` (the unit shape scaled by it) and its turn `deg` in degrees. */
export interface Placement {
  x: number;
  y: number;
  s: number;
  deg?: number;
}

/** Moves every coordinate pair of an absolute path (M, L, C, Q, Z only) to `x, y` at size `s`, rotated by `deg`. */
export function placePath(d: string, { x, y, s, deg = 0 }: Placement): string {
  const c = Math.cos((deg * Math.PI) / 180),
    sn = Math.sin((deg * Math.PI) / 180);
  return d.replace(/(-?\d*\.?\d+)\s+(-?\d*\.?\d+)/g, (_m, a: string, b: string) => {
    const px = Number(a) * s,
      py = Number(b) * s;
    return `${(x + px * c - py * sn).toFixed(1)} ${(y + px * sn + py * c).toFixed(1)}`;
  });
}

/** The first point of a path, after placing. */
export function startOf(d: string): [number, number] {
  const m = /M\s*(-?[\d.]+)\s+(-?[\d.]+)/.exec(d);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}
