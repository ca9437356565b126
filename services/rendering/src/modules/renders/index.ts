/**
 * Renders: thumbnails and print PDFs of card instances, answered on request, queued as jobs
 * and kept by the hash of their inputs; one print file per line of a paid order. The front door
 * of the module; everything else in it is private.
 */
import { OrderPrintFileEntity } from './order-print-file.entity.js';
import { OrderPrintEntity } from './order-print.entity.js';
import { RenderEntity } from './render.entity.js';

export { CardSource } from './card-source.js';
export { RenderJobs, type RenderJobsDeps } from './render-jobs.js';
export { PRINT_QUEUE, QUEUE } from './render-plan.js';
export { serveRenders } from './render.handlers.js';
export { RenderService, type RenderServiceDeps } from './render.service.js';
export { RendersConfig } from './renders.config.js';
export { subscribeRenders } from './subscribers/index.js';

/** The module's tables, for the service's DataSource. */
export const renderTables = [RenderEntity, OrderPrintEntity, OrderPrintFileEntity];
