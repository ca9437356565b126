import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms: number, logName: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode} before it was ready (see ${logName})`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${ms} ms (see ${logName})`);
}

interface Platform {
  apiUrl: string;
  webUrl: string;
  dataDir: string;
  child: ChildProcess;
}

/**
 * Starts one built platform (`node services/all-in-one/dist/main.js`) on free ports with a
 * fresh data directory, its log in `.tmp/e2e-platform-<n>.log`, and waits until the API and
 * the shop answer.
 */
async function startPlatform(n: number, admin: { email: string; password: string }): Promise<Platform> {
  const main = join(root, 'services/all-in-one/dist/main.js');
  const [apiPort, webPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-e2e-'));
  // As root, embedded PostgreSQL runs as 'postgres', which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // Set up for localhost, as `make start` is; addresses.spec.ts opens it at 127.0.0.1 and [::1] too.
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const logName = `.tmp/e2e-platform-${n}.log`;
  const log = createWriteStream(join(root, logName));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      PUBLIC_API_URL: apiUrl,
      PUBLIC_WEB_URL: webUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitFor(`${apiUrl}/health/ready`, child, 180_000, logName);
    await waitFor(`${webUrl}/config.js`, child, 10_000, logName);
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
  return { apiUrl, webUrl, dataDir, child };
}

async function stopPlatform({ child, dataDir }: Platform) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts a platform of its own for each Playwright worker, so specs that change the shop (the
 * catalogue, samples, a day's print run, an artwork file taken away) never meet another
 * worker's, and hands the addresses to the tests through the environment: worker n reads
 * `E2E_*_<n>` (fixtures.ts). The specs mostly wait (on generation, renders, polling), so two
 * workers take about half the time of one on two cores. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(join(root, 'services/all-in-one/dist/main.js'))) throw new Error(`the platform is not built: run 'make build' first`);
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('web/dist is missing: run npm run build -w web');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password-2026' };
  const started = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, (_, n) => startPlatform(n, admin)));
  const platforms = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(platforms.map(stopPlatform));
    throw failed.reason;
  }
  platforms.forEach((p, n) =>
    Object.assign(process.env, { [`E2E_API_URL_${n}`]: p.apiUrl, [`E2E_WEB_URL_${n}`]: p.webUrl, [`E2E_DATA_DIR_${n}`]: p.dataDir }),
  );
  Object.assign(process.env, { E2E_ADMIN_EMAIL: admin.email, E2E_ADMIN_PASSWORD: admin.password });
  return async () => {
    await Promise.all(platforms.map(stopPlatform));
  };
}
