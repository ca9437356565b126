import type { PhotoCrop as Crop } from '@cards/contracts';

/** Where the crop is: zoom 1 shows the largest part of the panel's shape; the centre is in fractions of the photo. */
export interface View {
  zoom: number;
  cx: number;
  cy: number;
}

export const MAX_ZOOM = 4;
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
type Point = { x: number; y: number };
export const centroid = (ps: Point[]): Point => ({
  x: ps.reduce((a, p) => a + p.x, 0) / ps.length,
  y: ps.reduce((a, p) => a + p.y, 0) / ps.length,
});
export const spread = (ps: Point[]) => (ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) : 0);

/** The largest part of the photo with the panel's shape (zoom 1). */
function baseSize(imageAspect: number, panelAspect: number) {
  return imageAspect > panelAspect ? { w: panelAspect / imageAspect, h: 1 } : { w: 1, h: imageAspect / panelAspect };
}

export function cropOf(v: View, imageAspect: number, panelAspect: number): Crop {
  const b = baseSize(imageAspect, panelAspect);
  const w = b.w / v.zoom,
    h = b.h / v.zoom;
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return { x: r(clamp(v.cx - w / 2, 0, 1 - w)), y: r(clamp(v.cy - h / 2, 0, 1 - h)), w: r(w), h: r(h) };
}

export function viewOf(c: Crop, imageAspect: number, panelAspect: number): View {
  const b = baseSize(imageAspect, panelAspect);
  return { zoom: clamp(b.w / c.w, 1, MAX_ZOOM), cx: c.x + c.w / 2, cy: c.y + c.h / 2 };
}
