import { callsOf, defineHealthCall } from '../calls.js';
import { renderingRoutes } from './routes.js';
import { labelCalls } from './labels.js';
import { thumbnailCalls } from './thumbnails.js';

const { asset: _servedByTheBff, ...forwarded } = renderingRoutes;

/** Every call the rendering service answers: its REST routes' (all but `asset`, which the BFF serves from the store), the thumbnails', the label sheets' and its readiness. */
export const RenderingCalls = {
  ...callsOf(forwarded),
  /** The BFF asks for a thumbnail nobody has drawn yet (behind `GET /assets/rendering/thumbnails/…`). */
  thumbnailDraw: thumbnailCalls.draw,
  /** The BFF asks for a print run's address labels, behind `GET /admin/print_runs/{date}.zip`. */
  labelSheet: labelCalls.sheet,
  /** The BFF asks for a day's reprints of reported cards, which join that day's print run. */
  reprintFiles: labelCalls.reprints,
  health: defineHealthCall('rendering'),
} as const;
