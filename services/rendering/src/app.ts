import { configSlice, defineService, runsHandlers, runsWorkers, type DefinedService, type Infra, type ServiceContext } from '@cards/kit';
import { ChromiumBrowser } from './browser/chromium-browser.js';
import { lowerOwnPriority } from './browser/low-priority.js';
import { database } from './db/database.js';
import { RENDERING_SCHEMA } from './db/schema.js';
import {
  CardSource,
  PRINT_QUEUE,
  QUEUE,
  RenderJobs,
  RendersConfig,
  RenderService,
  serveRenders,
  subscribeRenders,
} from './modules/renders/index.js';
import { ChromiumPdfRenderer } from './render/chromium-pdf-renderer.js';
import { ChromiumThumbnailRenderer } from './render/chromium-thumbnail-renderer.js';
import { warmUpPage } from './render/warmup.js';

export { RENDERING_SCHEMA };

/** What the rendering service exposes to ops tools and tests. */
export interface RenderingParts {
  /** The worker's browser pool, when this process runs workers. */
  browser?: ChromiumBrowser;
}
export type RenderingApp = DefinedService<RenderingParts>;

/**
 * A worker's side: one browser pool, and the render jobs of both lanes taken from the queue
 * (render-plan.ts), the print lane one at a time beside the interactive jobs, sharing its pages.
 */
function startRenderWorkers(ctx: ServiceContext, source: CardSource, cfg: RendersConfig): ChromiumBrowser {
  const { infra, log, onStop } = ctx;
  const step = cfg.RENDER_STEP_TIMEOUT_MS;
  // A process that only renders gives the CPU to the services answering customers first, as its Chromium does.
  if (!runsHandlers(infra.config)) lowerOwnPriority(cfg.RENDER_NICE);
  const pool = new ChromiumBrowser({
    executablePath: cfg.CHROMIUM_PATH,
    maxPages: cfg.RENDER_CONCURRENCY,
    spares: cfg.RENDER_SPARE_PAGES,
    maxRendersPerBrowser: cfg.RENDER_BROWSER_MAX_RENDERS,
    jobsPerContext: cfg.RENDER_JOBS_PER_CONTEXT,
    jobsPerPage: cfg.RENDER_JOBS_PER_PAGE,
    stepTimeoutMs: step,
    nice: cfg.RENDER_NICE,
    log,
    warmup: (page) => warmUpPage(page, step),
  });
  onStop('browser', () => pool.close());
  const jobs = new RenderJobs({
    ds: ctx.ds,
    outbox: ctx.outbox,
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
  const printWorker = infra.queue.work(PRINT_QUEUE, (job) => jobs.handle(job), { concurrency: 1, timeoutMs: step * 4 });
  onStop('print-worker', () => printWorker.close());
  return pool;
}

/** The rendering service's composition root: the one place its adapters and modules are wired. */
export function createRenderingApp(infra: Infra): RenderingApp {
  return defineService(infra, {
    name: 'rendering',
    ...database,
    async wire(ctx) {
      const { ds, log, onStop } = ctx;
      const cfg = configSlice(RendersConfig, infra.config);
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
      const browser = runsWorkers(infra.config) ? startRenderWorkers(ctx, source, cfg) : undefined;
      // ROLE=worker processes only take jobs; ROLE=service processes only answer and subscribe.
      if (runsHandlers(infra.config)) {
        await serveRenders(infra.rpc, renders);
        for (const sub of await subscribeRenders(infra.bus, renders)) onStop('subscription', () => sub.stop());
      }
      return { browser };
    },
  });
}
