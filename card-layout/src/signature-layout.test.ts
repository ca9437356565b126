import { describe, expect, it } from '@jest/globals';
import type { CardContent } from './card-content.js';
import { cardGeometry, contains, type Rect } from './card-geometry.js';
import { cardPage } from './card-page.js';
import type { FontSource } from './font-faces.js';
import {
  HANDS,
  layoutSignatures,
  SIGNATURE_SIZES_PT,
  signatureHeight,
  wrappedLines,
  type CardSignatureText,
  type SignatureLayout,
} from './signature-layout.js';

const A6 = { name: 'A6 card', flat_width_mm: 210, flat_height_mm: 148, bleed_mm: 3 };
const A5 = { name: 'A5 card', flat_width_mm: 296, flat_height_mm: 210, bleed_mm: 3 };
const fonts: FontSource = (f) => `/fonts/${f.pkg}-${f.file}.woff2`;
const NAMES = ['Priya', 'Tom Okafor', 'Mei', 'Jonas Lindqvist', 'Aoife', 'Sam', 'Grace Adeyemi', 'Luca'];
const WISHES = [
  'Happy retirement! The office will not be the same without your Friday biscuits.',
  'Thank you for everything — enjoy every minute.',
  'Congratulations!',
  'So many years of laughs, patience and good advice. We will miss you terribly; come back and visit soon, and bring the dog.',
];
const sigs = (count: number, wishes = WISHES): CardSignatureText[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: NAMES[i % NAMES.length]!,
    message: wishes[i % wishes.length]!,
    hand: i,
  }));

function layout(
  count: number,
  over: { insideLeftFree?: boolean; product?: typeof A6; messageHeightMm?: number; wishes?: string[] } = {},
): { l: SignatureLayout; message: Rect; g: ReturnType<typeof cardGeometry> } {
  const g = cardGeometry(over.product ?? A6);
  const inside = g.safe.insideRight,
    pad = g.panelW * 0.07;
  const message: Rect = { x: inside.x + pad, y: inside.y + pad * 0.6, w: inside.w - 2 * pad, h: inside.h - 1.2 * pad };
  const l = layoutSignatures({
    geometry: g,
    signatures: sigs(count, over.wishes),
    messageBox: message,
    messageHeightMm: over.messageHeightMm ?? 40,
    insideLeftFree: over.insideLeftFree ?? true,
  });
  return { l, message, g };
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;

/** Every signature once, in order, inside a panel's safe area, overlapping neither another nor the card's message. */
function expectSound({ l, message, g }: ReturnType<typeof layout>, count: number) {
  expect(l.placed.map((p) => p.signature.id)).toEqual(sigs(count).map((s) => s.id));
  for (let i = 1; i < l.placed.length; i++) expect(l.placed[i]!.page).toBeGreaterThanOrEqual(l.placed[i - 1]!.page);
  for (const p of l.placed) {
    expect(contains(g.safe.insideLeft, p.box) || contains(g.safe.insideRight, p.box)).toBe(true);
    if (p.page === 2) expect(overlaps(p.box, l.messageBox)).toBe(false);
    expect(contains(message, l.messageBox)).toBe(true);
  }
  for (const a of l.placed) for (const b of l.placed) if (a !== b && a.page === b.page) expect(overlaps(a.box, b.box)).toBe(false);
}

describe('signature layout', () => {
  it('when text is wrapped, then lines break at spaces and a word longer than a line takes one of its own', () => {
    expect(wrappedLines('one two three', 7)).toBe(2);
    expect(wrappedLines('one two three', 40)).toBe(1);
    // A word longer than a line is not broken: it takes one line, set smaller.
    expect(wrappedLines('abcdefghijklmnopqrstuvwxyz', 10)).toBe(1);
    expect(wrappedLines('a abcdefghijklmnopqrstuvwxyz b', 10)).toBe(3);
    expect(wrappedLines('first\nsecond', 40)).toBe(2);
    expect(signatureHeight(sigs(4)[3]!, 40, 13)).toBeGreaterThan(signatureHeight(sigs(4)[2]!, 40, 13));
  });

  it('when a few people sign, then they all fit on the inside left at the largest size and the message keeps its whole panel', () => {
    const r = layout(5);
    expectSound(r, 5);
    expect(r.l.sizePt).toBeCloseTo(SIGNATURE_SIZES_PT[0], 6);
    expect(r.l.extraPages).toBe(0);
    expect(r.l.usesInsideLeft).toBe(true);
    expect(r.l.placed.every((p) => p.page === 2 && contains(r.g.safe.insideLeft, p.box))).toBe(true);
  });

  it("when more sign than the inside left holds, then the rest go below the card's own message on the inside right", () => {
    const r = layout(14);
    expectSound(r, 14);
    const right = r.l.placed.filter((p) => contains(r.g.safe.insideRight, p.box));
    expect(right.length).toBeGreaterThan(0);
    expect(r.l.messageBox.h).toBeLessThan(r.message.h);
    for (const p of right) expect(p.box.y).toBeGreaterThanOrEqual(r.l.messageBox.y + r.l.messageBox.h);
  });

  it('when many sign, then the type gets smaller before any page is added', () => {
    const sizes = [4, 8, 11, 14].map((n) => layout(n).l);
    expect(sizes.every((l) => l.extraPages === 0)).toBe(true);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!.sizePt).toBeLessThanOrEqual(sizes[i - 1]!.sizePt);
    expect(sizes[3]!.sizePt).toBeLessThan(sizes[0]!.sizePt);
    expectSound(layout(14), 14);
  });

  it('when even the smallest type does not hold everyone, then further inside sheets take the rest at that size', () => {
    const long = Array.from({ length: 4 }, () => WISHES[3]! + ' ' + WISHES[0]!.slice(0, 160));
    const r = layout(90, { wishes: long });
    expectSound(r, 90);
    expect(r.l.extraPages).toBeGreaterThanOrEqual(1);
    expect(r.l.sizePt).toBeCloseTo(SIGNATURE_SIZES_PT[SIGNATURE_SIZES_PT.length - 1], 6);
    expect(Math.max(...r.l.placed.map((p) => p.page))).toBe(2 + r.l.extraPages);
    // An added sheet fills both its panels together, so neither is left bare.
    const third = r.l.placed.filter((p) => p.page === 3);
    expect(third.some((p) => contains(r.g.safe.insideLeft, p.box)) && third.some((p) => contains(r.g.safe.insideRight, p.box))).toBe(true);
    // The inside is used before a sheet is added.
    expect(r.l.placed.filter((p) => p.page === 2).length).toBeGreaterThanOrEqual(8);
  });

  it('when the inside left shows a photo, then signatures keep off it', () => {
    const r = layout(12, { insideLeftFree: false });
    expectSound(r, 12);
    expect(r.l.usesInsideLeft).toBe(false);
    expect(r.l.placed.filter((p) => p.page === 2).every((p) => contains(r.g.safe.insideRight, p.box))).toBe(true);
  });

  it('when the card is larger, then more signatures fit at the largest size', () => {
    const count = (product: typeof A6) => {
      const largest = layout(1, { product }).l.sizePt;
      let n = 1;
      while (n < 80 && layout(n + 1, { product }).l.sizePt === largest) n++;
      return n;
    };
    expect(count(A5)).toBeGreaterThan(count(A6));
  });

  it("when a card is signed, then its page sets each signature in a hand with that face's font, and adds a sheet when needed", () => {
    const content: CardContent = {
      id: 7,
      headline: 'Happy Retirement',
      inside: 'Dear Pat,\n\nFrom all of us.\n\nWith love,\nThe team',
      style: { slug: 'watercolour', name: 'Watercolour' },
      palette: [],
      occasion_slug: 'retirement',
      occasion_name: 'Retirement',
      recipient_name: 'Pat',
      sender_name: 'The team',
      signatures: sigs(6),
    };
    const few = cardPage({ content, product: A6, artwork: null, fonts }).html;
    expect(few.match(/data-signature="/g)).toHaveLength(6);
    expect(few).not.toContain('data-page="inside-more"');
    for (const h of HANDS) expect(few).toContain(`font-family:'${h.face.family}'`);
    expect(few).toContain('indie-flower-latin-400-normal.woff2');
    expect(few).toContain('— Jonas Lindqvist');

    const many = cardPage({
      content: { ...content, signatures: sigs(110, [WISHES[3]!]) },
      product: A6,
      artwork: null,
      fonts,
    }).html;
    expect(many.match(/data-signature="/g)).toHaveLength(110);
    expect(many).toContain('data-page="inside-more"');

    const unsigned = cardPage({ content: { ...content, signatures: [] }, product: A6, artwork: null, fonts }).html;
    expect(unsigned).not.toContain('indie-flower');
    expect(unsigned).not.toContain('class="sig"');
  });

  it('when a signer writes markup, then it is printed as text', () => {
    const content: CardContent = {
      id: 8,
      headline: 'Hi',
      inside: 'Hello',
      style: { slug: 'classic', name: null },
      palette: [],
      occasion_slug: 'birthday',
      occasion_name: null,
      recipient_name: null,
      sender_name: null,
      signatures: [{ id: 1, name: '<b>Eve</b>', message: '<script>alert(1)</script>', hand: 0 }],
    };
    const html = cardPage({ content, product: A6, artwork: null, fonts }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
