import { HexColor } from '@cards/contracts';
import { styleFamily, type StyleFamily, type StyleRef } from './style-family.js';

export type FontFamily = 'Playfair Display' | 'Lora' | 'Montserrat' | 'Caveat' | 'Dancing Script' | 'Indie Flower' | 'Kalam';

/** One face of a family as CSS selects it. */
export interface FaceRef {
  family: FontFamily;
  weight: number;
  style: 'normal' | 'italic';
}

/** The typefaces a card is set in; each is an `@font-face` shipped with the project. */
export interface Typography {
  /** The front greeting. */
  display: FaceRef;
  displayUppercase: boolean;
  /** Letter spacing of the front greeting, in em. */
  displayTracking: number;
  /** Size of the front greeting on an A6 panel, pt (script faces run small for their size). */
  displayPt: number;
  /** The inside message. */
  body: FaceRef;
  /** Greeting line and sign-off inside. */
  script: FaceRef;
  scriptPt: number;
  /**
   * Whether a long inside message (set ranged left) may break words at dictionary hyphenation
   * points. Only the vintage family's book-like letterpress setting does; the front greeting,
   * the recipient line, the inside greeting and the sign-off are never hyphenated in any style.
   */
  hyphenateMessage: boolean;
}

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

export interface CardTheme {
  family: StyleFamily;
  colors: Colors;
  type: Typography;
}

type Rgb = [number, number, number];

function parseHex(h: string): Rgb {
  const s = h.slice(1);
  const full =
    s.length === 3
      ? s
          .split('')
          .map((c) => c + c)
          .join('')
      : s;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(c: Rgb): number {
  const ch = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
}
/** Luminance of a #rrggbb colour. */
export const hexLuminance = (hex: string) => luminance(parseHex(hex));
function saturation(c: Rgb): number {
  const mx = Math.max(...c),
    mn = Math.min(...c);
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
  if (luminance(accent) > 0.4) accent = mix(accent, ink, 0.45);
  const tint = mix(accent, WHITE, 0.86);
  return { ink: toHex(ink), paper: toHex(paper), accent: toHex(accent), tint: toHex(tint) };
}

const face = (family: FontFamily, weight = 400, style: FaceRef['style'] = 'normal'): FaceRef => ({ family, weight, style });

/** Type for each family of artwork: a hand for doodles, a geometric sans for flat and line art, serifs and scripts for the rest. */
const TYPE: Record<StyleFamily, Typography> = {
  watercolour: {
    display: face('Dancing Script', 700),
    displayUppercase: false,
    displayTracking: 0,
    displayPt: 30,
    body: face('Lora', 400, 'italic'),
    script: face('Dancing Script', 400),
    scriptPt: 18,
    hyphenateMessage: false,
  },
  line: {
    display: face('Montserrat', 400),
    displayUppercase: true,
    displayTracking: 0.16,
    displayPt: 19,
    body: face('Lora', 400),
    script: face('Dancing Script', 400),
    scriptPt: 18,
    hyphenateMessage: false,
  },
  flat: {
    display: face('Montserrat', 800),
    displayUppercase: true,
    displayTracking: 0.02,
    displayPt: 24,
    body: face('Montserrat', 400),
    script: face('Caveat', 700),
    scriptPt: 19,
    hyphenateMessage: false,
  },
  vintage: {
    display: face('Playfair Display', 600),
    displayUppercase: false,
    displayTracking: 0.01,
    displayPt: 23,
    body: face('Lora', 400, 'italic'),
    script: face('Dancing Script', 400),
    scriptPt: 18,
    hyphenateMessage: true,
  },
  doodle: {
    display: face('Caveat', 700),
    displayUppercase: false,
    displayTracking: 0,
    displayPt: 34,
    body: face('Lora', 400),
    script: face('Caveat', 700),
    scriptPt: 21,
    hyphenateMessage: false,
  },
  deco: {
    display: face('Playfair Display', 400, 'italic'),
    displayUppercase: false,
    displayTracking: 0.01,
    displayPt: 25,
    body: face('Lora', 400, 'italic'),
    script: face('Dancing Script', 400),
    scriptPt: 18,
    hyphenateMessage: false,
  },
};

/** The typography of a style's family. */
export function typographyFor(style: StyleRef | string): Typography {
  return TYPE[styleFamily(typeof style === 'string' ? { slug: style } : style)];
}

export function cardTheme(style: StyleRef, palette: readonly string[]): CardTheme {
  const family = styleFamily(style);
  return { family, colors: themeColors(palette), type: TYPE[family] };
}
