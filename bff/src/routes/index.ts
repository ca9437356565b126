import type { EventBus } from '@cards/kit';
import { Router } from 'express';
import type { RouteContext } from '../http/forward.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import { catalogRouter } from './catalog.routes.js';
import { identityRouter } from './identity.routes.js';
import { generationRouter } from './generation.routes.js';
import { renderingRouter, type RenderingDeps } from './rendering.routes.js';
import { cartOrderRouter } from './cart-order.routes.js';
import { opsRouter, type OpsDeps } from './ops.routes.js';
import { printRunRouter } from './print-run.routes.js';

/** What the routers need beyond the route context: each service's part takes its own slice. */
export interface RouteDeps {
  bus: EventBus;
  catalogReads: CatalogReads;
  ops: OpsDeps | undefined;
  identity: { secureCookies: boolean };
  files: RenderingDeps;
}

/** Mounts every service's part of the REST surface. Each router file belongs to one service. */
export async function mountRoutes(ctx: RouteContext, { bus, catalogReads, ops, identity, files }: RouteDeps): Promise<Router> {
  const router = Router();
  router.use(await catalogRouter(ctx, bus, catalogReads));
  router.use(await identityRouter(ctx, identity));
  router.use(await renderingRouter(ctx, files));
  router.use(await generationRouter(ctx, files.assets));
  router.use(await cartOrderRouter(ctx));
  router.use(await printRunRouter(ctx, files));
  router.use(await opsRouter(ctx, ops));
  return router;
}
