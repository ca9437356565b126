import type { ArtworkHints, ArtworkImage } from './artwork-image.js';
import { SAFE_MM, type CardGeometry, type Rect } from './card-geometry.js';

/** Print resolution every raster image must reach at its placed size. */
export const MIN_PRINT_DPI = 300;

/** The proportions of the offline generator's artwork (5:7 portrait), assumed for vector art. */
export const VECTOR_ASPECT = 1000 / 1400;

export interface ArtworkPlacement {
  /** Where the image box is on page 1, mm. */
  box: Rect;
  /** `cover` fills the box edge to edge (cropping); `framed` shows the whole image on a mat. */
  mode: 'cover' | 'framed';
  /** Effective resolution at print size (Infinity for vector). */
  dpi: number;
}

/** The whole front panel out to the bleed: cover artwork is the card's face, words are set over it. */
export function frontArtArea(g: CardGeometry): Rect {
  return g.bleedPanels.front;
}

/** Where framed (too small to cover) artwork may go: the upper part of the trimmed front, clear of trim and fold. */
function frameArea(g: CardGeometry): Rect {
  const m = SAFE_MM + 2;
  return { x: g.foldX + m, y: g.bleed + m, w: g.panelW - 2 * m, h: g.trimH * 0.62 - m - 2 };
}

const mmFromPx = (px: number, dpi: number) => (px / dpi) * 25.4;

/**
 * Places the front artwork so that it prints sharp: vector art and large raster art cover
 * the area to the bleed; smaller raster art is framed on a mat at no more than the size at
 * which it still has 300 pixels per inch, so a printer never gets a soft image.
 */
export function placeFrontArtwork(g: CardGeometry, art: Pick<ArtworkImage, 'vector' | 'widthPx' | 'heightPx'>): ArtworkPlacement {
  const area = frontArtArea(g);
  if (art.vector || !art.widthPx || !art.heightPx) return { box: area, mode: 'cover', dpi: Infinity };
  const aspect = art.widthPx / art.heightPx;
  const coverW = Math.max(area.w, area.h * aspect);
  const coverDpi = art.widthPx / (coverW / 25.4);
  if (coverDpi >= MIN_PRINT_DPI) return { box: area, mode: 'cover', dpi: coverDpi };
  const inner = frameArea(g);
  const maxW = Math.min(inner.w, mmFromPx(art.widthPx, MIN_PRINT_DPI), inner.h * aspect, mmFromPx(art.heightPx, MIN_PRINT_DPI) * aspect);
  const w = maxW;
  const h = w / aspect;
  const box: Rect = { x: inner.x + (inner.w - w) / 2, y: inner.y + (inner.h - h) / 2, w, h };
  return { box, mode: 'framed', dpi: art.widthPx / (w / 25.4) };
}

/**
 * The arched window of the artwork on the inside left panel: portrait 5:7 like the front, so
 * the whole picture shows; raster art is never placed larger than its 300 DPI size.
 */
export function insideVignette(g: CardGeometry, art: Pick<ArtworkImage, 'vector' | 'widthPx' | 'heightPx'>): Rect {
  let w = Math.min(g.panelW * 0.5, (g.trimH * 0.55) / 1.4);
  if (!art.vector && art.widthPx && art.heightPx) {
    // Cover scaling: the image's placed width is the larger of the box's width and its height × the image's aspect.
    const aspect = art.widthPx / art.heightPx;
    const maxBoxW = mmFromPx(art.widthPx, MIN_PRINT_DPI) / Math.max(1, 1.4 * aspect);
    w = Math.min(w, maxBoxW);
  }
  const h = w * 1.4;
  return { x: g.bleed + (g.panelW - w) / 2, y: g.bleed + g.trimH * 0.44 - h / 2, w, h };
}

/**
 * Where a rectangle given as fractions of the artwork lands on the page when the artwork is
 * drawn `cover` into `box` (centred, cropped on the long side), in mm.
 */
export function artworkRegion(box: Rect, aspect: number, frac: ArtworkHints['textBox']): Rect {
  const scale = Math.max(box.w / aspect, box.h);
  const w = scale * aspect,
    h = scale;
  const x0 = box.x + (box.w - w) / 2,
    y0 = box.y + (box.h - h) / 2;
  return { x: x0 + frac.x * w, y: y0 + frac.y * h, w: frac.w * w, h: frac.h * h };
}

/** The part of `r` inside `clip` (empty rectangles have zero size). */
export function intersect(r: Rect, clip: Rect): Rect {
  const x = Math.max(r.x, clip.x),
    y = Math.max(r.y, clip.y);
  const x1 = Math.min(r.x + r.w, clip.x + clip.w),
    y1 = Math.min(r.y + r.h, clip.y + clip.h);
  return { x, y, w: Math.max(0, x1 - x), h: Math.max(0, y1 - y) };
}

/** The aspect (width / height) the artwork is drawn at. */
export function artworkAspect(art: Pick<ArtworkImage, 'vector' | 'widthPx' | 'heightPx'>): number {
  return !art.vector && art.widthPx && art.heightPx ? art.widthPx / art.heightPx : VECTOR_ASPECT;
}
