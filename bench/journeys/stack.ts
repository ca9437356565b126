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

interface ProcStat {
  ppid: number;
  /** CPU seconds of the process and of its children it has reaped (Chromium's finished renderers). */
  cpu: number;
}

const TICKS_PER_SECOND = 100;

function readProcs(): Map<number, ProcStat> {
  const procs = new Map<number, ProcStat>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, …, utime (12th), stime, cutime, cstime.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      procs.set(Number(d), { ppid: Number(f[1]), cpu: ticks / TICKS_PER_SECOND });
    } catch {
      /* gone */
    }
  }
  return procs;
}

/** A process and all its descendants (a worker's Chromium, PostgreSQL's backends). */
function tree(pid: number, children: Map<number, number[]>): number[] {
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return out;
}

function rssMiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // gone
  }
}

export interface ProcessUse {
  /** Resident memory of the process and its descendants, MiB. */
  rssMiB: number;
  /** CPU seconds the process and its descendants have used since they started. */
  cpuSeconds: number;
}

/** Each stack process's memory and CPU time now (with its descendants), by the name of its pid file. */
export function processUse(pidDir: string): Record<string, ProcessUse> {
  const procs = readProcs();
  const children = new Map<number, number[]>();
  for (const [pid, p] of procs) (children.get(p.ppid) ?? children.set(p.ppid, []).get(p.ppid)!).push(pid);
  const out: Record<string, ProcessUse> = {};
  for (const f of readdirSync(pidDir)
    .filter((n) => n.endsWith('.pid'))
    .sort()) {
    const pid = Number(readFileSync(join(pidDir, f), 'utf8').trim());
    if (!pid) continue;
    const pids = tree(pid, children);
    out[f.replace(/\.pid$/, '')] = {
      rssMiB: pids.reduce((a, p) => a + rssMiB(p), 0),
      cpuSeconds: pids.reduce((a, p) => a + (procs.get(p)?.cpu ?? 0), 0),
    };
  }
  return out;
}
