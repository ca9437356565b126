import { drawMotif, f, H, textBand, W, type ArtBrief, type Painted } from '../art-kit.js';
import { luminance, mix, saturation } from '../palettes.js';
import type { Motif } from '../svg-motifs.js';

/** A motif in gold line with a faint gold fill, the way foil is blocked. */
function gilded(m: Motif, x: number, y: number, s: number): string {
  return drawMotif(m, { x, y, s, deg: 0 }, (part) =>
    part.stroke
      ? `fill="none" stroke="url(#gold)" stroke-width="${f(Math.max(3, s * 0.02))}" stroke-linecap="round"`
      : `fill="url(#gold)" fill-opacity="${part.tone ? 0.9 : 0.22}" stroke="url(#gold)" stroke-width="${f(Math.max(3, s * 0.018))}" stroke-linejoin="round"`,
  );
}

/** A ring round `cx, cy` from radius `r0` out to `r1`. */
type Ring = { cx: number; cy: number; r0: number; r1: number };

/** `n` rays of a fan across a ring between two angles, fine lines alternating with long ones. */
function fan({ cx, cy, r0, r1 }: Ring, from: number, to: number, n: number): string {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = from + ((to - from) * i) / n;
    const rr = i % 2 ? r1 * 0.82 : r1;
    d += `M${f(cx + Math.cos(a) * r0)} ${f(cy + Math.sin(a) * r0)} L${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `;
  }
  return `<path d="${d}" stroke="url(#gold)" stroke-width="3" fill="none"/>`;
}

/** A gold arc of the circle `rad` round `cx, cy` between two angles. */
function arc({ cx, cy, rad }: { cx: number; cy: number; rad: number }, from: number, to: number, width: number): string {
  const p = (a: number) => `${f(cx + Math.cos(a) * rad)} ${f(cy + Math.sin(a) * rad)}`;
  return `<path d="M${p(from)} A${f(rad)} ${f(rad)} 0 ${to - from > Math.PI ? 1 : 0} 1 ${p(to)}" stroke="url(#gold)" stroke-width="${width}" fill="none"/>`;
}

/**
 * Elegant deco: metallic gold on a deep ground, symmetrical fans, fine lines and stepped
 * frames. Compositions: a sunburst rising from the foot, an arch with stepped corners, or
 * fans in all four corners round a framed centre; the greeting in ivory.
 */
export function deco(b: ArtBrief): Painted {
  const { colors } = b;
  const warm = [...colors.inks].sort((a, c) => saturation(c) - saturation(a)).find((c) => luminance(c) > 90) ?? '#c9a227';
  const deep = colors.dark;
  const ground = luminance(deep) < 70 ? deep : mix(deep, '#000000', 0.6);
  const ivory = luminance(colors.light) > 200 ? colors.light : '#f5efe0';
  const defs =
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(warm, '#000000', 0.25)}"/><stop offset="0.45" stop-color="${mix(warm, ivory, 0.45)}"/><stop offset="0.55" stop-color="${warm}"/><stop offset="1" stop-color="${mix(warm, '#000000', 0.3)}"/></linearGradient>` +
    `<radialGradient id="ground" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${mix(ground, '#ffffff', 0.08)}"/><stop offset="1" stop-color="${mix(ground, '#000000', 0.35)}"/></radialGradient>`;
  const where = (['top', 'bottom', 'middle'] as const)[b.composition % 3]!;
  const text = textBand(where, 0.66, 0.2);
  const g: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#ground)"/>`,
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="url(#gold)" stroke-width="3"/>`,
    `<rect x="56" y="56" width="${W - 112}" height="${H - 112}" fill="none" stroke="url(#gold)" stroke-width="1.2"/>`,
  ];
  if (where === 'top') {
    const cx = W / 2,
      cy = H - 56;
    g.push(fan({ cx, cy, r0: 170, r1: 560 }, Math.PI * 1.06, Math.PI * 1.94, 36));
    for (const rad of [170, 190, 560]) g.push(arc({ cx, cy, rad }, Math.PI * 1.04, Math.PI * 1.96, rad === 560 ? 4 : 2.5));
    g.push(gilded(b.focal, cx, cy - 95, 150));
  } else if (where === 'bottom') {
    const top = H * 0.1,
      left = W * 0.16,
      right = W * 0.84,
      bottom = H * 0.62;
    const r = (right - left) / 2;
    g.push(
      `<path d="M${f(left)} ${f(bottom)} L${f(left)} ${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(right)} ${f(top + r)} L${f(right)} ${f(bottom)}" stroke="url(#gold)" stroke-width="4" fill="none"/>`,
    );
    g.push(
      `<path d="M${f(left + 22)} ${f(bottom)} L${f(left + 22)} ${f(top + r)} A${f(r - 22)} ${f(r - 22)} 0 0 1 ${f(right - 22)} ${f(top + r)} L${f(right - 22)} ${f(bottom)}" stroke="url(#gold)" stroke-width="1.5" fill="none"/>`,
    );
    for (const [x, dir] of [
      [left, 1],
      [right, -1],
    ] as const) {
      g.push(
        `<path d="M${f(x - dir * 60)} ${f(bottom + 40)} L${f(x - dir * 60)} ${f(bottom)} L${f(x - dir * 30)} ${f(bottom)} L${f(x - dir * 30)} ${f(bottom - 30)} L${f(x)} ${f(bottom - 30)}" stroke="url(#gold)" stroke-width="3" fill="none"/>`,
      );
    }
    g.push(
      fan({ cx: W / 2, cy: top + r, r0: 40, r1: r - 40 }, Math.PI * 1.1, Math.PI * 1.9, 20),
      gilded(b.focal, W / 2, top + r + 120, 260),
    );
    g.push(`<path d="M${f(W * 0.3)} ${f(text.y - 20)} L${f(W * 0.7)} ${f(text.y - 20)}" stroke="url(#gold)" stroke-width="2"/>`);
  } else {
    for (const [cx, cy, from] of [
      [56, 56, 0],
      [W - 56, 56, Math.PI * 0.5],
      [W - 56, H - 56, Math.PI],
      [56, H - 56, Math.PI * 1.5],
    ] as const) {
      g.push(
        fan({ cx, cy, r0: 40, r1: 250 }, from, from + Math.PI / 2, 14),
        arc({ cx, cy, rad: 250 }, from, from + Math.PI / 2, 3),
        arc({ cx, cy, rad: 60 }, from, from + Math.PI / 2, 2),
      );
    }
    g.push(
      `<rect x="${f(text.x - 30)}" y="${f(text.y - 40)}" width="${f(text.w + 60)}" height="${f(text.h + 80)}" fill="none" stroke="url(#gold)" stroke-width="2"/>`,
    );
    g.push(gilded(b.focal, W / 2, text.y - 150, 130), gilded(b.focal, W / 2, text.y + text.h + 150, 130));
  }
  return { defs, body: g.join(''), textBox: text, ink: ivory };
}
