import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSlice, createLogger, loadConfig } from '@cards/kit';
import { WebConfig } from './web-config.js';
import { apiFollowsPageHost, createWebServer, webRuntimeConfig, webSecurityInputs } from './web-server.js';

/** The web app alone (distributed mode): static files with SPA fallback on WEB_PORT. */
const config = loadConfig(process.env, WebConfig);
const web = configSlice(WebConfig, config);
const log = createLogger('web', config.LOG_LEVEL);
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const server = createWebServer(dist, webRuntimeConfig(web), webSecurityInputs(web), {
  apiFollowsPageHost: apiFollowsPageHost(config),
});
server.listen(config.WEB_PORT, () => log.info({ port: config.WEB_PORT }, 'web app served'));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
