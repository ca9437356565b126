import { callsOf, defineHealthCall } from '../calls.js';
import { renderingRoutes } from './routes.js';
import { thumbnailCalls } from './thumbnails.js';

/** Every call the rendering service answers (the REST routes' calls, among them the asset reads). */
export const RenderingCalls = {
  ...callsOf(renderingRoutes),
  /** The BFF asks for a thumbnail nobody has drawn yet (behind `GET /assets/rendering/thumbnails/…`). */
  thumbnailDraw: thumbnailCalls.draw,
  health: defineHealthCall('rendering'),
} as const;
