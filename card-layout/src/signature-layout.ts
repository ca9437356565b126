import type { CardGeometry, Rect } from './card-geometry.js';
import type { FaceRef } from './card-theme.js';

/** One signature of a group card as the layout sets it. */
export interface CardSignatureText {
  id: number;
  name: string;
  message: string;
  /** Which hand (handwriting face and pen) it is written in; any whole number, taken round the hands. */
  hand: number;
}

/**
 * A handwriting face with what the layout needs to estimate its words: the average advance of
 * a character in em (measured in Chromium on mixed English sentences — Caveat 0.338, Indie
 * Flower 0.426, Kalam 0.435, Dancing Script 0.359 — plus 8 % so estimates run long) and the
 * size at which it looks as large as the others (script faces are small for their size).
 */
export interface Hand {
  face: FaceRef;
  avgEm: number;
  sizeFactor: number;
  ink: string;
}

/** The hands signers write in, in turn: different faces and pens, so the inside reads as many people. */
export const HANDS: readonly Hand[] = [
  { face: { family: 'Caveat', weight: 400, style: 'normal' }, avgEm: 0.365, sizeFactor: 1.22, ink: '#1d2f6f' },
  { face: { family: 'Indie Flower', weight: 400, style: 'normal' }, avgEm: 0.46, sizeFactor: 1.12, ink: '#262626' },
  { face: { family: 'Kalam', weight: 400, style: 'normal' }, avgEm: 0.47, sizeFactor: 0.94, ink: '#0f4a3a' },
  { face: { family: 'Dancing Script', weight: 400, style: 'normal' }, avgEm: 0.39, sizeFactor: 1.1, ink: '#6a1b2c' },
];

export const handOf = (hand: number): Hand => HANDS[((hand % HANDS.length) + HANDS.length) % HANDS.length]!;

/** Sizes tried in turn (pt on an A6 panel): the largest at which every signature fits the inside wins. */
export const SIGNATURE_SIZES_PT = [13, 11, 9.5, 8] as const;

/** Where one signature goes. `page` counts the card's sheets: 2 is the inside, 3 and on are added inside pages. */
export interface PlacedSignature {
  signature: CardSignatureText;
  page: number;
  box: Rect;
  /** Base size in pt before the hand's size factor. */
  sizePt: number;
  /** A slight tilt in degrees, as a hand signs a card. */
  tiltDeg: number;
}

export interface SignatureLayout {
  placed: PlacedSignature[];
  /** The size every signature is set at (pt, before each hand's factor). */
  sizePt: number;
  /** How many sheets are added after the inside for signatures that did not fit it. */
  extraPages: number;
  /** The inside right panel's box for the card's own message (shorter when signatures sit below it). */
  messageBox: Rect;
  /** Whether signatures use the inside left panel (then its artwork window is left out). */
  usesInsideLeft: boolean;
}

export interface SignatureLayoutInput {
  geometry: CardGeometry;
  signatures: readonly CardSignatureText[];
  /** The full box the card's own message has on the inside right panel. */
  messageBox: Rect;
  /** Estimated height in mm of the card's own message at its size. */
  messageHeightMm: number;
  /** False when the inside left panel shows the customer's photo. */
  insideLeftFree: boolean;
}

const PT_MM = 25.4 / 72;
const LINE = 1.2;
/** The message keeps at least this share of its panel's height, signatures or not. */
const MESSAGE_MIN_SHARE = 0.4;

/**
 * Lines a text takes at `maxChars` characters a line, breaking at spaces as a browser does. A
 * word longer than a line is never broken: it takes a line of its own, its type made smaller.
 */
export function wrappedLines(text: string, maxChars: number): number {
  const width = Math.max(4, Math.floor(maxChars));
  let lines = 0;
  for (const para of text.split(/\n/)) {
    let line = 0;
    lines += 1;
    for (const word of para.trim().split(/\s+/).filter(Boolean)) {
      const w = word.length;
      if (line > 0 && line + 1 + w <= width) {
        line += 1 + w;
        continue;
      }
      if (line > 0) lines += 1;
      line = w;
    }
  }
  return lines;
}

/** Height in mm of one signature set at `sizePt` in a column `widthMm` wide: its message, then its name. */
export function signatureHeight(s: CardSignatureText, widthMm: number, sizePt: number): number {
  const hand = handOf(s.hand);
  const pt = sizePt * hand.sizeFactor;
  const charMm = pt * PT_MM * hand.avgEm;
  const inner = widthMm - 2;
  const msgLines = wrappedLines(s.message, inner / charMm);
  const nameLines = wrappedLines(`— ${s.name}`, inner / (charMm * 1.05));
  return 1.6 + (msgLines * LINE + nameLines * LINE * 1.05) * pt * PT_MM;
}

/** Where signatures may go together: one panel's box, or both panels of an added sheet (filled as one). */
interface Region {
  page: number;
  boxes: Rect[];
}
interface Column {
  box: number;
  x: number;
  top: number;
  bottom: number;
  used: number;
}

/** The type the signatures are packed at, the card's scale, and whether sheets may be added when the regions run out. */
interface PackSize {
  sizePt: number;
  scale: number;
  endless: boolean;
}

/**
 * Places the signatures in columns, each in the shortest column of a region that has room, in
 * the order they were signed; a region full, the next (with `endless`, added inside sheets;
 * without, `null` when they run out). Nothing overlaps by construction: each signature has its
 * own box as tall as its words are estimated to be, and the page's fitting shrinks the type of
 * a box whose words turn out longer (never below 7 pt).
 */
function pack(
  regions: Region[],
  signatures: readonly CardSignatureText[],
  { sizePt, scale, endless }: PackSize,
  g: CardGeometry,
): { placed: PlacedSignature[]; pages: number } | null {
  const gap = 3 * scale;
  // Columns narrow with the type, about 19 characters of a hand wide.
  const minCol = Math.max(26 * scale, (40 * sizePt) / 13);
  const all = [...regions];
  const placed: Array<{ p: PlacedSignature; region: number; box: number }> = [];
  let pages = 2;
  let r = -1;
  let cols: Column[] = [];
  let colW = 0;
  const next = (): boolean => {
    if (r + 1 >= all.length) {
      if (!endless) return false;
      pages += 1;
      all.push(extraSheet(g, pages));
    }
    r += 1;
    cols = [];
    all[r]!.boxes.forEach((box, b) => {
      const n = Math.max(1, Math.floor((box.w + gap) / (minCol + gap)));
      colW = (box.w - gap * (n - 1)) / n;
      for (let k = 0; k < n; k++) cols.push({ box: b, x: box.x + k * (colW + gap), top: box.y, bottom: box.y + box.h, used: 0 });
    });
    return true;
  };
  if (signatures.length && !next()) return null;
  for (const s of signatures) {
    for (;;) {
      const col = cols.reduce((a, c) => (c.used < a.used ? c : a));
      const room = col.bottom - col.top;
      let h = signatureHeight(s, colW, sizePt) * 1.04;
      // Longer than a whole empty panel of an added sheet: it gets the panel, and fitting its smaller type.
      if (all[r]!.page > 2 && cols.every((c) => c.used === 0) && h > room) h = room;
      if (col.used + h <= room) {
        placed.push({
          region: r,
          box: col.box,
          p: {
            signature: s,
            page: all[r]!.page,
            sizePt,
            box: { x: col.x, y: col.top + col.used, w: colW, h },
            tiltDeg: (((s.id * 7919) % 9) - 4) * 0.35,
          },
        });
        col.used += h + gap;
        break;
      }
      // The shortest column has no room, so neither has the region.
      if (!next()) return null;
    }
  }
  // The signatures of each panel sit a little above its middle rather than huddled at its top.
  return {
    pages,
    placed: placed.map(({ p, region, box }) => {
      const b = all[region]!.boxes[box]!;
      const used = Math.max(...placed.filter((q) => q.region === region && q.box === box).map((q) => q.p.box.y + q.p.box.h)) - b.y;
      return { ...p, box: { ...p.box, y: p.box.y + Math.max(0, (b.h - used) / 3) } };
    }),
  };
}

/** An added inside sheet: both panels inside their safe areas, filled together so neither is left empty. */
function extraSheet(g: CardGeometry, page: number): Region {
  const pad = g.panelW * 0.04;
  const inset = (r: Rect): Rect => ({ x: r.x + pad, y: r.y + pad, w: r.w - 2 * pad, h: r.h - 2 * pad });
  return { page, boxes: [inset(g.safe.insideLeft), inset(g.safe.insideRight)] };
}

/**
 * Where a group card's signatures go: the inside left panel (unless a photo is there), then the
 * room below the card's own message on the inside right; each size of {@link SIGNATURE_SIZES_PT}
 * in turn until all fit; and when even the smallest does not, further inside sheets at that size.
 */
export function layoutSignatures(input: SignatureLayoutInput): SignatureLayout {
  const { geometry: g, signatures } = input;
  const scale = Math.min(g.panelW / 105, g.trimH / 148) ** 0.6;
  if (!signatures.length)
    return { placed: [], sizePt: SIGNATURE_SIZES_PT[0] * scale, extraPages: 0, messageBox: input.messageBox, usesInsideLeft: false };
  const pad = g.panelW * 0.04;
  const mb = input.messageBox;
  const messageH = Math.min(mb.h, Math.max(mb.h * MESSAGE_MIN_SHARE, input.messageHeightMm * 1.1));
  const below: Rect = { x: mb.x, y: mb.y + messageH + 4 * scale, w: mb.w, h: mb.h - messageH - 4 * scale };
  const left = g.safe.insideLeft;
  const regions: Region[] = [
    ...(input.insideLeftFree ? [{ page: 2, boxes: [{ x: left.x + pad, y: left.y + pad, w: left.w - 2 * pad, h: left.h - 2 * pad }] }] : []),
    ...(below.h >= 22 * scale ? [{ page: 2, boxes: [below] }] : []),
  ];
  const done = (placed: PlacedSignature[], sizePt: number, extraPages: number): SignatureLayout => ({
    placed,
    sizePt,
    extraPages,
    // The message gives up the room below it only when a signature is there.
    messageBox: placed.some((p) => p.page === 2 && p.box.x >= g.foldX) ? { ...mb, h: messageH } : mb,
    usesInsideLeft: input.insideLeftFree && placed.some((p) => p.page === 2 && p.box.x < g.foldX),
  });
  for (const base of SIGNATURE_SIZES_PT) {
    const fit = pack(regions, signatures, { sizePt: base * scale, scale, endless: false }, g);
    if (fit) return done(fit.placed, base * scale, 0);
  }
  const smallest = SIGNATURE_SIZES_PT[SIGNATURE_SIZES_PT.length - 1] * scale;
  const spilled = pack(regions, signatures, { sizePt: smallest, scale, endless: true }, g)!;
  return done(spilled.placed, smallest, spilled.pages - 2);
}
