import { createServer, type Server } from 'node:http';
import type { Infra } from '@cards/kit';
import { metricsRegistry, collectDefaultMetrics } from '@cards/kit';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import { docsRouter } from './http/docs.routes.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { RouteRegistry } from './http/route-registry.js';
import { xsrf } from './http/xsrf.js';
import { mountRoutes } from './routes/index.js';
import { CableServer } from './ws/cable-server.js';

export interface Bff {
  server: Server;
  cable: CableServer;
  registry: RouteRegistry;
  listen(port: number, host?: string): Promise<number>;
  stop(): Promise<void>;
}

/** Origins allowed to call the API from a browser: the web app's, and any local one outside production. */
function corsOrigin(webUrl: string, production: boolean) {
  const allowed = new URL(webUrl).origin;
  return (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) => {
    if (!origin || origin === allowed) return cb(null, true);
    if (!production && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return cb(null, true);
    cb(null, false);
  };
}

/** The backend-for-frontend: the spec's REST surface and `/ws`, forwarding to services over the bus. */
export async function createBff(infra: Infra): Promise<Bff> {
  const { config, log } = infra;
  const bffLog = log.child({ service: 'bff' });
  collectDefaultMetrics();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.set('query parser', 'extended');
  app.use(requestLog(bffLog));
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(cors({
    origin: corsOrigin(config.PUBLIC_WEB_URL, config.NODE_ENV === 'production'),
    credentials: true,
    exposedHeaders: ['Authorization', 'X-Total-Count', 'Link', 'ETag', 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
  }));
  app.use(cookieParser());
  // Raw bodies for signed webhooks; everything else is JSON up to 1 MB.
  app.use('/webhooks', express.raw({ type: '*/*', limit: '1mb' }));
  app.use(express.json({ limit: '1mb', strict: true }));
  app.use(xsrf);

  const registry = new RouteRegistry();
  app.get('/health/live', (_req, res) => { res.json({ ok: true }); });
  app.get('/health/ready', async (_req, res) => {
    const r = await infra.health.ready();
    res.status(r.ok ? 200 : 503).json(r);
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  app.use(docsRouter(registry));
  app.use(await mountRoutes({ rpc: infra.rpc, registry }, infra.bus, { queue: infra.queue, health: infra.health, config, lifecycle: infra.lifecycle, log: bffLog }));
  app.use(notFoundHandler);
  app.use(errorHandler(bffLog));

  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  const cable = new CableServer(infra.rpc, infra.bus, bffLog);
  await cable.attach(server);

  return {
    server,
    cable,
    registry,
    listen: (port, host = '0.0.0.0') => new Promise((resolve, reject) => {
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
