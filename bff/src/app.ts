import { createServer, type Server } from 'node:http';
import type { Infra } from '@cards/kit';
import { configSlice, metricsRegistry, collectDefaultMetrics, loadSecretKey } from '@cards/kit';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { BffConfig } from './config.js';
import { catalogFastLane, type FastLaneCounts } from './catalog/catalog-fast-lane.js';
import { createCatalogReads, type CatalogReads } from './catalog/catalog-reads.js';
import { responsePolicy } from './http/cross-origin.js';
import { docsRouter } from './http/docs.routes.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { rejectNulCharacters } from './http/nul-characters.js';
import { requestLog } from './http/request-log.js';
import { RouteRegistry } from './http/route-registry.js';
import { TRUSTED_PROXIES, xsrf, XsrfTokens } from './http/xsrf.js';
import { mountRoutes } from './routes/index.js';
import { CableServer } from './ws/cable-server.js';

export interface Bff {
  server: Server;
  cable: CableServer;
  registry: RouteRegistry;
  /** The replica's kept catalogue answers and remembered tokens. */
  catalogReads: CatalogReads;
  /** Requests the catalogue fast lane answered before Express. */
  fastLane: FastLaneCounts;
  listen(port: number, host?: string): Promise<number>;
  stop(): Promise<void>;
}

/** Liveness, readiness and the Prometheus metrics, for the platform rather than the app. */
function mountProbes(app: Express, health: Infra['health']) {
  app.get('/health/live', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/health/ready', async (_req, res) => {
    const r = await health.ready();
    res.status(r.ok ? 200 : 503).json(r);
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/** The backend-for-frontend: the REST API and `/ws` of docs/api.md, forwarding to services over the bus. */
export async function createBff(infra: Infra): Promise<Bff> {
  const { log } = infra;
  const config = configSlice(BffConfig, infra.config);
  const bffLog = log.child({ service: 'bff' });
  const xsrfTokens = new XsrfTokens(
    await loadSecretKey({
      secret: config.XSRF_SECRET,
      envKey: 'XSRF_SECRET',
      name: 'xsrf',
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
      purpose: 'the BFF signs XSRF-TOKEN cookies with it, and every replica must use the same',
    }),
  );
  collectDefaultMetrics();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUSTED_PROXIES.join(', '));
  app.set('query parser', 'extended');
  app.use(requestLog(bffLog));
  const policy = responsePolicy({
    webUrl: config.PUBLIC_WEB_URL,
    extraOrigins: config.CORS_ORIGINS ?? [],
    production: config.NODE_ENV === 'production',
  });
  app.use(policy);
  app.use(cookieParser());
  // Raw bodies for signed webhooks; everything else is JSON up to 1 MB.
  app.use('/webhooks', express.raw({ type: '*/*', limit: '1mb' }));
  app.use(express.json({ limit: '1mb', strict: true }));
  app.use(xsrf(xsrfTokens));

  const registry = new RouteRegistry();
  app.use(rejectNulCharacters(registry));
  mountProbes(app, infra.health);
  app.use(docsRouter(registry));
  const catalogReads = createCatalogReads();
  app.use(
    await mountRoutes(
      { rpc: infra.rpc, registry },
      {
        bus: infra.bus,
        catalogReads,
        ops: { queue: infra.queue, health: infra.health, config: infra.config, log: bffLog },
        identity: { secureCookies: config.NODE_ENV === 'production' },
        files: { log: bffLog, assets: infra.assets, redirects: config.ASSET_REDIRECTS },
      },
    ),
  );
  app.use(notFoundHandler);
  app.use(errorHandler(bffLog));

  // Kept catalogue answers skip Express altogether; everything else goes through it.
  const fastLane: FastLaneCounts = { served: 0 };
  const server = createServer(catalogFastLane({ reads: catalogReads, xsrf: xsrfTokens, policy, log: bffLog, counts: fastLane }, app));
  server.keepAliveTimeout = 65_000;
  const cable = new CableServer(infra.rpc, infra.bus, bffLog);
  await cable.attach(server);

  return {
    server,
    cable,
    registry,
    catalogReads,
    fastLane,
    // No host: every address, IPv6 and IPv4 (::1 as well as 127.0.0.1), where the machine has IPv6.
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as { port: number }).port));
      }),
    stop: async () => {
      await cable.close();
      server.closeIdleConnections?.();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
