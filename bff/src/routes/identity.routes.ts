import { Router } from 'express';
import type { RouteContext } from '../http/forward.js';

/** The identity part of the REST surface (see the spec, §7). */
export async function identityRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  void ctx;
  return router;
}
