import { createInfra, createLogger, loadConfig, registerPlatformMetrics, startTelemetry } from '@cards/kit';
import { createBff } from './app.js';
import { BffConfigKeys } from './config.js';

/** The BFF as its own process (distributed mode): REST on API_PORT and /ws. */
const config = loadConfig(process.env, BffConfigKeys);
await startTelemetry('bff', { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
const log = createLogger('bff', config.LOG_LEVEL);
const infra = await createInfra(config, log, { database: false });
const bff = await createBff(infra);
const port = await bff.listen(config.API_PORT);
infra.lifecycle.onStop('bff', () => bff.stop());
const unregisterMetrics = registerPlatformMetrics({ queue: infra.queue, socketCount: () => bff.cable.socketCount });
infra.lifecycle.onStop('platform-metrics', async () => unregisterMetrics());
infra.lifecycle.installSignalHandlers(() => infra.health.markShuttingDown());
log.info({ port }, 'BFF listening');
