import { defineService, runsHandlers, runsWorkers, type DefinedService, type Infra } from '@cards/kit';
import { ChromiumBrowser } from './browser/chromium-browser.js';
import { CreateRenders1700000060000 } from './db/migrations/1700000060000-create-renders.js';
import { CardSource } from './modules/renders/card-source.js';
import { RenderJobs } from './modules/renders/render-jobs.js';
import { RENDERING_ENTITIES } from './modules/renders/render.entities.js';
import { PRINT_QUEUE, QUEUE } from './modules/renders/render-plan.js';
import { registerRenderHandlers } from './modules/renders/render.handlers.js';
import { RenderService } from './modules/renders/render.service.js';
import { onOrderPaid } from './modules/renders/subscribers/on-order-paid.js';
import { onOrderReleased } from './modules/renders/subscribers/on-order-released.js';
import { ChromiumPdfRenderer } from './render/chromium-pdf-renderer.js';
import { ChromiumThumbnailRenderer } from './render/chromium-thumbnail-renderer.js';
import { warmUpPage } from './render/warmup.js';

export const RENDERING_SCHEMA = 'rendering';

/** What the rendering service exposes to ops tools and tests. */
export interface RenderingParts {
  /** The worker's browser pool, when this process runs workers. */
  browser?: ChromiumBrowser;
}
export type RenderingApp = DefinedService<RenderingParts>;

/** The rendering service's composition root: the one place its adapters and modules are wired. */
export function createRenderingApp(infra: Infra): RenderingApp {
  const cfg = infra.config;
  return defineService(infra, {
    name: 'rendering',
    schema: RENDERING_SCHEMA,
    entities: RENDERING_ENTITIES,
    migrations: [CreateRenders1700000060000],
    async wire({ ds, outbox, log, onStop }) {
      const source = new CardSource(infra.rpc, infra.assets, log);
      const renders = new RenderService({
        ds,
        source,
        queue: infra.queue,
        assets: infra.assets,
        log,
        waitMs: cfg.RENDER_WAIT_MS,
        thumbnailWaitMs: cfg.THUMBNAIL_WAIT_MS,
      });
      let browser: ChromiumBrowser | undefined;
      if (runsWorkers(cfg)) {
        const step = cfg.RENDER_STEP_TIMEOUT_MS;
        const pool = new ChromiumBrowser({
          executablePath: cfg.CHROMIUM_PATH,
          maxPages: cfg.RENDER_CONCURRENCY,
          spares: cfg.RENDER_SPARE_PAGES,
          maxRendersPerBrowser: cfg.RENDER_BROWSER_MAX_RENDERS,
          jobsPerContext: cfg.RENDER_JOBS_PER_CONTEXT,
          jobsPerPage: cfg.RENDER_JOBS_PER_PAGE,
          stepTimeoutMs: step,
          log,
          warmup: (page) => warmUpPage(page, step),
        });
        onStop('browser', () => pool.close());
        const jobs = new RenderJobs({
          ds,
          outbox,
          source,
          assets: infra.assets,
          log,
          publicApiUrl: cfg.PUBLIC_API_URL,
          pdf: new ChromiumPdfRenderer(pool, step),
          thumbnails: new ChromiumThumbnailRenderer(pool, step),
        });
        // A job's limit covers a browser launch and both pages with room to spare.
        const worker = infra.queue.work(QUEUE, (job) => jobs.handle(job), { concurrency: cfg.RENDER_CONCURRENCY, timeoutMs: step * 4 });
        onStop('render-worker', () => worker.close());
        // Print files one at a time beside the interactive jobs, sharing the page pool (render-plan.ts).
        const printWorker = infra.queue.work(PRINT_QUEUE, (job) => jobs.handle(job), { concurrency: 1, timeoutMs: step * 4 });
        onStop('print-worker', () => printWorker.close());
        browser = pool;
      }
      // ROLE=worker processes only take jobs; ROLE=service processes only answer and subscribe.
      if (runsHandlers(cfg)) {
        await registerRenderHandlers(infra.rpc, renders);
        for (const sub of [await onOrderPaid(infra.bus, renders), await onOrderReleased(infra.bus, renders)]) {
          onStop('subscription', () => sub.stop());
        }
      }
      return { browser };
    },
  });
}
