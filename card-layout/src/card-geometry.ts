import type { PrintProduct } from '@cards/contracts';

/** Distance every word keeps from the trim and from the fold, in mm. */
export const SAFE_MM = 5;
/** Smallest type on a card, in points. */
export const MIN_TEXT_PT = 7;

/** A rectangle in mm, origin at the top-left corner of the page including its bleed. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type PanelName = 'back' | 'front' | 'insideLeft' | 'insideRight';

/**
 * Where everything is on the two pages of a folded card: page 1 is the outside (back | front),
 * page 2 the inside (left | right); the fold runs down the middle of the flat sheet.
 */
export interface CardGeometry {
  /** Page size including bleed on every side. */
  pageW: number;
  pageH: number;
  bleed: number;
  /** The flat (unfolded, trimmed) sheet. */
  trimW: number;
  trimH: number;
  panelW: number;
  /** x of the fold on the page. */
  foldX: number;
  /** Each panel's trimmed area. */
  panels: Record<PanelName, Rect>;
  /** Each panel's area that reaches into the bleed on its outer edges (for backgrounds). */
  bleedPanels: Record<PanelName, Rect>;
  /** Each panel inset by {@link SAFE_MM} from trim and fold: where text may go. */
  safe: Record<PanelName, Rect>;
}

export function cardGeometry(product: Pick<PrintProduct, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>): CardGeometry {
  const b = product.bleed_mm;
  const trimW = product.flat_width_mm;
  const trimH = product.flat_height_mm;
  const panelW = trimW / 2;
  const foldX = b + panelW;
  const left: Rect = { x: b, y: b, w: panelW, h: trimH };
  const right: Rect = { x: foldX, y: b, w: panelW, h: trimH };
  const leftBleed: Rect = { x: 0, y: 0, w: b + panelW, h: trimH + 2 * b };
  const rightBleed: Rect = { x: foldX, y: 0, w: panelW + b, h: trimH + 2 * b };
  const inset = (r: Rect): Rect => ({ x: r.x + SAFE_MM, y: r.y + SAFE_MM, w: r.w - 2 * SAFE_MM, h: r.h - 2 * SAFE_MM });
  return {
    pageW: trimW + 2 * b,
    pageH: trimH + 2 * b,
    bleed: b,
    trimW,
    trimH,
    panelW,
    foldX,
    panels: { back: left, front: right, insideLeft: left, insideRight: right },
    bleedPanels: { back: leftBleed, front: rightBleed, insideLeft: leftBleed, insideRight: rightBleed },
    safe: { back: inset(left), front: inset(right), insideLeft: inset(left), insideRight: inset(right) },
  };
}

/** Points per millimetre (1 pt = 1/72 in). */
export const PT_PER_MM = 72 / 25.4;

/** True when `inner` lies within `outer` (with a little tolerance for rounding). */
export function contains(outer: Rect, inner: Rect, tol = 0.01): boolean {
  return (
    inner.x >= outer.x - tol &&
    inner.y >= outer.y - tol &&
    inner.x + inner.w <= outer.x + outer.w + tol &&
    inner.y + inner.h <= outer.y + outer.h + tol
  );
}
