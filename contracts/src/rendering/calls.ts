import { callsOf, defineHealthCall } from '../calls.js';
import { renderingRoutes } from './routes.js';

/** Every call the rendering service answers (the REST routes' calls, among them the asset reads). */
export const RenderingCalls = {
  ...callsOf(renderingRoutes),
  health: defineHealthCall('rendering'),
} as const;
