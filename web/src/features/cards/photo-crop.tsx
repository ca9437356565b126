import { cardGeometry, photoPanelBox, photoPrintCheck, placePhoto } from '@cards/card-layout';
import { GreetingPlate, type Greeting } from './greeting-plate';
import type { CardPhoto, PhotoCrop as Crop, TextBand } from '@cards/contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { cropOf, MAX_ZOOM, viewOf, type View } from './photo-crop-view';
import { useCropGestures } from './use-crop-gestures';
import type { Product } from '../../api/types';
import { apiUrl } from '../../api/config';
import { Icon, Spinner } from '../../components/icon';

type Sheet = Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>;

const LEVEL_CLASS = { good: '', low: 'is-warn', very_low: 'is-bad' } as const;
const BANDS: Array<[TextBand, string]> = [
  ['top', 'Top'],
  ['middle', 'Middle'],
  ['bottom', 'Bottom'],
];

/** The accessible way to place the photo: zoom, left – right and up – down as sliders. */
function CropSliders({ view, setView, zoomTo }: { view: View; setView: (v: View) => void; zoomTo: (zoom: number) => void }) {
  return (
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
      <PanSlider label="Left – right" at={view.cx} onMove={(cx) => setView({ ...view, cx })} />
      <PanSlider label="Up – down" at={view.cy} onMove={(cy) => setView({ ...view, cy })} />
    </div>
  );
}

/** Where the crop's centre sits along one axis, from 0 to 1, in thousandths. */
function PanSlider({ label, at, onMove }: { label: string; at: number; onMove: (at: number) => void }) {
  return (
    <label>
      {label}{' '}
      <input type="range" min={0} max={1000} value={Math.round(at * 1000)} onChange={(e) => onMove(Number(e.target.value) / 1000)} />
    </label>
  );
}

const pct = (mm: number, of: number) => `${(mm / of) * 100}%`;

/** Where the words' band sits in the safe area: a third of its height, at the top, middle or bottom. */
function bandBox(safe: { y: number; h: number }, band: TextBand) {
  const h = (safe.h - 4) * 0.34;
  const y = band === 'top' ? safe.y + 2 : band === 'bottom' ? safe.y + safe.h - 2 - h : safe.y + 2 + (safe.h - 4 - h) / 2;
  return { y, h };
}

/** What is drawn over the photo: the greeting in its band on a front, and the dashed trim line. */
function PanelGuides(props: {
  geometry: ReturnType<typeof cardGeometry>;
  box: ReturnType<typeof photoPanelBox>;
  panel: CardPhoto['panel'];
  band: TextBand;
  greeting: Greeting | undefined;
}) {
  const { geometry: g, box, panel, band, greeting } = props;
  const trim = { x: box.x + (panel === 'front' ? 0 : g.bleed), y: g.bleed, w: g.panelW, h: g.trimH };
  const safe = panel === 'front' ? g.safe.front : g.safe.insideLeft;
  const { y: bandY, h: bandH } = bandBox(safe, band);
  return (
    <>
      {panel === 'front' && (
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
    </>
  );
}

/** Where the words go on a front photo: the top, middle or bottom band. */
function BandChoice({ name, band, onChange }: { name: string; band: TextBand; onChange: (band: TextBand) => void }) {
  return (
    <fieldset className="photo-band">
      <legend className="field-label">Where your words go (pick a calm part, away from faces)</legend>
      {BANDS.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={band === value} onChange={() => onChange(value)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

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
  const { zoomTo, onKey, onDown, onMove, onUp } = useCropGestures(frame, view, setView, { imageAspect, panelAspect });

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
        <PanelGuides geometry={g} box={box} panel={photo.panel} band={band} greeting={greeting} />
      </div>
      <p className="field-hint">
        The dashed line is where the card is trimmed; the photo runs on past it into the bleed so no white edge shows.
      </p>
      <p id={`${id}-dpi`} className={`status-pill photo-dpi ${LEVEL_CLASS[check.level]}`} role="status">
        {check.level !== 'good' && <Icon name="info" size={14} />} {sizeName}: {check.message}
      </p>
      <CropSliders view={view} setView={setView} zoomTo={zoomTo} />
      {photo.panel === 'front' && <BandChoice name={`${id}-band`} band={band} onChange={setBand} />}
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
