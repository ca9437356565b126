import type { ArtColors } from './palettes.js';
import { between } from './seeded-random.js';
import type { Mood } from './motif-choice.js';
import { SHAPES, placePath, type Motif, type Part, type Placement } from './svg-motifs.js';

/** The artwork's canvas: 5:7 portrait, the front panel's proportions. */
export const W = 1000;
export const H = 1400;

/** A rectangle on the canvas, in its pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Everything a family painter needs to draw one picture. */
export interface ArtBrief {
  rnd: () => number;
  colors: ArtColors;
  /** The lead motif (named in the notes, or the occasion's first) and the rest of the occasion's. */
  focal: Motif;
  motifs: Motif[];
  mood: Mood;
  /** Which of the family's compositions to draw (0, 1, 2…): options of one card take different ones. */
  composition: number;
}

/** A finished picture: SVG defs and body, the area kept clear for the greeting, and the colour that reads there. */
export interface Painted {
  defs: string;
  body: string;
  textBox: Box;
  ink: string;
}

export type Painter = (b: ArtBrief) => Painted;

export const f = (n: number) => n.toFixed(1);

/** Where the greeting can sit: upper, middle or lower band, about three quarters of the width. */
export function textBand(where: 'top' | 'middle' | 'bottom', width = 0.74, height = 0.22): Box {
  const w = W * width,
    h = H * height;
  const y = where === 'top' ? H * 0.1 : where === 'middle' ? (H - h) / 2 : H * 0.9 - h;
  return { x: (W - w) / 2, y, w, h };
}

/** True when a motif of radius `rad` at x, y would reach into `box` grown by `margin`. */
export function overlaps(box: Box, { x, y, rad }: { x: number; y: number; rad: number }, margin = 24): boolean {
  return x + rad > box.x - margin && x - rad < box.x + box.w + margin && y + rad > box.y - margin && y - rad < box.y + box.h + margin;
}

/** Places up to `count` motifs in `area` (a point picker), clear of the text box and of each other. */
export function scatter(
  b: ArtBrief,
  text: Box,
  {
    count,
    size,
    area,
    taken = [],
  }: {
    count: number;
    /** The smallest and largest size. */
    size: [number, number];
    area: (r: () => number) => [number, number];
    /** Circles already placed (x, y, radius), which the new ones join. */
    taken?: Array<[number, number, number]>;
  },
): Array<{ x: number; y: number; s: number }> {
  const out: Array<{ x: number; y: number; s: number }> = [];
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < 40; t++) {
      const s = between(b.rnd, size[0], size[1]);
      const [x, y] = area(b.rnd);
      if (overlaps(text, { x, y, rad: s * 0.55 })) continue;
      if (taken.some(([tx, ty, tr]) => Math.hypot(tx - x, ty - y) < tr + s * 0.5)) continue;
      taken.push([x, y, s * 0.5]);
      out.push({ x, y, s });
      break;
    }
  }
  return out;
}

/** A motif's parts placed on the canvas, each with the colour and style `paint` gives it. */
export function drawMotif(m: Motif, at: Placement, paint: (part: Part, i: number) => string): string {
  return SHAPES[m].map((part, i) => `<path d="${placePath(part.d, at)}" ${paint(part, i)}/>`).join('');
}
