import { PT_PER_MM } from './card-geometry.js';
import type { FaceRef } from './card-theme.js';
import { ADVANCE_CHARS, ADVANCES } from './font-advances.js';
import { fontFaceId, FONT_FACES } from './font-faces.js';

/** How a run of text is set: its face, and whether CSS sets it in capitals and spaces its letters. */
export interface TextLook {
  face: FaceRef;
  uppercase?: boolean;
  /** Letter spacing in em, added after every character as Chromium does. */
  trackingEm?: number;
}

/**
 * Kerning and ligatures mostly make words narrower than the sum of their advances, but the
 * browser places glyphs on whole device pixels and a few pairs kern outwards: a word is sized
 * to fill at most this share of its line, so it is never a hair too wide.
 */
export const WORD_FIT_SHARE = 0.96;
/** Width of a character none of the card faces draws (an emoji, another script): the browser borrows it from a system font. */
const FALLBACK_EM = 1;
const SOFT_HYPHEN = '\u00ad';
/** Where a browser may end a line: spaces and line ends only. A non-breaking space joins. */
const BREAKS = /[ \t\n\r\f]+/;

const INDEX = new Map([...ADVANCE_CHARS].map((ch, i) => [ch, i]));
const tables = new Map<string, Map<string, number>>();

/** The advance table of a face, in em. */
function advancesOf(face: FaceRef): Map<string, number> {
  const shipped = FONT_FACES.find((f) => f.family === face.family && f.weight === face.weight && f.style === face.style);
  if (!shipped) throw new Error(`no shipped face ${face.family} ${face.weight} ${face.style}`);
  const id = fontFaceId(shipped);
  let table = tables.get(id);
  if (!table) {
    const widths = ADVANCES[id]!.split(' ').map(Number);
    table = new Map();
    for (const [ch, i] of INDEX) if (widths[i]! > 0) table.set(ch, widths[i]! / 1000);
    tables.set(id, table);
  }
  return table;
}

/** Width of `text` set on one line, in em of its type size (advances, no kerning). */
export function textWidthEm(text: string, look: TextLook): number {
  const table = advancesOf(look.face);
  const tracking = look.trackingEm ?? 0;
  // Combining accents are drawn over the letter before them and take no room.
  const chars = (look.uppercase ? text.toUpperCase() : text).normalize('NFC').replace(/\p{M}/gu, '');
  let em = 0;
  for (const ch of chars) em += (table.get(ch) ?? FALLBACK_EM) + tracking;
  return em;
}

/**
 * Width in em of the widest piece of `text` a browser cannot break: a word between spaces or,
 * where soft hyphens were put in at dictionary points, a piece of one with its hyphen.
 */
export function longestWordEm(text: string, look: TextLook): number {
  let longest = 0;
  for (const word of text.split(BREAKS)) {
    const pieces = word.split(SOFT_HYPHEN);
    pieces.forEach((piece, i) => {
      longest = Math.max(longest, textWidthEm(i < pieces.length - 1 ? `${piece}-` : piece, look));
    });
  }
  return longest;
}

/**
 * The largest type size, at most `basePt`, at which every word of `text` fits a line `widthMm`
 * wide: words are never broken, the type is made smaller instead. Lines still break between
 * words; the page's fitting then shrinks the whole box if its lines are too many for its height.
 */
export function wordsFitPt(text: string, look: TextLook, widthMm: number, basePt: number): number {
  const em = longestWordEm(text, look);
  if (em <= 0 || widthMm <= 0) return basePt;
  return Math.min(basePt, (widthMm * WORD_FIT_SHARE * PT_PER_MM) / em);
}
