import { cardGeometry, photoPanelBox, photoPrintCheck, placePhoto } from '@cards/card-layout';
import { GreetingPlate, type Greeting } from './greeting-plate';
import type { CardPhoto, PhotoCrop as Crop, TextBand } from '@cards/contracts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Product } from '../../api/types';
import { apiUrl } from '../../api/config';
import { Icon, Spinner } from '../../components/icon';

type Sheet = Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>;

/** Where the crop is: zoom 1 shows the largest part of the panel's shape; the centre is in fractions of the photo. */
interface View {
  zoom: number;
  cx: number;
  cy: number;
}

const MAX_ZOOM = 4;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
type Point = { x: number; y: number };
const centroid = (ps: Point[]): Point => ({
  x: ps.reduce((a, p) => a + p.x, 0) / ps.length,
  y: ps.reduce((a, p) => a + p.y, 0) / ps.length,
});
const spread = (ps: Point[]) => (ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) : 0);

/** The largest part of the photo with the panel's shape (zoom 1). */
function baseSize(imageAspect: number, panelAspect: number) {
  return imageAspect > panelAspect ? { w: panelAspect / imageAspect, h: 1 } : { w: 1, h: imageAspect / panelAspect };
}

function cropOf(v: View, imageAspect: number, panelAspect: number): Crop {
  const b = baseSize(imageAspect, panelAspect);
  const w = b.w / v.zoom,
    h = b.h / v.zoom;
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return { x: r(clamp(v.cx - w / 2, 0, 1 - w)), y: r(clamp(v.cy - h / 2, 0, 1 - h)), w: r(w), h: r(h) };
}

function viewOf(c: Crop, imageAspect: number, panelAspect: number): View {
  const b = baseSize(imageAspect, panelAspect);
  return { zoom: clamp(b.w / c.w, 1, MAX_ZOOM), cx: c.x + c.w / 2, cy: c.y + c.h / 2 };
}

const LEVEL_CLASS = { good: '', low: 'is-warn', very_low: 'is-bad' } as const;
const BANDS: Array<[TextBand, string]> = [
  ['top', 'Top'],
  ['middle', 'Middle'],
  ['bottom', 'Bottom'],
];

/**
 * Crops and positions a photo on its panel, as it prints: the frame is the panel with its
 * bleed (the part outside the dashed trim line is cut off), the words' band is shaded on a
 * front. Drag the photo and pinch or scroll to zoom (pointer events: mouse, touch and pen alike),
 * or use the sliders (the accessible way), or the arrow keys and + / − on the frame. The
 * effective DPI at the chosen size updates as it moves.
 */
export function PhotoCropper({
  photo,
  sheet,
  sizeName,
  saving,
  greeting,
  onSave,
  onCancel,
}: {
  photo: CardPhoto;
  /** The front greeting as it prints, set in the band in the style's lettering. */
  greeting?: Greeting;
  sheet: Sheet;
  sizeName: string;
  saving: boolean;
  onSave: (v: { crop: Crop; text_band: TextBand }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const g = useMemo(() => cardGeometry(sheet), [sheet]);
  const box = photoPanelBox(g, photo.panel);
  const panelAspect = box.w / box.h;
  const imageAspect = photo.width_px / photo.height_px;
  const [view, setView] = useState<View>(() => viewOf(photo.crop, imageAspect, panelAspect));
  const [band, setBand] = useState<TextBand>(photo.text_band);
  const crop = cropOf(view, imageAspect, panelAspect);
  const placed = placePhoto(box, imageAspect, crop);
  const check = photoPrintCheck(sheet, { panel: photo.panel, width_px: photo.width_px, height_px: photo.height_px, crop });
  const frame = useRef<HTMLDivElement>(null);
  const pct = (mm: number, of: number) => `${(mm / of) * 100}%`;
  // Moving the view by a fraction of the frame moves the centre by that fraction of the crop.
  const move = (dx: number, dy: number, from = view) =>
    setView({ ...from, cx: clamp(from.cx + dx * crop.w, 0, 1), cy: clamp(from.cy + dy * crop.h, 0, 1) });
  const zoomTo = (z: number) => setView((v) => ({ ...v, zoom: clamp(z, 1, MAX_ZOOM) }));

  const onKey = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 0.1 : 0.02;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(-step, 0),
      ArrowRight: () => move(step, 0),
      ArrowUp: () => move(0, -step),
      ArrowDown: () => move(0, step),
      '+': () => zoomTo(view.zoom + 0.1),
      '=': () => zoomTo(view.zoom + 0.1),
      '-': () => zoomTo(view.zoom - 0.1),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  // Drag with one finger or the mouse, pinch with two: the gesture is measured from where it
  // started (or from when a finger was added or lifted), so the photo follows the fingers.
  const latest = useRef(view);
  latest.current = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: View; x: number; y: number; spread: number } | null>(null);
  const begin = () => {
    const ps = [...pointers.current.values()];
    gesture.current = ps.length ? { view: latest.current, ...centroid(ps), spread: spread(ps) } : null;
  };
  const onDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    begin();
  };
  const onMove = (e: PointerEvent) => {
    const g = gesture.current,
      el = frame.current;
    if (!g || !el || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const ps = [...pointers.current.values()];
    const c = centroid(ps);
    const zoom = ps.length > 1 && g.spread > 0 ? clamp((g.view.zoom * spread(ps)) / g.spread, 1, MAX_ZOOM) : g.view.zoom;
    const from = cropOf(g.view, imageAspect, panelAspect);
    // Dragging the photo right shows more of its left: the centre moves the other way.
    setView({
      zoom,
      cx: clamp(g.view.cx - ((c.x - g.x) / el.clientWidth) * from.w, 0, 1),
      cy: clamp(g.view.cy - ((c.y - g.y) / el.clientHeight) * from.h, 0, 1),
    });
  };
  const onUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    begin();
  };
  // The wheel (and a trackpad's pinch, which browsers send as a wheel with ctrlKey) zooms; React's
  // wheel listener is passive, so the page would scroll too: this one is not.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const v = latest.current;
      setView({ ...v, zoom: clamp(v.zoom * Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), 1, MAX_ZOOM) });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const trim = { x: box.x + (photo.panel === 'front' ? 0 : g.bleed), y: g.bleed, w: g.panelW, h: g.trimH };
  const safe = photo.panel === 'front' ? g.safe.front : g.safe.insideLeft;
  const bandH = (safe.h - 4) * 0.34;
  const bandY = band === 'top' ? safe.y + 2 : band === 'bottom' ? safe.y + safe.h - 2 - bandH : safe.y + 2 + (safe.h - 4 - bandH) / 2;

  return (
    <div className="photo-crop" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{photo.panel === 'front' ? 'Position your front photo' : 'Position your inside photo'}</h3>
      <div
        ref={frame}
        className="photo-crop-frame"
        tabIndex={0}
        role="img"
        aria-label={`The ${photo.panel === 'front' ? 'front' : 'inside left'} panel with your photo. Drag it to move it and pinch or scroll to zoom, or use the arrow keys to move it and + or − to zoom.`}
        aria-describedby={`${id}-dpi`}
        style={{ aspectRatio: `${box.w} / ${box.h}` }}
        onKeyDown={onKey}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      >
        <img
          src={apiUrl(photo.preview_url)}
          alt=""
          draggable={false}
          style={{
            left: pct(placed.image.x - box.x, box.w),
            top: pct(placed.image.y - box.y, box.h),
            width: pct(placed.image.w, box.w),
            height: pct(placed.image.h, box.h),
          }}
        />
        {photo.panel === 'front' && (
          <GreetingPlate
            greeting={greeting}
            panelWidthMm={box.w}
            style={{
              left: pct(safe.x - box.x, box.w),
              width: pct(safe.w, box.w),
              top: pct(bandY - box.y, box.h),
              height: pct(bandH, box.h),
            }}
          />
        )}
        <span
          className="photo-crop-trim"
          aria-hidden="true"
          style={{
            left: pct(trim.x - box.x, box.w),
            top: pct(trim.y - box.y, box.h),
            width: pct(trim.w, box.w),
            height: pct(trim.h, box.h),
          }}
        />
      </div>
      <p className="field-hint">
        The dashed line is where the card is trimmed; the photo runs on past it into the bleed so no white edge shows.
      </p>
      <p id={`${id}-dpi`} className={`status-pill photo-dpi ${LEVEL_CLASS[check.level]}`} role="status">
        {check.level !== 'good' && <Icon name="info" size={14} />} {sizeName}: {check.message}
      </p>
      <div className="photo-crop-sliders">
        <label>
          Zoom{' '}
          <input
            type="range"
            min={100}
            max={MAX_ZOOM * 100}
            step={1}
            value={Math.round(view.zoom * 100)}
            onChange={(e) => zoomTo(Number(e.target.value) / 100)}
            aria-valuetext={`${Math.round(view.zoom * 100)}%`}
          />
        </label>
        <label>
          Left – right{' '}
          <input
            type="range"
            min={0}
            max={1000}
            value={Math.round(view.cx * 1000)}
            onChange={(e) => setView({ ...view, cx: Number(e.target.value) / 1000 })}
          />
        </label>
        <label>
          Up – down{' '}
          <input
            type="range"
            min={0}
            max={1000}
            value={Math.round(view.cy * 1000)}
            onChange={(e) => setView({ ...view, cy: Number(e.target.value) / 1000 })}
          />
        </label>
      </div>
      {photo.panel === 'front' && (
        <fieldset className="photo-band">
          <legend className="field-label">Where your words go (pick a calm part, away from faces)</legend>
          {BANDS.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={`${id}-band`} value={value} checked={band === value} onChange={() => setBand(value)} /> {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={saving} onClick={() => onSave({ crop, text_band: band })}>
          {saving ? <Spinner label="Saving" /> : <Icon name="check" />} Save position
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
