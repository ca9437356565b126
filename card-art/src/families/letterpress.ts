import { drawMotif, f, H, textBand, W, type ArtBrief, type Painted } from '../art-kit.js';
import { mix } from '../palettes.js';
import { between } from '../seeded-random.js';
import type { Motif, Part, Placement } from '../svg-motifs.js';

/** A motif as an engraving: hatched in the first ink, outlined firmly, details in the second. */
function engraved(m: Motif, at: Placement, ink1: string, ink2: string): string {
  const { s } = at;
  return drawMotif(m, at, (part: Part) =>
    part.stroke
      ? `fill="none" stroke="${part.tone ? ink2 : ink1}" stroke-width="${f(Math.max(3, s * 0.025))}" stroke-linecap="round"`
      : `fill="${part.tone === 2 ? ink2 : 'url(#hatch)'}" stroke="${part.tone === 2 ? ink2 : ink1}" stroke-width="${f(Math.max(3, s * 0.022))}" stroke-linejoin="round"`,
  );
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
  const defs =
    `<pattern id="hatch" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="9" height="9" fill="${mix(ink1, paper, 0.82)}"/><path d="M0 0 L0 9" stroke="${ink1}" stroke-width="3.2"/></pattern>` +
    // Uneven ink: speckled voids knocked out of everything printed, in one pass at print resolution.
    `<filter id="press" x="0" y="0" width="${W}" height="${H}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="0.5" numOctaves="1" seed="${seed}" result="t"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.5 1.55" result="m"/><feComposite in="SourceGraphic" in2="m" operator="in"/></filter>`;
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
    ink.push(engraved(b.focal, { x: cx, y: cy, s: rad * 1.25, deg: 0 }, ink1, ink2));
    ink.push(`<path d="M${f(W * 0.3)} ${f(text.y - 24)} L${f(W * 0.7)} ${f(text.y - 24)}" stroke="${ink1}" stroke-width="3"/>`);
  } else if (where === 'top') {
    const cx = W / 2,
      cy = H * 0.72;
    for (const side of [-1, 1]) {
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (0.55 + side * (0.1 + i * 0.1));
        const x = cx + Math.cos(a) * W * 0.3 * -side * -1,
          y = cy + Math.sin(a) * W * 0.3;
        ink.push(engraved('leaf', { x: cx + side * Math.abs(x - cx), y, s: between(rnd, 90, 110), deg: side * (30 + i * 18) }, ink1, ink2));
      }
    }
    ink.push(engraved(b.focal, { x: cx, y: cy - 10, s: W * 0.3, deg: 0 }, ink1, ink2));
    ink.push(
      `<path d="M${f(W * 0.24)} ${f(text.y + text.h + 26)} L${f(W * 0.76)} ${f(text.y + text.h + 26)} M${f(W * 0.3)} ${f(text.y + text.h + 38)} L${f(W * 0.7)} ${f(text.y + text.h + 38)}" stroke="${ink1}" stroke-width="3"/>`,
    );
  } else {
    for (const y of [H * 0.16, H * 0.84]) {
      for (let i = 0; i < 5; i++) {
        const x = W * (0.2 + i * 0.15);
        ink.push(engraved(i % 2 === 0 ? b.focal : second, { x, y, s: i === 2 ? 150 : 100, deg: 0 }, ink1, ink2));
      }
    }
    for (const y of [text.y - 30, text.y + text.h + 30])
      ink.push(
        `<path d="M${f(W * 0.16)} ${f(y)} L${f(W * 0.84)} ${f(y)}" stroke="${ink2}" stroke-width="5"/><path d="M${f(W * 0.22)} ${f(y + 12)} L${f(W * 0.78)} ${f(y + 12)}" stroke="${ink2}" stroke-width="1.6"/>`,
      );
  }
  const body = `<rect width="${W}" height="${H}" fill="${paper}"/><g filter="url(#press)">${ink.join('')}</g>`;
  return { defs, body, textBox: text, ink: mix(ink2, colors.dark, 0.5) };
}
