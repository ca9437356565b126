// Writes a service's next migration from its entities: `make migration S=<service> NAME=<what-changes>`.
// A throwaway embedded PostgreSQL runs the service's migrations, TypeORM's schema builder says what
// the entities still lack, and that becomes src/db/migrations/<timestamp>-<name>.ts.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLogger, migrationSource, pendingSchemaChanges, startEmbeddedPostgres, type ServiceDatabase } from '@cards/kit';

const [service, name] = process.argv.slice(2);
if (!service || !name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: make migration S=<service> NAME=<what-changes, kebab-case>');
  process.exit(2);
}

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

let db: ServiceDatabase;
try {
  // The service's own file, not a package entry: packages export their public doors only.
  const file = resolve(import.meta.dirname, `../../services/${service}/src/db/database.ts`);
  ({ database: db } = (await import(pathToFileURL(file).href)) as { database: ServiceDatabase });
} catch (err) {
  console.error(
    `services/${service}/src/db/database.ts exports no \`database\` (convert the service first: docs/architecture.md, "Modules"): ${(err as Error).message}`,
  );
  process.exit(2);
}

const log = createLogger('migration', 'warn');
const dataDir = mkdtempSync(join(tmpdir(), 'cards-migration-'));
// Run as root, the server runs as the `postgres` user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'cards', log });
try {
  const changes = await pendingSchemaChanges({ url: pg.url, ...db, log });
  if (!changes.up.length) {
    console.log(`${service}: the entities and the migrations agree; no migration to write.`);
  } else {
    const timestamp = Date.now();
    const file = resolve('services', service, 'src/db/migrations', `${timestamp}-${name}.ts`);
    writeFileSync(file, migrationSource(name, timestamp, changes));
    // A service whose database reads its migrations folder (migrationsIn) needs nothing more.
    const listed = !readFileSync(resolve('services', service, 'src/db/database.ts'), 'utf8').includes('migrationsIn(');
    const next = listed ? ` Add its class at the end of the service's list of migrations (services/${service}/src/db/).` : '';
    console.log(`wrote ${file} (${changes.up.length} statements).${next}`);
  }
} finally {
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
