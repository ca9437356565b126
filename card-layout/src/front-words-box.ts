import type { TextBand } from '@cards/contracts';
import type { ArtworkImage } from './artwork-image.js';
import { artworkAspect, artworkRegion, intersect, type ArtworkPlacement } from './artwork-placement.js';
import type { CardGeometry, Rect } from './card-geometry.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The box of the front's words, whether they sit on a paper plate, and the ink the artwork asks for. */
export interface FrontWords {
  box: Rect;
  plate: boolean;
  ink: string | null;
}

/**
 * Where the front words go and how: in the area the artwork left clear for them (no plate,
 * in the ink the artwork asks for), on a paper plate over artwork that says nothing about
 * itself, under framed artwork, or in the upper middle of a plain front.
 */
export function frontWordsBox(
  g: CardGeometry,
  band: TextBand | undefined,
  art: ArtworkPlacement | null,
  artwork: ArtworkImage | null,
): FrontWords {
  const safe = g.safe.front;
  const inner: Rect = { x: safe.x + 2, y: safe.y + 2, w: safe.w - 4, h: safe.h - 4 };
  if (band) {
    // Over a photo the words keep to the band the customer says is calm, on a paper plate.
    const h = inner.h * 0.34;
    const y = band === 'top' ? inner.y : band === 'bottom' ? inner.y + inner.h - h : inner.y + (inner.h - h) / 2;
    return { box: { x: inner.x, y, w: inner.w, h }, plate: true, ink: null };
  }
  if (art && artwork && art.mode === 'cover' && artwork.hints) {
    const region = intersect(artworkRegion(art.box, artworkAspect(artwork), artwork.hints.textBox), inner);
    if (region.w >= inner.w * 0.5 && region.h >= 18) {
      const ink = artwork.hints.ink && HEX.test(artwork.hints.ink) ? artwork.hints.ink : null;
      return { box: region, plate: false, ink };
    }
  }
  if (art?.mode === 'cover') {
    const top = g.bleed + g.trimH * 0.3;
    return { box: { x: inner.x, y: top, w: inner.w, h: g.bleed + g.trimH * 0.7 - top }, plate: true, ink: null };
  }
  if (art) {
    const top = art.box.y + art.box.h + 4;
    return { box: { x: inner.x, y: top, w: inner.w, h: safe.y + safe.h - top }, plate: false, ink: null };
  }
  return { box: { x: inner.x, y: safe.y + safe.h * 0.2, w: inner.w, h: safe.h * 0.6 }, plate: false, ink: null };
}
