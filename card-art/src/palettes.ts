/** Palettes used when a style brings fewer than three colours: background pair, then inks, then line. */
export interface Palette {
  background: [string, string];
  inks: string[];
  line: string;
}

const OCCASION: Record<string, Palette> = {
  birthday: { background: ['#fff8ec', '#ffe9d6'], inks: ['#ff6b6b', '#ffd166', '#06d6a0', '#118ab2', '#ef8fb8'], line: '#3d405b' },
  anniversary: { background: ['#fff5f5', '#fbe3e8'], inks: ['#c9184a', '#ff758f', '#ffb3c1', '#d4a373'], line: '#590d22' },
  wedding: { background: ['#fffdf8', '#f4efe6'], inks: ['#e8c4c4', '#b5c99a', '#c9ada7', '#d4af37'], line: '#6b705c' },
  'thank-you': { background: ['#f9fbf4', '#eef4e4'], inks: ['#f4a261', '#e9c46a', '#2a9d8f', '#90be6d'], line: '#264653' },
  sympathy: { background: ['#f7f7f4', '#e9ece8'], inks: ['#a3b18a', '#cad2c5', '#84a98c', '#b8c4d9'], line: '#52796f' },
  christmas: { background: ['#fbf7f0', '#f1ebe0'], inks: ['#c1121f', '#2d6a4f', '#d4af37', '#a8dadc'], line: '#1b4332' },
  'new-baby': { background: ['#f3f8ff', '#e6f0fb'], inks: ['#a2d2ff', '#ffc8dd', '#cdb4db', '#fdffb6'], line: '#5a6f8f' },
  'get-well': { background: ['#fffbea', '#fff1c1'], inks: ['#ffb703', '#fb8500', '#8ecae6', '#90be6d'], line: '#355070' },
  congratulations: { background: ['#f8f9ff', '#e8ecff'], inks: ['#7209b7', '#f72585', '#4cc9f0', '#ffd60a'], line: '#22223b' },
  'mothers-day': { background: ['#fff7f9', '#fde8ef'], inks: ['#f08080', '#f4978e', '#b5838d', '#a7c957'], line: '#6d597a' },
  'fathers-day': { background: ['#f1f5f9', '#dde7f0'], inks: ['#1d3557', '#457b9d', '#e9c46a', '#a8dadc'], line: '#1d3557' },
  'valentines-day': { background: ['#fff0f3', '#ffccd5'], inks: ['#c9184a', '#ff4d6d', '#ff8fa3', '#ffffff'], line: '#800f2f' },
  graduation: { background: ['#f5f3ff', '#e4e0fb'], inks: ['#3a0ca3', '#4361ee', '#f9c74f', '#f72585'], line: '#10002b' },
  retirement: { background: ['#fef9ef', '#d8f3f5'], inks: ['#ffcb77', '#17c3b2', '#227c9d', '#fe6d73'], line: '#227c9d' },
};
const DEFAULT: Palette = { background: ['#fffdf7', '#f3efe6'], inks: ['#e76f51', '#f4a261', '#2a9d8f', '#e9c46a'], line: '#264653' };

export function occasionPalette(slug: string): Palette {
  return OCCASION[slug] ?? DEFAULT;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The colours a picture is painted with, sorted for use: the style's own when it has at
 * least three (so a style looks like itself on every occasion), else the occasion's.
 */
export interface ArtColors {
  /** Lightest: paper. */
  light: string;
  /** Darkest: lines, outlines, deep backgrounds. */
  dark: string;
  /** The rest, most saturated first. */
  inks: string[];
}

export function artColors(stylePalette: readonly string[], occasionSlug: string): ArtColors {
  const valid = stylePalette.filter((c) => HEX.test(c)).map((c) => c.toLowerCase());
  const o = occasionPalette(occasionSlug);
  const cols = valid.length >= 3 ? valid : [o.background[0], ...o.inks, o.line];
  const byLum = [...new Set(cols)].sort((a, b) => luminance(a) - luminance(b));
  const dark = byLum[0]!,
    light = byLum[byLum.length - 1]!;
  const inks = byLum.slice(1, -1).sort((a, b) => saturation(b) - saturation(a));
  return { light, dark, inks: inks.length ? inks : [mix(dark, light, 0.5)] };
}

/** Perceived lightness 0–255 of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
}

export function saturation(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mx = Math.max(...c),
    mn = Math.min(...c);
  return mx === 0 ? 0 : (mx - mn) / mx;
}

/** `hex` moved towards the grey of its own lightness by `t` (0–1): a quieter version of the colour. */
export function desaturate(hex: string, t: number): string {
  const l = Math.round(luminance(hex));
  return mix(hex, `#${[l, l, l].map((v) => v.toString(16).padStart(2, '0')).join('')}`, t);
}

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16),
    pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}
