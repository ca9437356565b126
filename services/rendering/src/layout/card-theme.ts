import { HexColor } from '@cards/contracts';

/** The typefaces a card is set in; each name is an `@font-face` family shipped with the project. */
export interface Typography {
  display: FontFamily;
  displayWeight: number;
  displayUppercase: boolean;
  body: FontFamily;
  script: FontFamily;
}

export type FontFamily = 'Playfair Display' | 'Lora' | 'Montserrat' | 'Caveat' | 'Dancing Script';

/** Colours a card is printed in, derived from the style's palette. */
export interface Colors {
  /** Text colour: dark enough to read on paper. */
  ink: string;
  /** Background of the panels. */
  paper: string;
  /** Ornaments, small capitals, rules. */
  accent: string;
  /** A pale wash of the accent for the inside left panel. */
  tint: string;
}

export interface CardTheme { colors: Colors; type: Typography }

type Rgb = [number, number, number];

function parseHex(h: string): Rgb {
  const s = h.slice(1);
  const full = s.length === 3 ? s.split('').map((c) => c + c).join('') : s;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (c: Rgb) => `#${c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(c: Rgb): number {
  const ch = c.map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
}
function saturation(c: Rgb): number {
  const mx = Math.max(...c), mn = Math.min(...c);
  return mx === 0 ? 0 : (mx - mn) / mx;
}

const WHITE: Rgb = [255, 255, 255];
const WARM_WHITE: Rgb = [252, 249, 244];
const DEFAULT_PALETTE = ['#2f3e46', '#84a98c', '#cad2c5', '#f7f3ec'];

/**
 * Colours from a palette of any order and quality: entries that are not hex colours are
 * dropped (nothing else reaches CSS), the ink is darkened until it reads on paper, the paper
 * stays a light warm white so the print looks like a card and not a poster.
 */
export function themeColors(palette: readonly string[]): Colors {
  const valid = palette.filter((p) => HexColor.safeParse(p).success).map(parseHex);
  const cols = valid.length ? valid : DEFAULT_PALETTE.map(parseHex);
  const byLum = [...cols].sort((a, b) => luminance(a) - luminance(b));
  let ink = byLum[0]!;
  while (luminance(ink) > 0.09) ink = mix(ink, [0, 0, 0], 0.2);
  const lightest = byLum[byLum.length - 1]!;
  const paper = luminance(lightest) > 0.82 ? mix(lightest, WARM_WHITE, 0.5) : mix(lightest, WARM_WHITE, 0.9);
  const rest = cols.filter((c) => c !== byLum[0] || cols.length === 1);
  let accent = [...rest].sort((a, b) => saturation(b) - saturation(a))[0] ?? ink;
  if (luminance(accent) > 0.55) accent = mix(accent, ink, 0.45);
  const tint = mix(accent, WHITE, 0.86);
  return { ink: toHex(ink), paper: toHex(paper), accent: toHex(accent), tint: toHex(tint) };
}

const CLASSIC: Typography = { display: 'Playfair Display', displayWeight: 600, displayUppercase: false, body: 'Lora', script: 'Dancing Script' };
const MODERN: Typography = { display: 'Montserrat', displayWeight: 600, displayUppercase: true, body: 'Montserrat', script: 'Caveat' };
const PLAYFUL: Typography = { display: 'Caveat', displayWeight: 700, displayUppercase: false, body: 'Lora', script: 'Caveat' };

/** A pairing for the style: modern styles get a geometric sans, playful ones a hand, others a classic serif. */
export function typographyFor(styleSlug: string): Typography {
  if (/modern|minimal|geometric|bold|clean|graphic|neon|retro/.test(styleSlug)) return MODERN;
  if (/playful|fun|whims|cartoon|kid|doodle|hand|sketch|crayon|cute|bright/.test(styleSlug)) return PLAYFUL;
  return CLASSIC;
}

export function cardTheme(styleSlug: string, palette: readonly string[]): CardTheme {
  return { colors: themeColors(palette), type: typographyFor(styleSlug) };
}
