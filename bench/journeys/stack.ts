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
  /** When it started (clock ticks since boot): with the pid, names one process even after pid reuse. */
  started: string;
  /** CPU seconds of the process itself (all its threads). */
  cpu: number;
}

const TICKS_PER_SECOND = 100;

export function readProcs(): Map<number, ProcStat> {
  const procs = new Map<number, ProcStat>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, …, utime (12th), stime, …, starttime (20th).
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(d), { ppid: Number(f[1]), started: f[19]!, cpu: (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND });
    } catch {
      /* gone */
    }
  }
  return procs;
}

/** A process and all its descendants (a worker's Chromium, PostgreSQL's backends). */
export function tree(pid: number, children: Map<number, number[]>): number[] {
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return out;
}

/** A process's resident memory and the part of it that is shared memory (`RssShmem`), MiB. */
function residentMiB(pid: number): { rss: number; shmem: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kib('VmRSS') / 1024, shmem: kib('RssShmem') / 1024 };
  } catch {
    return { rss: 0, shmem: 0 }; // gone
  }
}

/**
 * A process tree's resident memory with its shared memory counted once: PostgreSQL's shared
 * buffers are mapped by every backend, and summed resident sizes counted them once per backend
 * that had read them, so the sum grew as more backends read the same cache (1 GiB where their
 * proportional sizes came to 150–200 MiB). Each process's own pages, plus the largest shared part
 * (the shared segment holds at least that; its size is fixed by `shared_buffers`). Read from
 * /proc/PID/status, which costs next to nothing; smaps_rollup's proportional sizes cost the
 * load tool 60 ms a sample (the kernel walks every page table to answer).
 */
function treeMiB(pids: number[]): number {
  const each = pids.map(residentMiB);
  return each.reduce((a, m) => a + m.rss - m.shmem, 0) + Math.max(0, ...each.map((m) => m.shmem));
}

/** Seconds the whole machine's CPUs were busy, and elapsed, summed over CPUs (`/proc/stat`). */
export function machineTicks(): { busy: number; all: number } {
  const v = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const all = v.reduce((a, b) => a + b, 0);
  return { busy: (all - v[3]! - v[4]!) / TICKS_PER_SECOND, all: all / TICKS_PER_SECOND };
}

export interface ProcessUse {
  /** Resident memory of the process and its descendants, shared memory counted once, MiB. */
  rssMiB: number;
  /** CPU seconds the process and its descendants used since the meter started. */
  cpuSeconds: number;
}

/**
 * Memory and CPU per stack process (by the name of its pid file), with its descendants. A
 * process's CPU is read from the process itself at every sample and kept once it is known
 * whose it is: a pool killing an old Chromium leaves its renderers to be reaped by init, so
 * their time never reaches the worker's own counters for children. Sample often (a process
 * born and gone between two samples is missed). The machine's busy time is read too, as a
 * check on the sum.
 */
export class ProcessMeter {
  /** By pid and start time, so a reused pid is a new process. */
  private readonly owner = new Map<string, string>();
  private readonly seen = new Map<string, number>();
  private readonly used = new Map<string, number>();
  private readonly start = machineTicks();

  constructor(private readonly pidDir: string) {}

  sample(): { processes: Record<string, ProcessUse>; machine: { busySeconds: number; seconds: number } } {
    const procs = readProcs();
    const children = new Map<number, number[]>();
    for (const [pid, p] of procs) (children.get(p.ppid) ?? children.set(p.ppid, []).get(p.ppid)!).push(pid);
    const rss = new Map<string, number>();
    for (const f of readdirSync(this.pidDir)
      .filter((n) => n.endsWith('.pid'))
      .sort()) {
      const pid = Number(readFileSync(join(this.pidDir, f), 'utf8').trim());
      if (!pid) continue;
      const name = f.replace(/\.pid$/, '');
      const pids = tree(pid, children);
      for (const p of pids) {
        const key = `${p}@${procs.get(p)?.started}`;
        if (!this.owner.has(key)) this.owner.set(key, name);
      }
      rss.set(name, treeMiB(pids));
    }
    for (const [pid, p] of procs) {
      const key = `${pid}@${p.started}`;
      const name = this.owner.get(key);
      if (name === undefined) continue;
      this.used.set(name, (this.used.get(name) ?? 0) + p.cpu - (this.seen.get(key) ?? 0));
      this.seen.set(key, p.cpu);
    }
    const now = machineTicks();
    const processes: Record<string, ProcessUse> = {};
    for (const [name, r] of rss) processes[name] = { rssMiB: r, cpuSeconds: this.used.get(name) ?? 0 };
    return { processes, machine: { busySeconds: now.busy - this.start.busy, seconds: now.all - this.start.all } };
  }
}
