import { f, H, textBand, W, type ArtBrief, type Box, type Painted } from '../art-kit.js';
import { mix } from '../palettes.js';
import { between } from '../seeded-random.js';
import { placePath, SHAPES, startOf, type Motif, type Placement } from '../svg-motifs.js';

/** A motif's parts as one stretch of a continuous line: every subpath joined, closings drawn back explicitly. */
function continuous(m: Motif, at: Placement): { d: string; start: [number, number]; end: [number, number] } {
  const { x, y } = at;
  let d = '';
  let start: [number, number] | undefined;
  let end: [number, number] = [x, y];
  for (const part of SHAPES[m]) {
    // Each subpath: its own M becomes a stroke to it, and Z a stroke back to where it began.
    for (const sub of placePath(part.d, at)
      .split(/(?=M)/)
      .filter((p) => p.trim())) {
      const s0 = startOf(sub);
      start ??= s0;
      d += ` ${sub.replace(/^M/, 'L').replace(/Z\s*$/, `L${f(s0[0])} ${f(s0[1])}`)}`;
      const nums = sub
        .replace(/Z\s*$/, '')
        .trim()
        .split(/[\s,A-Z]+/)
        .filter(Boolean)
        .map(Number);
      end = /Z\s*$/.test(sub) ? s0 : [nums[nums.length - 2]!, nums[nums.length - 1]!];
    }
  }
  return { d, start: start ?? [x, y], end };
}

/** A loose, looping curve from one point to the next, the way a single-line drawing travels. */
function travel(rnd: () => number, from: [number, number], to: [number, number]): string {
  const [x0, y0] = from,
    [x1, y1] = to;
  const loop = rnd() < 0.5;
  const c1 = [
    x0 + (x1 - x0) * 0.3 + between(rnd, -120, 120),
    y0 + (y1 - y0) * 0.1 + (loop ? between(rnd, 80, 160) : between(rnd, -60, 60)),
  ];
  const c2 = [x0 + (x1 - x0) * 0.75 + between(rnd, -120, 120), y1 + (loop ? between(rnd, -160, -80) : between(rnd, -60, 60))];
  return ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(x1)} ${f(y1)}`;
}

/** A soft organic shape: the one patch of colour under the drawing. */
function blob(rnd: () => number, cx: number, cy: number, rad: number): string {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    const rr = rad * between(rnd, 0.8, 1.15);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.9] as const;
  });
  let d = `M${f((pts[0]![0] + pts[n - 1]![0]) / 2)} ${f((pts[0]![1] + pts[n - 1]![1]) / 2)}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i]!,
      q = pts[(i + 1) % n]!;
    d += ` Q${f(p[0])} ${f(p[1])} ${f((p[0] + q[0]) / 2)} ${f((p[1] + q[1]) / 2)}`;
  }
  return `${d} Z`;
}

/**
 * Minimal line art: one continuous thin ink line that wanders in from an edge, draws the
 * motifs without lifting and leaves again, over a single soft patch of colour, on lots of
 * white. Compositions: drawing below the greeting, above it, or framing it top and bottom.
 */
export function lineArt(b: ArtBrief): Painted {
  const { rnd, colors } = b;
  const paper = mix(colors.light, '#ffffff', 0.5);
  const ink = mix(colors.dark, '#000000', 0.2);
  const accent = mix(colors.inks[0]!, paper, 0.25);
  const second = b.motifs.find((m) => m !== b.focal) ?? 'leaf';
  const where = (['top', 'bottom', 'middle'] as const)[b.composition % 3]!;
  const text: Box = textBand(where, 0.76, 0.2);
  let stops: Array<{ m: Motif; x: number; y: number; s: number }>;
  let enter: [number, number], leave: [number, number], patch: [number, number, number];
  if (where === 'top') {
    stops = [
      { m: second, x: W * 0.24, y: H * 0.78, s: 190 },
      { m: b.focal, x: W * 0.6, y: H * 0.64, s: 360 },
    ];
    enter = [-20, H * 0.9];
    leave = [W + 20, H * 0.84];
    patch = [W * 0.62, H * 0.66, 210];
  } else if (where === 'bottom') {
    stops = [
      { m: b.focal, x: W * 0.44, y: H * 0.34, s: 380 },
      { m: second, x: W * 0.78, y: H * 0.46, s: 170 },
    ];
    enter = [-20, H * 0.16];
    leave = [W + 20, H * 0.56];
    patch = [W * 0.38, H * 0.3, 220];
  } else {
    stops = [
      { m: b.focal, x: W * 0.66, y: H * 0.2, s: 260 },
      { m: second, x: W * 0.3, y: H * 0.82, s: 220 },
    ];
    enter = [-20, H * 0.08];
    leave = [-20, H * 0.94];
    patch = [W * 0.72, H * 0.22, 150];
  }
  let d = `M${f(enter[0])} ${f(enter[1])}`;
  let at = enter;
  for (const [i, stop] of stops.entries()) {
    const c = continuous(stop.m, { x: stop.x, y: stop.y, s: stop.s, deg: between(rnd, -8, 8) });
    // Framing the greeting, the line goes round it down the margin, never through the words.
    if (where === 'middle' && i === 1) {
      const side: [number, number] = [W * 0.05, H * 0.5];
      d += travel(rnd, at, [side[0], text.y - 10]) + ` L${f(side[0])} ${f(text.y + text.h + 10)}`;
      at = [side[0], text.y + text.h + 10];
    }
    d += travel(rnd, at, c.start) + c.d;
    at = c.end;
  }
  d += travel(rnd, at, leave);
  const body =
    `<rect width="${W}" height="${H}" fill="${paper}"/>` +
    `<path d="${blob(rnd, patch[0], patch[1], patch[2])}" fill="${accent}" fill-opacity="0.55"/>` +
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { defs: '', body, textBox: text, ink };
}
