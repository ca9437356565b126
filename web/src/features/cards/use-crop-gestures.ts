import { useEffect, useRef, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import { centroid, clamp, cropOf, MAX_ZOOM, spread, type View } from './photo-crop-view';

/**
 * The ways a crop moves on its frame: the arrow keys and + / − (Shift for bigger steps), a drag
 * with one finger or the mouse, a pinch with two, and the wheel (a trackpad's pinch too).
 */
export function useCropGestures(
  frame: RefObject<HTMLDivElement | null>,
  view: View,
  setView: Dispatch<SetStateAction<View>>,
  { imageAspect, panelAspect }: { imageAspect: number; panelAspect: number },
) {
  const crop = cropOf(view, imageAspect, panelAspect);
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
    // Both are stable (a ref, a state setter): the listener is added once, as the frame mounts.
  }, [frame, setView]);
  return { zoomTo, onKey, onDown, onMove, onUp };
}
