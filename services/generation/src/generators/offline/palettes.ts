import type { Rendering } from './svg-motifs.js';

/** Palettes used when a style brings fewer than three colours: background pair, then inks, then line. */
export interface Palette { background: [string, string]; inks: string[]; line: string }

const OCCASION: Record<string, Palette> = {
  birthday: { background: ['#fff8ec', '#ffe9d6'], inks: ['#ff6b6b', '#ffd166', '#06d6a0', '#118ab2', '#ef8fb8'], line: '#3d405b' },
  anniversary: { background: ['#fff5f5', '#fbe3e8'], inks: ['#c9184a', '#ff758f', '#ffb3c1', '#d4a373'], line: '#590d22' },
  wedding: { background: ['#fffdf8', '#f4efe6'], inks: ['#e8c4c4', '#b5c99a', '#c9ada7', '#d4af37'], line: '#6b705c' },
  'thank-you': { background: ['#f9fbf4', '#eef4e4'], inks: ['#f4a261', '#e9c46a', '#2a9d8f', '#90be6d'], line: '#264653' },
  sympathy: { background: ['#f7f7f4', '#e9ece8'], inks: ['#a3b18a', '#cad2c5', '#84a98c', '#dfe7fd'], line: '#52796f' },
  christmas: { background: ['#0f3d2e', '#12472f'], inks: ['#e63946', '#f1faee', '#d4af37', '#a8dadc'], line: '#f1faee' },
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

/** A style's own colours, when it has enough of them: the lightest two become the paper. */
export function stylePalette(colours: string[], fallback: Palette): Palette {
  const valid = colours.filter((c) => /^#[0-9a-f]{6}$/i.test(c));
  if (valid.length < 3) return fallback;
  const sorted = [...valid].sort((a, b) => luminance(b) - luminance(a));
  const light = sorted[0]!;
  const inks = sorted.slice(1);
  return { background: [light, mix(light, sorted[1]!, 0.15)], inks, line: sorted[sorted.length - 1]! };
}

export function renderingOf(style: { slug: string; name: string; prompt_hint: string } | null): Rendering {
  const text = style ? `${style.slug} ${style.name} ${style.prompt_hint}` : '';
  if (/watercolou?r|wash|painted|pastel|soft/i.test(text)) return 'watercolour';
  if (/line|minimal|elegant|gold|foil|sketch|ink/i.test(text)) return 'line';
  if (/vintage|retro|classic|letterpress|botanical|linocut/i.test(text)) return 'vintage';
  return 'flat';
}

export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16), pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}
