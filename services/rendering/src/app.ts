import { RenderingCalls } from '@cards/contracts';
import { Outbox, OutboxRelay, openDatabase, runsHandlers, runsWorkers, serveCall, type EventSubscription, type Infra, type QueueWorker, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { ChromiumBrowser } from './browser/chromium-browser.js';
import { CreateRenders1700000060000 } from './db/migrations/1700000060000-create-renders.js';
import { CardSource } from './modules/renders/card-source.js';
import { RenderJobs } from './modules/renders/render-jobs.js';
import { QUEUE } from './modules/renders/render-plan.js';
import { registerRenderHandlers } from './modules/renders/render.handlers.js';
import { RenderService } from './modules/renders/render.service.js';
import { onCardInstanceUpdated } from './modules/renders/subscribers/on-card-instance-updated.js';
import { onOrderPaid } from './modules/renders/subscribers/on-order-paid.js';
import { onOrderReleased } from './modules/renders/subscribers/on-order-released.js';
import { ChromiumPdfRenderer } from './render/chromium-pdf-renderer.js';
import { ChromiumThumbnailRenderer } from './render/chromium-thumbnail-renderer.js';
import { warmUpPage } from './render/warmup.js';

export const RENDERING_SCHEMA = 'rendering';

export interface RenderingApp extends ServiceApp {
  dataSource(): DataSource;
  /** The worker's browser pool, when this process runs workers (ops and tests). */
  browser(): ChromiumBrowser | undefined;
}

/** The rendering service's composition root: the one place its adapters and modules are wired. */
export function createRenderingApp(infra: Infra): RenderingApp {
  const log = infra.log.child({ service: 'rendering' });
  const cfg = infra.config;
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;
  let browser: ChromiumBrowser | undefined;
  let worker: QueueWorker | undefined;
  const subs: EventSubscription[] = [];

  return {
    name: 'rendering',
    dataSource: () => ds!,
    browser: () => browser,
    async start() {
      ds = await openDatabase({ url: infra.databaseUrl, schema: RENDERING_SCHEMA, log, entities: [], migrations: [CreateRenders1700000060000] });
      relay = new OutboxRelay(ds, RENDERING_SCHEMA, infra.bus, log);
      const outbox = new Outbox(RENDERING_SCHEMA, 'rendering', relay);
      const source = new CardSource(infra.rpc, infra.assets, log);
      const renders = new RenderService({ ds, schema: RENDERING_SCHEMA, source, queue: infra.queue, assets: infra.assets, log, waitMs: cfg.RENDER_WAIT_MS });
      // ROLE=worker processes only take jobs; ROLE=service processes only answer and subscribe.
      if (runsHandlers(cfg)) {
        await registerRenderHandlers(infra.rpc, renders);
        subs.push(await onCardInstanceUpdated(infra.bus, renders), await onOrderPaid(infra.bus, renders), await onOrderReleased(infra.bus, renders));
      }

      if (runsWorkers(cfg)) {
        const step = cfg.RENDER_STEP_TIMEOUT_MS;
        browser = new ChromiumBrowser({
          executablePath: cfg.CHROMIUM_PATH, maxPages: cfg.RENDER_CONCURRENCY, spares: cfg.RENDER_SPARE_PAGES,
          maxRendersPerBrowser: cfg.RENDER_BROWSER_MAX_RENDERS, jobsPerContext: cfg.RENDER_JOBS_PER_CONTEXT, stepTimeoutMs: step, log, warmup: (page) => warmUpPage(page, step),
        });
        const jobs = new RenderJobs({
          ds, schema: RENDERING_SCHEMA, outbox, source, assets: infra.assets, log, publicApiUrl: cfg.PUBLIC_API_URL,
          pdf: new ChromiumPdfRenderer(browser, step), thumbnails: new ChromiumThumbnailRenderer(browser, step),
        });
        // A job's limit covers a browser launch and both pages with room to spare.
        worker = infra.queue.work(QUEUE, (job) => jobs.handle(job), { concurrency: cfg.RENDER_CONCURRENCY, timeoutMs: step * 4 });
      }
      const db = ds;
      await serveCall(infra.rpc, RenderingCalls.health, async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('rendering-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      for (const s of subs.splice(0)) await s.stop();
      await worker?.close();
      await browser?.close();
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
