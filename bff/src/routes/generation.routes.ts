import { generationRoutes, generationSubjects } from '@cards/contracts';
import { Router } from 'express';
import { forward, type RouteContext } from '../http/forward.js';

/**
 * The generation part of the REST API (docs/api.md): cards, card instances, samples
 * and payment sessions, each forwarded to the generation service. `/cards/samples` is mounted
 * before `/cards/:id`, which the contract's order guarantees.
 */
export async function generationRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  for (const [key, route] of Object.entries(generationRoutes) as Array<[keyof typeof generationRoutes, (typeof generationRoutes)[keyof typeof generationRoutes]]>) {
    forward(router, ctx, route, generationSubjects[key]);
  }
  return router;
}
