import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCatalogApp } from '@cards/catalog';
import { createIdentityApp } from '@cards/identity';
import { createInfra, loadConfig } from '@cards/kit';
import { startNats } from '../../infra/testing/servers.js';
import { benchDatabase } from '../bench-database.js';
import { bffNodeOptions } from '../../infra/scripts/bff-node-options.js';

/**
 * bench/ws-fanout: `card_updated` to 5,000 sockets subscribed to one account on a BFF running
 * in its own process on NATS from the compiled packages (as deployed), from the moment the service's event is published
 * to the moment each socket (in a separate client process) has it. Baseline, same run: a bare
 * `ws` server broadcasting the same frame to as many sockets. Goals: p99 ≤ 100 ms, BFF RSS ≤ 150 MB.
 * The BFF process gets the production image's NODE_OPTIONS; its heap breakdown and the servers'
 * CPU per event are printed too, as CPU time stays comparable when the shared machine is busy.
 * The load generator shares the two cores with the servers, so its own CPU per event is printed
 * as well, and its clients are lean RFC 6455 ones (BENCH_WS_CLIENT=ws for `ws` clients, which
 * cost it about a fifth more). BENCH_WS_PROF=<dir> writes a CPU profile of each child process;
 * BENCH_WS_ROUNDS_LIST=1 prints each round's last arrival in order.
 */
export const name = 'ws-fanout';

const SOCKETS = Number(process.env.BENCH_WS_SOCKETS ?? 5000);
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS ?? 20);
const GAP_MS = 400;
const now = () => performance.timeOrigin + performance.now();

/** The server process's CPU time so far, and its GC pauses since the last ask ([kind, ms]; kind 1 is a scavenge). */
interface ServerCpu {
  ms: number;
  sysMs: number;
  gcs: Array<[number, number]>;
}
interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
  snapshot: string | null;
}

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

function child(
  script: string,
  env: Record<string, string>,
): { proc: ChildProcess; ask<T>(msg: object, key: string): Promise<T>; first: Promise<Record<string, unknown>> } {
  // The BFF runs compiled JavaScript as in production; the client process may use the TS loader.
  const execArgv = script.endsWith('.mjs') ? [] : ['--conditions=cards-src', '--import', 'tsx'];
  // BENCH_WS_PROF=<dir>: a CPU profile of each child process (where the load generator's or the BFF's time goes).
  if (process.env.BENCH_WS_PROF) execArgv.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WS_PROF}`);
  const proc = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const first = new Promise<Record<string, unknown>>((resolve, reject) => {
    proc.once('message', (m) => resolve(m as Record<string, unknown>));
    proc.once('exit', (c) => reject(new Error(`${script} exited ${c}`)));
  });
  return {
    proc,
    first,
    ask: <T>(msg: object, key: string) =>
      new Promise<T>((resolve, reject) => {
        const on = (m: Record<string, unknown>) => {
          if (m.error) {
            proc.off('message', on);
            reject(new Error(String(m.error)));
          }
          if (key in m) {
            proc.off('message', on);
            resolve(m[key] as T);
          }
        };
        proc.on('message', on);
        proc.send(msg);
      }),
  };
}

async function rounds(
  fire: (seq: number) => Promise<void> | void,
  clients: ReturnType<typeof child>,
  server: ReturnType<typeof child>,
  base: number,
) {
  const sent = new Map<number, number>();
  // One unmeasured event first, for both servers alike: the first fan-out after the sockets
  // subscribe runs code V8 has not compiled yet (a deployed replica has long since warmed up).
  await fire(base + ROUNDS);
  await new Promise((res) => setTimeout(res, GAP_MS));
  const before = await server.ask<ServerCpu>({ cmd: 'cpu' }, 'cpu');
  const clientBefore = await clients.ask<{ ms: number; sysMs: number }>({ cmd: 'cpu' }, 'cpu');
  for (let r = 0; r < ROUNDS; r++) {
    const seq = base + r;
    sent.set(seq, now());
    await fire(seq);
    await new Promise((res) => setTimeout(res, GAP_MS));
  }
  await new Promise((res) => setTimeout(res, 1000));
  const after = await server.ask<ServerCpu>({ cmd: 'cpu' }, 'cpu');
  const clientAfter = await clients.ask<{ ms: number; sysMs: number }>({ cmd: 'cpu' }, 'cpu');
  const cpuMs = after.ms - before.ms;
  const clientCpuMsPerEvent = (clientAfter.ms - clientBefore.ms) / ROUNDS;
  const kernelShare = (a: { ms: number; sysMs: number }, b: { ms: number; sysMs: number }) =>
    `${(((b.sysMs - a.sysMs) / Math.max(1e-9, b.ms - a.ms)) * 100).toFixed(0)}% in the kernel`;
  const { gcs } = after;
  const arrivals = new Map(await clients.ask<Array<[number, number[]]>>({ cmd: 'collect' }, 'arrivals'));
  const lat: number[] = [];
  let delivered = 0;
  const roundMax: number[] = [];
  for (const [seq, t0] of sent) {
    const ts = arrivals.get(seq) ?? [];
    for (const t of ts) {
      lat.push(t - t0);
      delivered++;
    }
    roundMax.push(Math.max(...ts) - t0);
  }
  const minor = gcs.filter(([k]) => k === 1).map(([, ms]) => ms);
  const major = gcs.filter(([k]) => k !== 1).map(([, ms]) => ms);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (process.env.BENCH_WS_ROUNDS_LIST) console.log(`  rounds' last arrival in order: ${roundMax.map((x) => x.toFixed(0)).join(' ')} ms`);
  const detail =
    `rounds' last arrival: fastest ${Math.min(...roundMax).toFixed(0)}, median ${pct(roundMax, 50).toFixed(0)}, slowest ${Math.max(...roundMax).toFixed(0)} ms; ` +
    `server ${kernelShare(before, after)}; client CPU ${clientCpuMsPerEvent.toFixed(1)} ms/event (${kernelShare(clientBefore, clientAfter)}); server GC: ${minor.length} minor (${sum(minor).toFixed(0)} ms), ${major.length} major/incremental (${sum(major).toFixed(0)} ms, longest ${Math.max(0, ...major).toFixed(0)} ms)`;
  return { lat, delivered, expected: ROUNDS * SOCKETS, cpuMsPerEvent: cpuMs / ROUNDS, detail };
}

/** Signs in as the admin the bench database seeds: the token the sockets subscribe with, and its account. */
async function adminLogin(port: number, env: Record<string, string | undefined>): Promise<{ token: string; accountId: number }> {
  const login = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }),
  });
  const token = /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1] ?? '';
  const accountId = ((await login.json()) as { status: { data: { user: { account_id: number } } } }).status.data.user.account_id;
  return { token, accountId };
}

/** A card's update, as generation publishes it, for the BFF to fan out to the account's sockets. */
async function publishUpdate(bus: Awaited<ReturnType<typeof createInfra>>['bus'], seq: number, accountId: number): Promise<void> {
  await bus.publish({
    id: randomUUID(),
    type: 'generation.card_instance.updated.v1',
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'bench',
    correlationId: null,
    data: { card_instance_id: seq, card_id: seq, account_id: accountId, user_id: 1, status: 'ready' },
  });
}

type Rounds = Awaited<ReturnType<typeof rounds>>;

/** What a run measured, for the report. */
interface Measured {
  bare: Rounds;
  real: Rounds;
  subscribeSeconds: number;
  nodeOptions: string;
  rss: { idle: number; connected: number; peak: number };
  idleMemory: Memory;
  connectedMemory: Memory;
}

/** Prints the BFF's fan-out against the bare baseline and its memory; returns the BFF's p99 (ms). */
function printResults({ bare, real, subscribeSeconds, nodeOptions, rss, idleMemory, connectedMemory }: Measured): number {
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  // Server CPU per event: what the fan-out costs, steadier than latency on a shared machine (the BFF's includes its 3 s pings).
  const line = (label: string, r: Rounds) => {
    console.log(
      `${label.padEnd(30)} delivered ${r.delivered}/${r.expected}  p50 ${pct(r.lat, 50).toFixed(1)} ms  p99 ${pct(r.lat, 99).toFixed(1)} ms  max ${Math.max(...r.lat).toFixed(1)} ms  server CPU ${r.cpuMsPerEvent.toFixed(1)} ms/event`,
    );
    console.log(`${''.padEnd(32)}${r.detail}`);
  };
  console.log(`card_updated to ${SOCKETS} sockets, ${ROUNDS} events`);
  line('  bare ws broadcast (baseline)', bare);
  line('  BFF /ws via NATS', real);
  const p99 = pct(real.lat, 99);
  console.log(`  BFF p99 vs goal 100 ms        ${(p99 / 100).toFixed(2)}×;  vs baseline p99 ${(p99 / pct(bare.lat, 99)).toFixed(2)}×`);
  console.log(`  subscribing ${SOCKETS} sockets took ${subscribeSeconds.toFixed(1)} s`);
  console.log(`  BFF NODE_OPTIONS (Dockerfile app-bff) ${nodeOptions}`);
  console.log(
    `  BFF RSS idle ${mb(rss.idle)} MB, with sockets ${mb(rss.connected)} MB, peak ${mb(rss.peak)} MB (goal ≤ 150 MB: ${(rss.peak / (150 * 1024 * 1024)).toFixed(2)}×)`,
  );
  for (const [label, m] of [
    ['idle', idleMemory],
    ['after events', connectedMemory],
  ] as const) {
    console.log(
      `  BFF memory ${label.padEnd(12)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB (new ${mb(m.spaces.new_space ?? 0)}, old ${mb(m.spaces.old_space ?? 0)}, code ${mb(m.spaces.code_space ?? 0)}), external ${mb(m.external)} MB (buffers ${mb(m.arrayBuffers)} MB)${m.snapshot ? `, snapshot ${m.snapshot}` : ''}`,
    );
  }
  return p99;
}

export async function run(): Promise<{ ok: boolean }> {
  const procs: ChildProcess[] = [];
  // eslint-disable-next-line prefer-const -- the deadline below may read it before it is set
  let nats: Awaited<ReturnType<typeof startNats>> | undefined;
  const deadline = setTimeout(() => {
    console.error('ws-fanout bench: over 5 minutes, giving up');
    // process.exit skips the finally below: end the child processes here, or they outlive the bench.
    for (const p of procs) p.kill('SIGKILL');
    nats?.kill();
    process.exit(2);
  }, 300_000);
  deadline.unref();
  nats = await startNats();
  const db = await benchDatabase('ws');
  const { log } = db;
  const env = { ...db.env, BUS: 'nats', NATS_URL: nats.url };
  const infra = await createInfra(loadConfig(env), log);
  try {
    for (const app of [createCatalogApp(infra), createIdentityApp(infra)]) {
      await app.start();
      infra.lifecycle.onStop(app.name, () => app.stop());
    }
    if (!existsSync(fileURLToPath(new URL('../../bff/dist/index.js', import.meta.url))))
      throw new Error('bench/ws-fanout runs the compiled BFF: build first (npm run build or npx tsc -b tsconfig.build.json)');
    // With the production image's Node options (heap limits), read from the Dockerfile.
    const nodeOptions = bffNodeOptions();
    const bff = child('./bff.process.mjs', { ...env, NODE_OPTIONS: nodeOptions });
    procs.push(bff.proc);
    const { ports } = (await bff.first) as { ports: { bff: number; bare: number } };
    const { token, accountId } = await adminLogin(ports.bff, env);
    const idleRss = await bff.ask<number>({ cmd: 'rss' }, 'rss');
    const idleMemory = await bff.ask<Memory>({ cmd: 'memory', label: 'idle' }, 'memory');

    const clients = child('./clients.process.ts', {});
    procs.push(clients.proc);
    await clients.first;

    // Baseline: the same frames from a bare ws server, triggered over IPC.
    await clients.ask({ cmd: 'connect', url: `ws://127.0.0.1:${ports.bare}`, n: SOCKETS, token: null }, 'connected');
    const bare = await rounds(
      (seq) => {
        bff.proc.send({ cmd: 'bare', seq });
      },
      clients,
      bff,
      1_000_000,
    );
    await clients.ask({ cmd: 'close' }, 'closed');

    // The BFF: every socket subscribes with the token (checked by identity over NATS).
    const t0 = now();
    await clients.ask({ cmd: 'connect', url: `ws://127.0.0.1:${ports.bff}/ws`, n: SOCKETS, token }, 'connected');
    const subscribeSeconds = (now() - t0) / 1000;
    const connectedRss = await bff.ask<number>({ cmd: 'rss' }, 'rss');
    const real = await rounds((seq) => publishUpdate(infra.bus, seq, accountId), clients, bff, 1);
    const peakRss = Math.max(connectedRss, await bff.ask<number>({ cmd: 'rss' }, 'rss'));
    const connectedMemory = await bff.ask<Memory>({ cmd: 'memory', label: 'after-events', snapshot: true }, 'memory');
    await clients.ask({ cmd: 'close' }, 'closed');
    clients.proc.send({ cmd: 'exit' });
    bff.proc.send({ cmd: 'stop' });
    await new Promise((r) => bff.proc.once('exit', r));

    const p99 = printResults({
      bare,
      real,
      subscribeSeconds,
      nodeOptions,
      rss: { idle: idleRss, connected: connectedRss, peak: peakRss },
      idleMemory,
      connectedMemory,
    });
    clearTimeout(deadline);
    return { ok: real.delivered === real.expected && p99 <= 100 && peakRss <= 150 * 1024 * 1024 };
  } finally {
    for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
    await infra.lifecycle.stop();
    await db.drop();
    await nats.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  process.exit(r.ok ? 0 : 1);
}
