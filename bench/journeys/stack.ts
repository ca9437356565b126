import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../infra/testing/servers.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'infra/scripts/stack.sh');

export interface RunningStack {
  apiUrl: string;
  mailDir: string;
  /** Folder of the stack's `<process>.pid` files. */
  pidDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * `make stack` on free ports in a folder of its own: every service, both worker kinds, the
 * BFF and the web app as separate processes on NATS, Redis and PostgreSQL. `env` goes to every
 * process (the bench lifts the per-IP limits: all its shoppers come from 127.0.0.1).
 */
export async function startStack(env: Record<string, string>): Promise<RunningStack> {
  const dir = mkdtempSync(join(tmpdir(), 'cards-journeys-'));
  chmodSync(dir, 0o755);
  const [nats, mon, redis, pg, api, web] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
  const admin = { email: 'admin@journeys.test', password: 'journeys-admin-password-9' };
  const all = {
    ...(process.env as Record<string, string>),
    STACK_DIR: dir,
    LOG_LEVEL: 'warn',
    NATS_PORT: String(nats),
    NATS_MON: String(mon),
    REDIS_PORT: String(redis),
    PG_PORT: String(pg),
    API_PORT: String(api),
    WEB_PORT: String(web),
    HEALTH_BASE: String(2000 + Math.floor(Math.random() * 20) * 10),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...env,
  };
  const stop = async () => {
    await run('bash', [script, 'stop'], { env: all, cwd: root, timeout: 60_000 }).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run('bash', [script, '--detach'], { env: all, cwd: root, timeout: 600_000 });
  } catch (e) {
    await stop();
    throw new Error(`make stack did not come up: ${(e as { stderr?: string }).stderr ?? (e as Error).message}`, { cause: e });
  }
  return { apiUrl: `http://127.0.0.1:${api}`, mailDir: join(dir, 'data/mail'), pidDir: join(dir, 'pids'), admin, stop };
}

/** Resident memory (MiB) of a process and all its descendants (a worker's Chromium, PostgreSQL's backends). */
function treeRssMiB(pid: number, children: Map<number, number[]>): number {
  let kb = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return kb / 1024;
}

/** Each stack process's memory now, by the name of its pid file. */
export function processMemory(pidDir: string): Record<string, number> {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(Number(d));
    } catch {
      /* gone */
    }
  }
  const out: Record<string, number> = {};
  for (const f of readdirSync(pidDir)
    .filter((n) => n.endsWith('.pid'))
    .sort()) {
    const pid = Number(readFileSync(join(pidDir, f), 'utf8').trim());
    if (pid) out[f.replace(/\.pid$/, '')] = treeRssMiB(pid, children);
  }
  return out;
}
