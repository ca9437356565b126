import { loadConfig, type ConfigKeys } from '../config/load-config.js';
import { startHealthServer } from '../health/health.js';
import { createInfra, type Infra } from '../infra.js';
import { createLogger } from '../logging/logger.js';
import { outboxLagOf, registerPlatformMetrics, withJobMetrics } from '../metrics/platform-metrics.js';
import type { ServiceApp } from '../service-app.js';
import { startTelemetry } from '../telemetry/telemetry.js';

/**
 * Runs one service as its own process (distributed mode): config, telemetry, infrastructure,
 * the service, a health/metrics server on HEALTH_PORT, and graceful shutdown on SIGTERM. `keys` are
 * the service's own environment keys, checked with kit's before anything starts.
 */
export async function runServiceProcess(name: string, createApp: (infra: Infra) => ServiceApp, keys?: ConfigKeys): Promise<void> {
  const config = loadConfig(process.env, ...(keys ? [keys] : []));
  await startTelemetry(name, { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const log = createLogger(name, config.LOG_LEVEL);
  try {
    const infra = await createInfra(config, log);
    infra.queue = withJobMetrics(infra.queue);
    const app = createApp(infra);
    await app.start();
    infra.lifecycle.onStop(name, () => app.stop());
    const unregisterMetrics = registerPlatformMetrics({ queue: infra.queue, outboxRelays: outboxLagOf([app]) });
    infra.lifecycle.onStop('platform-metrics', async () => unregisterMetrics());
    const health = await startHealthServer(config.HEALTH_PORT, infra.health);
    infra.lifecycle.onStop('health-server', async () => {
      health.close();
    });
    infra.lifecycle.installSignalHandlers(() => infra.health.markShuttingDown());
    log.info({ healthPort: config.HEALTH_PORT, bus: config.BUS, queue: config.QUEUE, role: config.ROLE }, `${name} started`);
  } catch (err) {
    log.fatal({ err }, `${name} failed to start`);
    process.exit(1);
  }
}
