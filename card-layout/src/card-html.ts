import type { ArtworkImage } from './artwork-image.js';
import { insideVignette, placeFrontArtwork, type ArtworkPlacement } from './artwork-placement.js';
import { frontWordsBox, type FrontWords } from './front-words-box.js';
import { MIN_TEXT_PT, PT_PER_MM, type CardGeometry, type Rect } from './card-geometry.js';
import { hexLuminance, type CardTheme, type Typography } from './card-theme.js';
import type { CardWords } from './card-words.js';
import { escapeHtml } from './escape-html.js';
import { fontFacesCss, type FontSource } from './font-faces.js';
import { placePhoto, photoPanelBox, type PhotoPlacement } from './photo-placement.js';
import {
  handOf,
  layoutSignatures,
  wrappedLines,
  type CardSignatureText,
  type PlacedSignature,
  type SignatureLayout,
} from './signature-layout.js';
import { softHyphens } from './hyphenation.js';
import { wordsFitPt, type TextLook } from './text-measure.js';
import type { PhotoCrop, PhotoPanel, TextBand } from '@cards/contracts';

/** A customer's photo as a page draws it: its bytes inlined, the crop, and (front) the calm band for the greeting. */
export interface PagePhoto {
  image: ArtworkImage;
  crop: PhotoCrop;
  textBand: TextBand;
}

export type PagePhotos = Partial<Record<PhotoPanel, PagePhoto>>;

export interface CardPageInput {
  geometry: CardGeometry;
  words: CardWords;
  artwork: ArtworkImage | null;
  /** The customer's photos; a front photo replaces the artwork everywhere on the card. */
  photos?: PagePhotos;
  theme: CardTheme;
  /** Product line on the back, e.g. "A6 greeting card". */
  productLabel: string;
  title: string;
  /** Where the page gets its fonts' bytes. */
  fonts: FontSource;
  /** An origin the fonts come from when they are not inlined (the web app's own). */
  fontOrigin?: string;
  /** A group card's signatures, oldest first: set in handwriting on the inside, then on added inside sheets. */
  signatures?: readonly CardSignatureText[];
}

const n = (v: number) => Number(v.toFixed(3));
/** The only artwork source a page accepts: our own bytes, inlined. */
const DATA_URL = /^data:image\/(?:svg\+xml|png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;
const ORIGIN = /^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d+)?$/;
/** A #rrggbb colour with alpha, as CSS rgba(). */
const hexA = (hex: string, a: number) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},${a})`;
const at = (r: Rect) => `left:${n(r.x)}mm;top:${n(r.y)}mm;width:${n(r.w)}mm;height:${n(r.h)}mm;`;
const text = (s: string) => escapeHtml(s);
const faceCss = (f: { family: string; weight: number; style: string }, fallback: string) =>
  `font-family:'${f.family}',${fallback};font-weight:${f.weight};font-style:${f.style}`;
/**
 * A type size as CSS: `pt` scaled by the box's fitting factor `--k`, never below the printable
 * minimum. Each size is already small enough for its longest word to fit its line (`wordsFitPt`).
 */
const fitted = (pt: number) => `max(${MIN_TEXT_PT}pt, calc(${n(pt)}pt * var(--k, 1)))`;
/** The line over the front greeting: small spaced capitals. */
const KICKER: TextLook = { face: { family: 'Montserrat', weight: 600, style: 'normal' }, uppercase: true, trackingEm: 0.22 };
/** Room a plate leaves on each side of its words, mm. */
const PLATE_PAD_MM = 5;

/**
 * The whole photo, sized and placed in mm so the crop covers its panel's box, which cuts off
 * the rest. The image is drawn whole (not a part of it): Chromium then embeds the JPEG's own
 * bytes in the PDF at their full pixel size, where drawing a part would re-encode that part.
 */
function photoCss(name: string, photo: PagePhoto, p: PhotoPlacement): string {
  const x = p.image.x - p.box.x,
    y = p.image.y - p.box.y;
  return `.photo-${name}{left:${n(x)}mm;top:${n(y)}mm;width:${n(p.image.w)}mm;height:${n(p.image.h)}mm;background-image:url("${photo.image.dataUrl}")}`;
}

/**
 * How tall the card's own inside words run in a box `widthMm` wide (an estimate, on the long
 * side): where a group card's signatures may start below them.
 */
export function insideWordsHeightMm(w: CardWords, widthMm: number, t: Typography, scale: number): number {
  const mm = (pt: number) => pt / PT_PER_MM;
  const lines = (s: string, pt: number) => wrappedLines(s, widthMm / (mm(pt) * 0.5));
  const body = 11 * scale,
    script = t.scriptPt * scale;
  let h = lines(w.message, body) * mm(body) * 1.55;
  if (w.greeting) h += lines(w.greeting, script + 1) * mm(script + 1) * 1.15 + 3;
  if (w.signOff) h += lines(w.signOff, script) * mm(script) * 1.2 + 4;
  if (w.after) h += lines(w.after, body) * mm(body) * 1.55 + 3;
  return h;
}

/**
 * One signature in its signer's hand and pen, tilted a little, its type small enough for its
 * longest word (and the name, set a little larger) to fit the column; `data-fit` shrinks words
 * that run longer than estimated.
 */
function signatureHtml(p: PlacedSignature): string {
  const hand = handOf(p.signature.hand);
  const look: TextLook = { face: hand.face };
  const base = p.sizePt * hand.sizeFactor;
  // The box's padding: 1 mm each side.
  const width = p.box.w - 2;
  const size = Math.min(
    wordsFitPt(p.signature.message, look, width, base),
    wordsFitPt(`— ${p.signature.name}`, look, width, base * 1.05) / 1.05,
  );
  return (
    `<div class="sig" data-fit data-signature="${p.signature.id}" style="${at(p.box)}${faceCss(hand.face, 'cursive')};color:${hand.ink};font-size:${fitted(size)};transform:rotate(${n(p.tiltDeg)}deg)">` +
    `<div class="sig-msg">${text(p.signature.message)}</div><div class="sig-name">— ${text(p.signature.name)}</div></div>`
  );
}

/** A small sprig drawn in the accent colour: our own vector ornament, never fetched. */
function sprig(color: string, widthMm: number) {
  return `<svg class="sprig" style="width:${n(widthMm)}mm;height:${n(widthMm * 0.32)}mm" viewBox="0 0 100 32" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
<g fill="none" stroke="${color}" stroke-width="1.4" stroke-linecap="round"><path d="M6 16 H94"/><path d="M50 16 C44 6 36 4 30 6 C36 9 42 13 50 16 C56 6 64 4 70 6 C64 9 58 13 50 16"/></g>
<g fill="${color}"><circle cx="50" cy="16" r="2.6"/><circle cx="6" cy="16" r="1.4"/><circle cx="94" cy="16" r="1.4"/></g></svg>`;
}

/**
 * The inside window shows the picture, not the empty room left on it for the front words:
 * artwork that says where its words go is shown larger, centred on the part away from them.
 * (Raster art is not enlarged: it may not have the pixels.)
 */
function vignetteFocus(artwork: ArtworkImage | null): string {
  const box = artwork?.vector ? artwork.hints?.textBox : undefined;
  if (!box) return '';
  const middle = box.y + box.h / 2;
  if (middle > 0.38 && middle < 0.62) return '';
  const focus = middle < 0.5 ? (box.y + box.h + 1) / 2 : box.y / 2;
  return `background-size:auto 150%;background-position:50% ${n(Math.min(1, Math.max(0, (focus - 1 / 3) / (1 - 2 / 3))) * 100)}%;`;
}

/** What the page is made of, worked out once and drawn by the parts below. */
interface CardParts {
  input: CardPageInput;
  artwork: ArtworkImage | null;
  frontPhoto: PhotoPlacement | null;
  insidePhoto: PhotoPlacement | null;
  art: ArtworkPlacement | null;
  front: FrontWords;
  frontInk: string;
  kicker: string | null;
  vignette: Rect | null;
  sigs: SignatureLayout;
  message: string;
  after: string | null | undefined;
  centred: boolean;
  sizes: TypeSizes;
}

/** Each block's type in points, before the page's fitting shrinks it. */
interface TypeSizes {
  headline: number;
  kicker: number;
  greeting: number;
  signOff: number;
  body: number;
}

function checkInlined(input: CardPageInput): void {
  const photos = input.photos ?? {};
  const artwork = photos.front ? null : input.artwork;
  if (artwork && !DATA_URL.test(artwork.dataUrl)) throw new Error('artwork must be an inline base64 image');
  for (const p of Object.values(photos))
    if (p && (p.image.vector || !DATA_URL.test(p.image.dataUrl))) throw new Error('a photo must be an inline base64 raster image');
}

/**
 * Every block's type is at most its size in the style and small enough for its longest word
 * to fit its width: words are never broken, lines break between them.
 */
function typeSizes(p: Omit<CardParts, 'sizes'>, scale: number): TypeSizes {
  const { words: w, theme } = p.input;
  const t = theme.type;
  const insideWords = p.sigs.messageBox;
  const frontWidth = p.front.box.w - (p.front.plate ? 2 * PLATE_PAD_MM : 0);
  const display: TextLook = { face: t.display, uppercase: t.displayUppercase, trackingEm: t.displayTracking };
  const script: TextLook = { face: t.script };
  return {
    headline: wordsFitPt(w.headline, display, frontWidth, t.displayPt * scale),
    kicker: wordsFitPt(p.kicker ?? '', KICKER, frontWidth, 7.5 * scale),
    greeting: wordsFitPt(w.greeting ?? '', script, insideWords.w, (t.scriptPt + 1) * scale),
    signOff: wordsFitPt(w.signOff ?? '', script, insideWords.w, t.scriptPt * scale),
    body: wordsFitPt(`${p.message}\n${p.after ?? ''}`, { face: t.body }, insideWords.w, 11 * scale),
  };
}

function cardCss(p: CardParts): string {
  const { input, artwork, frontPhoto, insidePhoto, frontInk, centred } = p;
  const { geometry: g, theme } = input;
  const photos = input.photos ?? {};
  const { colors: c, type: t } = theme;
  const hands = [...new Set((input.signatures ?? []).map((s) => handOf(s.hand)))].map((h) => h.face);
  // A light ink (over dark artwork) takes the small line over the headline with it.
  const kickerColor = hexLuminance(frontInk) > 0.5 ? frontInk : c.accent;
  const { headline: headlinePt, kicker: kickerPt, greeting: greetingPt, signOff: signOffPt, body: bodyPt } = p.sizes;
  return `${fontFacesCss(t, input.fonts, hands)}
@page{size:${n(g.pageW)}mm ${n(g.pageH)}mm;margin:0}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#fff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{width:${n(g.pageW)}mm;${faceCss(t.body, 'serif')};color:${c.ink};font-kerning:normal;text-rendering:geometricPrecision}
.sheet{position:relative;width:${n(g.pageW)}mm;height:${n(g.pageH)}mm;overflow:hidden;break-after:page;background:${c.paper}}
.sheet:last-child{break-after:auto}
.abs,.bg,.art{position:absolute}
.art{overflow:hidden;background-size:cover;background-position:center;background-repeat:no-repeat}
${artwork ? `.art{background-image:url("${artwork.dataUrl}")}` : ''}
.photo{position:absolute;overflow:hidden}
.photo>div{position:absolute;background-size:100% 100%;background-repeat:no-repeat}
${frontPhoto ? photoCss('front', photos.front!, frontPhoto) : ''}
${insidePhoto ? photoCss('inside-left', photos.inside_left!, insidePhoto) : ''}
.framed{border:1.2mm solid #fff;outline:0.25mm solid ${c.accent};background-color:#fff;background-size:contain}
.words{position:absolute;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;overflow:hidden}
.kicker{${faceCss(KICKER.face, 'sans-serif')};letter-spacing:${KICKER.trackingEm}em;text-transform:uppercase;color:${kickerColor};font-size:${fitted(kickerPt)};margin-bottom:1.8mm;text-wrap:balance}
.headline{${faceCss(t.display, 'serif')};${t.displayUppercase ? 'text-transform:uppercase;' : ''}letter-spacing:${t.displayTracking}em;font-size:${fitted(headlinePt)};line-height:1.12;color:${frontInk};text-wrap:balance}
.sprig{display:block;margin:2.2mm auto 0}
.plate{background:${hexA(c.paper, 0.9)};padding:4mm ${PLATE_PAD_MM}mm 3.2mm;border-radius:1.5mm;outline:0.25mm solid ${hexA(c.accent, 0.5)};outline-offset:-1.2mm;max-width:100%}
.inside{justify-content:center;${centred ? '' : 'align-items:stretch;text-align:left;'}}
.greeting{${faceCss(t.script, 'cursive')};font-size:${fitted(greetingPt)};line-height:1.15;margin-bottom:3mm;color:${c.accent};text-wrap:balance}
.message,.after{${faceCss(t.body, 'serif')};font-size:${fitted(bodyPt)};line-height:1.55;white-space:pre-line}
.after{margin-top:3mm}
.signoff{${faceCss(t.script, 'cursive')};font-size:${fitted(signOffPt)};line-height:1.2;margin-top:4mm;white-space:pre-line;color:${c.ink}}
.brand{font-family:'Montserrat',sans-serif;font-weight:600;font-size:8.5pt;color:${c.ink};letter-spacing:0.18em;text-transform:uppercase}
.small{font-family:'Montserrat',sans-serif;font-weight:400;font-size:7pt;color:${c.ink};letter-spacing:0.03em}
.sig{position:absolute;overflow:hidden;padding:0.8mm 1mm;line-height:1.2;white-space:pre-line;transform-origin:50% 50%}
.sig-name{text-align:right;font-size:1.05em}`;
}

const sigsOn = (sigs: SignatureLayout, page: number) =>
  sigs.placed
    .filter((p) => p.page === page)
    .map(signatureHtml)
    .join('\n  ');

function outsideSheet(p: CardParts): string {
  const { input, art, front, frontPhoto, kicker } = p;
  const { geometry: g, words: w } = input;
  const c = input.theme.colors;
  const back = g.safe.back;
  return `<section class="sheet" data-page="outside">
  <div class="bg" style="${at(g.bleedPanels.back)}background:${c.paper}"></div>
  <div class="bg" style="${at(g.bleedPanels.front)}background:${c.paper}"></div>
  ${art ? `<div class="art${art.mode === 'framed' ? ' framed' : ''}" style="${at(art.box)}"></div>` : ''}
  ${frontPhoto ? `<div class="photo" data-photo="front" style="${at(frontPhoto.box)}"><div class="photo-front"></div></div>` : ''}
  <div class="words" data-fit data-part="front" style="${at(front.box)}">
    <div class="${front.plate ? 'plate' : ''}">
    ${kicker ? `<div class="kicker">${text(kicker)}</div>` : ''}
    <div class="headline">${text(w.headline)}</div>
    ${(front.plate || !art) && !frontPhoto ? sprig(c.accent, Math.min(26, g.panelW * 0.26)) : ''}
    </div>
  </div>
  <div class="words" data-part="back" style="${at({ x: back.x, y: back.y + back.h * 0.55, w: back.w, h: back.h * 0.3 })}">
    ${sprig(c.accent, 16)}
    <div class="brand" style="margin-top:2mm">Greeting Cards</div>
    <div class="small" style="margin-top:1mm">Designed with love, printed for you</div>
  </div>
  <div class="abs small" style="${at({ x: back.x, y: back.y + back.h - 9, w: back.w, h: 4 })}text-align:center">${text(input.productLabel)}</div>
</section>`;
}

function insideSheets(p: CardParts): string {
  const { input, artwork, insidePhoto, vignette, sigs, message, after } = p;
  const { geometry: g, words: w } = input;
  const c = input.theme.colors;
  const insideWords = sigs.messageBox;
  return `<section class="sheet" data-page="inside">
  <div class="bg" style="${at(g.bleedPanels.insideLeft)}background:${c.tint}"></div>
  <div class="bg" style="${at(g.bleedPanels.insideRight)}background:${c.paper}"></div>
  ${insidePhoto ? `<div class="photo" data-photo="inside_left" style="${at(insidePhoto.box)}"><div class="photo-inside-left"></div></div>` : ''}
  ${vignette ? `<div class="art" style="${at(vignette)}${vignetteFocus(artwork)}border-radius:50% 50% 1mm 1mm / 28% 28% 1mm 1mm;outline:0.3mm solid ${c.accent};outline-offset:1.4mm"></div>` : ''}
  ${vignette ? `<div class="words" style="${at({ x: g.safe.insideLeft.x, y: vignette.y + vignette.h + 5, w: g.safe.insideLeft.w, h: 10 })}">${sprig(c.accent, Math.min(22, g.panelW * 0.22))}</div>` : ''}
  <div class="words inside" data-fit data-part="inside" style="${at(insideWords)}">
    ${w.greeting ? `<div class="greeting">${text(w.greeting)}</div>` : ''}
    <div class="message">${text(message)}</div>
    ${w.signOff ? `<div class="signoff">${text(w.signOff)}</div>` : ''}
    ${after ? `<div class="after">${text(after)}</div>` : ''}
  </div>
  ${sigsOn(sigs, 2)}
</section>
${Array.from(
  { length: sigs.extraPages },
  (_, i) => `<section class="sheet" data-page="inside-more">
  <div class="bg" style="${at(g.bleedPanels.insideLeft)}background:${c.tint}"></div>
  <div class="bg" style="${at(g.bleedPanels.insideRight)}background:${c.paper}"></div>
  ${sigsOn(sigs, i + 3)}
</section>`,
).join('\n')}`;
}

/**
 * The HTML of a folded card: page 1 outside (back | front), page 2 inside (left | right),
 * each the flat size plus bleed, stacked top to bottom. Text boxes stay inside the safe
 * areas; type never goes below 7 pt. Every text block's type is small enough for its longest
 * word to fit its width (words are never broken), and `[data-fit]` boxes shrink further, down
 * to that floor, until their lines fit (`fitCardText`). The page loads nothing but its fonts:
 * artwork is inline data, every string is escaped, it has no script, and its CSP forbids
 * everything else.
 */
export function cardHtml(input: CardPageInput): string {
  checkInlined(input);
  const { geometry: g, words: w, theme } = input;
  const photos = input.photos ?? {};
  // A photo front skips the artwork: none is drawn on either sheet.
  const artwork = photos.front ? null : input.artwork;
  const placed = (panel: PhotoPanel): PhotoPlacement | null => {
    const p = photos[panel];
    return p ? placePhoto(photoPanelBox(g, panel), (p.image.widthPx ?? 1) / (p.image.heightPx ?? 1), p.crop) : null;
  };
  const frontPhoto = placed('front'),
    insidePhoto = placed('inside_left');
  if (input.fontOrigin && !ORIGIN.test(input.fontOrigin)) throw new Error('font origin must be an http(s) origin');
  const t = theme.type;
  const art = artwork ? placeFrontArtwork(g, artwork) : null;
  const front = frontWordsBox(g, input.photos?.front?.textBand, art, artwork);
  const inside = g.safe.insideRight;
  const pad = g.panelW * 0.07;
  const messageBox: Rect = { x: inside.x + pad, y: inside.y + pad * 0.6, w: inside.w - 2 * pad, h: inside.h - 1.2 * pad };
  const scale = Math.min(g.panelW / 105, g.trimH / 148) ** 0.6;
  const sigs = layoutSignatures({
    geometry: g,
    signatures: input.signatures ?? [],
    messageBox,
    insideLeftFree: !insidePhoto,
    messageHeightMm: insideWordsHeightMm(w, messageBox.w, t, scale),
  });
  const msg = w.message.trim();
  const centred = msg.length + (w.after?.length ?? 0) < 320;
  // A long letter, ranged left, may break words at dictionary points where the style allows it.
  const hyphenate = t.hyphenateMessage && !centred;
  // Signatures on the inside left take the place of the artwork's window.
  const vignette = artwork && !insidePhoto && !sigs.usesInsideLeft ? insideVignette(g, artwork) : null;
  // The small line over the headline: the recipient, unless the headline already names them; then
  // the occasion, unless the headline already says it ("CONGRATULATIONS" over "Congratulations, Bartholomew!").
  const says = (words: string | null | undefined) => !!words && w.headline.toLowerCase().includes(words.toLowerCase());
  const kicker = w.recipientName && !says(w.recipientName) ? `For ${w.recipientName}` : says(w.occasionName) ? null : w.occasionName;
  const parts = {
    input,
    artwork,
    frontPhoto,
    insidePhoto,
    art,
    front,
    frontInk: front.ink ?? theme.colors.ink,
    kicker,
    vignette,
    sigs,
    message: hyphenate ? softHyphens(msg) : msg,
    after: w.after && hyphenate ? softHyphens(w.after) : w.after,
    centred,
  };
  const p: CardParts = { ...parts, sizes: typeSizes(parts, scale) };
  // A CSP source cannot name an IPv6 literal ([::1]): fonts from such an origin are allowed on its port at any host.
  const fontSrc = input.fontOrigin ? ` ${input.fontOrigin.replace(/\/\/\[[^\]]+\]/, '//*')}` : '';

  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:${fontSrc}; style-src 'unsafe-inline'">
<title>${text(input.title)}</title>
<style>
${cardCss(p)}
</style></head><body>
${outsideSheet(p)}
${insideSheets(p)}
</body></html>`;
}
