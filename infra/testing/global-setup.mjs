// One real PostgreSQL, NATS JetStream and Redis for the whole run, handed to the test workers
// through the environment (`testServers()` in test-servers.ts reads it). Each test file makes its
// own database (`@cards/testing/database`) so files run in parallel without seeing each other's
// rows. Both lanes with servers name this file; when both run, the second call finds them up.
// Plain ESM because Jest loads global setup outside its module system; the TypeScript it needs
// comes in through tsx.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  if (globalThis.cardsTestServers) return;
  const { startTestServers } = await tsImport('./start-servers.ts', import.meta.url);
  const { exportTestServers } = await tsImport('./test-servers.ts', import.meta.url);
  const servers = await startTestServers();
  globalThis.cardsTestServers = servers;
  exportTestServers(servers);
}
