import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled, testServers } from '@cards/testing';
import { readRepoFile, SERVICE_DATABASES } from './support/repo.js';

const run = promisify(execFile);
const DBS = Object.values(SERVICE_DATABASES);
const suffix = `_t${randomBytes(3).toString('hex')}`;
const envName = (db: string) => `${db.toUpperCase()}_DB_PASSWORD`;

/**
 * infra/postgres/init.sql run by psql as the postgres image does, on the test server. Roles
 * are cluster-wide, so every role and database name gets a suffix unique to this run; the
 * script is otherwise unchanged.
 */
function suffixed(sql: string, tag = suffix): string {
  return sql.replace(new RegExp(`\\b(ROLE|DATABASE|OWNER) (${DBS.join('|')})\\b`, 'g'), `$1 $2${tag}`);
}

/** Feeds a script to psql on stdin, as the image's entrypoint runs /docker-entrypoint-initdb.d/*.sql. */
async function runScript(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('psql', ['-v', 'ON_ERROR_STOP=1', '--no-psqlrc', '-q', '-d', testServers().pgAdminUrl, '-f', '-'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  child.stdin.end(script);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stderr };
}

async function roles(tag: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: testServers().pgAdminUrl });
  await c.connect();
  try {
    const r = await c.query<{ rolname: string }>('SELECT rolname FROM pg_roles WHERE rolname LIKE $1', [`%${tag}`]);
    return r.rows.map((row) => row.rolname);
  } finally {
    await c.end();
  }
}

async function dropAll(tag: string) {
  for (const db of DBS) {
    await psql(`DROP DATABASE IF EXISTS ${db}${tag} WITH (FORCE)`, {});
    await psql(`DROP ROLE IF EXISTS ${db}${tag}`, {});
  }
}

async function psql(sql: string, env: Record<string, string>) {
  return run('psql', ['-v', 'ON_ERROR_STOP=1', '--no-psqlrc', '-q', '-d', testServers().pgAdminUrl, '-c', sql.replace(/^--.*$/gm, '')], {
    env: { ...process.env, ...env },
  }).then(
    () => ({ ok: true as const }),
    (e: Error & { stderr?: string }) => ({ ok: false as const, stderr: e.stderr ?? e.message }),
  );
}

const passwords = Object.fromEntries(DBS.map((db) => [envName(db), `pw-${db}-${randomBytes(6).toString('hex')}`]));
const urlFor = (role: string, db: string, password: string) => {
  const u = new URL(testServers().pgAdminUrl);
  u.username = role;
  u.password = password;
  u.pathname = `/${db}`;
  return u.toString();
};

async function canConnect(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.query('CREATE SCHEMA IF NOT EXISTS probe');
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  } finally {
    await c.end().catch(() => {});
  }
}

describe('infra/postgres/init.sql', () => {
  let setup: { code: number | null; stderr: string };

  beforeAll(async () => {
    setup = await runScript(suffixed(readRepoFile('infra/postgres/init.sql')), { ...process.env, ...passwords });
  }, 60_000);

  afterAll(() => dropAll(suffix), 60_000);

  it('when run with every password set, then it succeeds', () => {
    expect(setup).toEqual({ code: 0, stderr: '' });
  });

  it('when each role logs in to its own database, then it connects and can create its schema', async () => {
    for (const db of DBS) {
      expectLabelled(await canConnect(urlFor(`${db}${suffix}`, `${db}${suffix}`, passwords[envName(db)])), db).toBe('ok');
    }
  });

  it("when a role tries another service's database, then it is refused", async () => {
    const [a, b] = DBS;
    expect(await canConnect(urlFor(`${a}${suffix}`, `${b}${suffix}`, passwords[envName(a)]))).toMatch(/permission denied/);
  });

  it('when a password variable is unset, then the script stops with an error instead of creating a role without one', async () => {
    const tag = `_u${randomBytes(3).toString('hex')}`;
    const env: NodeJS.ProcessEnv = { ...process.env, ...passwords };
    delete env.RENDERING_DB_PASSWORD;
    const r = await runScript(suffixed(readRepoFile('infra/postgres/init.sql'), tag), env);
    const made = await roles(tag);
    await dropAll(tag);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/syntax error/);
    expect(made).toEqual([]);
  });

  it('when a password is empty, then the script stops before creating any role', async () => {
    const tag = `_e${randomBytes(3).toString('hex')}`;
    const r = await runScript(suffixed(readRepoFile('infra/postgres/init.sql'), tag), {
      ...process.env,
      ...passwords,
      IDENTITY_DB_PASSWORD: '',
    });
    const made = await roles(tag);
    await dropAll(tag);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/division by zero/);
    expect(made).toEqual([]);
  });
});
