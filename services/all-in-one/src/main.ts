import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IdentityConfigKeys } from '@cards/identity';
import { ConfigError, configSlice, createLogger, loadConfig, startTelemetry } from '@cards/kit';
import { startPlatform } from './platform.js';
import { platformOwnedKeys } from './platform-config.js';
import { shopAddresses } from './shop-addresses.js';
import { WebConfig } from './web-config.js';
import { apiFollowsPageHost, createWebServer, webRuntimeConfig, webSecurityInputs } from './web-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const webDist = resolve(here, '../../../web/dist');

let config;
try {
  config = loadConfig(process.env, ...platformOwnedKeys);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
await startTelemetry('all-in-one', { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
const log = createLogger('all-in-one', config.LOG_LEVEL);
const started = Date.now();
try {
  const platform = await startPlatform(config, log);
  const webConfig = configSlice(WebConfig, config);
  const web = createWebServer(webDist, webRuntimeConfig(webConfig), webSecurityInputs(webConfig), {
    apiFollowsPageHost: apiFollowsPageHost(webConfig),
  });
  await new Promise<void>((r, j) => {
    web.once('error', j);
    // No host: every address, IPv6 and IPv4, so [::1] works as well as 127.0.0.1.
    web.listen(config.WEB_PORT, () => r());
  });
  platform.infra.lifecycle.onStop(
    'web',
    () =>
      new Promise<void>((r) => {
        web.closeAllConnections?.();
        web.close(() => r());
      }),
  );
  platform.infra.lifecycle.installSignalHandlers(() => platform.infra.health.markShuttingDown());
  log.info({ ms: Date.now() - started }, 'platform started');
  const [shop, ...also] = shopAddresses(config);
  console.log(
    [
      '',
      `  Shop:  ${shop}`,
      ...(also.length ? [`         also at ${also.join(', ')}`] : []),
      `  API:   http://localhost:${platform.apiPort}  (reference: http://localhost:${platform.apiPort}/docs)`,
      `  Admin: ${config.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`,
      `  Mail:  ${configSlice(IdentityConfigKeys.pick({ MAIL_DIR: true }), config).MAIL_DIR ?? resolve(config.DATA_DIR, 'mail')}`,
      '',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  log.fatal({ err }, 'platform failed to start');
  console.error(`\nThe platform could not start: ${(err as Error).message}\n`);
  process.exit(1);
}
