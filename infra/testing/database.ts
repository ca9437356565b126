import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testServers } from './test-servers.js';

/**
 * A fresh, empty database on the run's PostgreSQL server, for one test file. Returns its
 * URL and a function that drops it.
 */
export async function createTestDatabase(prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = testServers().pgAdminUrl;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}
