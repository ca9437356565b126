import { Router } from 'express';
import type { RouteContext } from '../http/forward.js';

/** The generation part of the REST surface (see the spec, §7). */
export async function generationRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  void ctx;
  return router;
}
