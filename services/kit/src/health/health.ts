import { createServer, type Server } from 'node:http';
import client from 'prom-client';

export type HealthCheck = () => Promise<void>;

/** Readiness checks of one process (database, bus, queue…), each with a timeout. */
export class Health {
  private readonly checks = new Map<string, HealthCheck>();
  private shuttingDown = false;

  add(name: string, check: HealthCheck) {
    this.checks.set(name, check);
  }

  /** After SIGTERM: readiness fails so load balancers stop sending work. */
  markShuttingDown() {
    this.shuttingDown = true;
  }

  async ready(): Promise<{ ok: boolean; checks: Record<string, string> }> {
    const out: Record<string, string> = {};
    let ok = !this.shuttingDown;
    if (this.shuttingDown) out.process = 'shutting down';
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await Promise.race([check(), new Promise((_, rej) => setTimeout(() => rej(new Error('timed out')), 2000).unref())]);
          out[name] = 'ok';
        } catch (e) {
          ok = false;
          out[name] = (e as Error).message || 'failed';
        }
      }),
    );
    return { ok, checks: out };
  }
}

export const metricsRegistry = client.register;
/**
 * How often the event loop's delay is sampled, ms. prom-client's default, 10, is a timer that
 * wakes every process 100 times a second, idle or not: about 6 ms of CPU a second each, half of
 * an idle service's CPU. Sampled every 100 ms, a stall of that length or more still shows in
 * `nodejs_eventloop_lag_*` (the dashboard's p99 panel); a shorter one may fall between samples.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;
let defaultMetrics = false;
export function collectDefaultMetrics() {
  if (defaultMetrics) return;
  defaultMetrics = true;
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

/** `/health/live`, `/health/ready` and `/metrics` for a process that has no HTTP server of its own. */
export function startHealthServer(port: number, health: Health): Promise<Server> {
  collectDefaultMetrics();
  const server = createServer(async (req, res) => {
    if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else if (req.url === '/health/ready') {
      const r = await health.ready();
      res.writeHead(r.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(r));
    } else if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(await metricsRegistry.metrics());
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found","code":"not_found"}');
    }
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}
