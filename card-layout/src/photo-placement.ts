import type { PhotoCrop, PhotoPanel, PhotoPrintCheck, PrintProduct, PrintQualityLevel } from '@cards/contracts';
import { cardGeometry, type CardGeometry, type Rect } from './card-geometry.js';

/** Photos print sharp from this many pixels per inch; below it the customer is warned. */
export const PHOTO_GOOD_DPI = 300;
/** Below this the warning is stronger: the photo will look blurred. */
export const PHOTO_POOR_DPI = 150;

/** The whole crop: the photo as it is. */
export const FULL_CROP: PhotoCrop = { x: 0, y: 0, w: 1, h: 1 };

/** Where a photo is drawn: the panel it covers (to the bleed) and the whole image's box, in mm. */
export interface PhotoPlacement {
  /** The panel with its bleed: the photo fills it edge to edge. */
  box: Rect;
  /** The whole image's size and position on the page; what lies outside `box` is cut off. */
  image: Rect;
}

/** The panel (with bleed) a photo on `panel` fills. */
export function photoPanelBox(g: CardGeometry, panel: PhotoPanel): Rect {
  return panel === 'front' ? g.bleedPanels.front : g.bleedPanels.insideLeft;
}

/**
 * Scales the photo so that its crop covers `box` (like CSS `object-fit: cover` applied to the
 * crop), centred on the crop's centre. When the box has the crop's shape, exactly the crop
 * shows; a box of another shape (a square card) shows the part of the crop of its shape
 * around the same centre, so nothing outside the photo is ever shown.
 */
export function placePhoto(box: Rect, aspect: number, crop: PhotoCrop): PhotoPlacement {
  // Units: the photo is `aspect` wide and 1 high.
  const cw = crop.w * aspect,
    ch = crop.h;
  const s = Math.max(box.w / cw, box.h / ch); // mm per unit
  const vw = box.w / s,
    vh = box.h / s; // the visible part, in units
  const cx = (crop.x + crop.w / 2) * aspect,
    cy = crop.y + crop.h / 2;
  const vx = Math.min(Math.max(0, cx - vw / 2), Math.max(0, aspect - vw));
  const vy = Math.min(Math.max(0, cy - vh / 2), Math.max(0, 1 - vh));
  return { box, image: { x: box.x - vx * s, y: box.y - vy * s, w: aspect * s, h: s } };
}

/** Pixels per inch of a photo `widthPx` wide drawn `placedWidthMm` wide. */
export function effectiveDpi(widthPx: number, placedWidthMm: number): number {
  return widthPx / (placedWidthMm / 25.4);
}

export function printQualityLevel(dpi: number): PrintQualityLevel {
  return dpi >= PHOTO_GOOD_DPI ? 'good' : dpi >= PHOTO_POOR_DPI ? 'low' : 'very_low';
}

const PANEL_NAME: Record<PhotoPanel, string> = { front: 'front', inside_left: 'inside' };

/** What a print quality means for the customer, in plain English. */
export function printQualityMessage(panel: PhotoPanel, dpi: number): string {
  const where = `Your ${PANEL_NAME[panel]} photo`;
  switch (printQualityLevel(dpi)) {
    case 'good':
      return `${where} prints sharp at this size (${dpi} DPI).`;
    case 'low':
      return `${where} prints at ${dpi} DPI at this size, below the 300 DPI that prints sharp: it may look a little soft. Zoom out, use a larger photo or choose a smaller card.`;
    default:
      return `${where} prints at only ${dpi} DPI at this size: it will look blurred. Use a larger photo, zoom out or choose a smaller card.`;
  }
}

/** A photo as the print check needs it: the print version's pixel size and the crop. */
export interface PhotoForCheck {
  panel: PhotoPanel;
  width_px: number;
  height_px: number;
  crop: PhotoCrop;
}

/**
 * How sharp a photo prints on a product, as cropped: the pixels per inch of the print version
 * where it covers its panel (with bleed). The same numbers the designer shows, the cart warns
 * with and the order line records for the print team.
 */
export function photoPrintCheck(
  product: Pick<PrintProduct, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>,
  photo: PhotoForCheck,
): PhotoPrintCheck {
  const g = cardGeometry(product);
  const placed = placePhoto(photoPanelBox(g, photo.panel), photo.width_px / photo.height_px, photo.crop);
  const dpi = Math.floor(effectiveDpi(photo.width_px, placed.image.w));
  return { panel: photo.panel, dpi, level: printQualityLevel(dpi), message: printQualityMessage(photo.panel, dpi) };
}
