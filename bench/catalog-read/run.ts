import { fork } from 'node:child_process';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readXsrfCookie } from '@cards/bff/http/xsrf';
import express from 'express';
import { startBenchPlatform } from './bootstrap.js';
import type { LoadRequest, LoadResult } from './load.js';
import { adminPassword } from '../bench-database.js';
import { median } from '../stats.js';

/**
 * bench/catalog-read: catalogue reads (`GET /products`, `GET /events`) through the BFF — the
 * whole platform in this process, answers kept by the BFF — for each kind of client that reads
 * them, against two baselines in the same run and process: a bare Express app serving the
 * same JSON, and raw `node:http` answering the very bytes the BFF sends (the ceiling of one
 * Node process). Per target: saturation throughput (as many requests as `connections` keep in
 * flight, in rounds interleaved with the baselines') and latency at a fixed 500 req/s, evenly spaced (an open loop, see load.ts). The load runs in a child process so
 * it does not share the servers' event loop. Goals per client kind: ≥ 2× bare Express and
 * ≥ 0.6× raw node:http throughput, p99 ≤ 10 ms at 500 req/s.
 */
export const name = 'catalog-read';

const DURATION = Number(process.env.BENCH_DURATION ?? 12);
/**
 * Saturation is measured in rounds, each target in turn (raw, bare, BFF, raw, …), and a ratio
 * is the median of the rounds' ratios: the machine's speed drifts over tens of seconds (the
 * same raw server gave 24,100 and 30,400 req/s a minute apart), and targets measured side by
 * side drift together.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = 500;
const PATHS = (process.env.BENCH_PATHS ?? '/products,/events').split(',');
const GOALS = { vsBare: 2, vsRaw: 0.6, p99Ms: 10 };
// One browser, as the BFF sees it: the same address and headers on every call.
const BROWSER = { accept: 'application/json', 'user-agent': 'Mozilla/5.0 (bench) Chrome/140', 'accept-language': 'en-GB,en;q=0.9' };

type Kind = 'no cookie' | 'xsrf cookie' | 'customer' | 'admin';
const KINDS: Kind[] = ['no cookie', 'xsrf cookie', 'customer', 'admin'];
/** The BFF, or a baseline answering the same bytes to the same requests (a bearer token is 400 more bytes to parse). */
type Target = 'bff' | 'raw' | 'bare';
type Measured = LoadResult & { cpuMicrosPerRequest: number; fastLaneShare?: number; roundsPerSecond?: number[] };
export interface Row {
  path: string;
  target: Target;
  client: Kind;
  mode: 'max' | `${number}/s`;
  r: Measured;
}

/**
 * One load run. Also measures the CPU this process (where all servers live) spent per
 * request: unlike req/s, that figure hardly moves when other work shares the machine.
 */
function load(req: LoadRequest): Promise<LoadResult & { cpuMicrosPerRequest: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), { stdio: 'inherit' });
    let cpu0: NodeJS.CpuUsage | undefined;
    child.once('spawn', () => {
      cpu0 = process.cpuUsage();
    });
    child.once('message', (m: { result?: LoadResult; error?: string }) => {
      const cpu = process.cpuUsage(cpu0);
      if (!m.result) return reject(new Error(m.error));
      resolve({ ...m.result, cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, m.result.total) });
    });
    child.once('error', reject);
    child.send(req);
  });
}

/** One target's rounds as one figure: the median round's throughput and latencies, CPU over all of them, each round's req/s kept. */
function combined(rounds: Measured[]): Measured {
  const mid = rounds.find((r) => r.requestsPerSecond === median(rounds.map((x) => x.requestsPerSecond)))!;
  const total = rounds.reduce((a, r) => a + r.total, 0);
  const sum = (f: (r: Measured) => number) => rounds.reduce((a, r) => a + f(r), 0);
  return {
    ...mid,
    total,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    max: Math.max(...rounds.map((r) => r.max)),
    cpuMicrosPerRequest: sum((r) => r.cpuMicrosPerRequest * r.total) / Math.max(1, total),
    fastLaneShare: mid.fastLaneShare === undefined ? undefined : sum((r) => (r.fastLaneShare ?? 0) * r.total) / Math.max(1, total),
    roundsPerSecond: rounds.map((r) => r.requestsPerSecond),
  };
}

/** `a`'s throughput against `b`'s in each round, and their median. */
function roundRatios(a: Measured, b: Measured): { median: number; range: string } {
  const each = a.roundsPerSecond!.map((x, i) => x / b.roundsPerSecond![i]!);
  return { median: median(each), range: `${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)}` };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** `POST /login`: the bearer token from the answer's Authorization header. */
async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const token = /^Bearer (.+)$/.exec(res.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new Error(`POST /login answered ${res.status}: ${await res.text()}`);
  return token;
}

/** A confirmed customer created by the admin, signed in. */
async function newCustomer(baseUrl: string, adminToken: string): Promise<string> {
  const user = {
    email: `bench-${Date.now()}@cards.bench`,
    password: 'violet-tractor-under-lantern-42',
    name: 'Bench Customer',
    confirmed: true,
  };
  const res = await fetch(`${baseUrl}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ user }),
  });
  if (res.status !== 201) throw new Error(`POST /users answered ${res.status}: ${await res.text()}`);
  return login(baseUrl, user.email, user.password);
}

/** What the BFF answered a browser with the cookie: status, headers without Date and connection ones, body. */
interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  pagingHeaders: Record<string, string>;
  body: Buffer;
}

async function answerOf(url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  const all: OutgoingHttpHeaders = {};
  for (const [k, v] of res.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) all[k] = v;
  const pagingHeaders: Record<string, string> = {};
  for (const h of ['x-total-count', 'link', 'etag', 'cache-control', 'vary']) if (all[h]) pagingHeaders[h] = String(all[h]);
  return { status: res.status, headers: all, pagingHeaders, body: Buffer.from(await res.arrayBuffer()) };
}

/** A bare Express app serving the same JSON with the same paging headers. */
function bareExpress(answers: Map<string, Answer>): Server {
  const app = express();
  for (const [path, a] of answers) {
    const json = a.body.toString();
    app.get(path, (_req, res) => {
      res.set(a.pagingHeaders).type('application/json').send(json);
    });
  }
  return createServer(app);
}

/** Raw node:http answering the BFF's very bytes: the ceiling of one Node process. */
function rawNode(answers: Map<string, Answer>): Server {
  return createServer((req, res) => {
    const a = answers.get(req.url ?? '');
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(a.status, a.headers).end(a.body);
  });
}

export async function run(): Promise<{ rows: Row[]; ok: boolean }> {
  const platform = await startBenchPlatform();
  const servers: Server[] = [];
  try {
    const admin = await login(platform.baseUrl, platform.config.ADMIN_EMAIL, adminPassword(platform.config));
    const customer = await newCustomer(platform.baseUrl, admin);
    const first = await fetch(`${platform.baseUrl}/health/live`, { headers: BROWSER });
    const cookie = `XSRF-TOKEN=${readXsrfCookie(first.headers.get('set-cookie') ?? undefined)}`;
    const clients: Record<Kind, Record<string, string>> = {
      'no cookie': BROWSER,
      'xsrf cookie': { ...BROWSER, cookie },
      customer: { ...BROWSER, cookie, authorization: `Bearer ${customer}` },
      admin: { ...BROWSER, cookie, authorization: `Bearer ${admin}` },
    };
    const answers = new Map<string, Answer>();
    for (const path of PATHS) {
      // Each client's first read takes the full pipeline (verifies its token, keeps the answer).
      for (const headers of Object.values(clients)) await answerOf(`${platform.baseUrl}${path}`, headers);
      answers.set(path, await answerOf(`${platform.baseUrl}${path}`, clients['xsrf cookie']));
    }
    const bare = bareExpress(answers);
    const raw = rawNode(answers);
    servers.push(bare, raw);
    const base: Record<Target, string> = { raw: await listen(raw), bare: await listen(bare), bff: platform.baseUrl };
    const lane = platform.platform.bff.fastLane;

    const rows: Row[] = [];
    const targets = ['raw', 'bare', 'bff'] as const;
    for (const path of PATHS) {
      for (const client of KINDS) {
        const req = (target: Target, durationSeconds: number) => ({
          url: `${base[target]}${path}`,
          headers: clients[client],
          durationSeconds,
          connections: CONNECTIONS,
        });
        // A short warm-up so every target is measured with JIT-compiled hot paths.
        for (const target of targets) await load(req(target, 2));
        const rounds = new Map<Target, Measured[]>(targets.map((t) => [t, []]));
        for (let i = 0; i < ROUNDS; i++) {
          for (const target of targets) {
            const served = lane.served;
            const r: Measured = await load(req(target, Math.max(2, Math.round(DURATION / ROUNDS))));
            // The share of the round's answers the lane gave (answers in flight when the load stops are served but not counted by it).
            if (target === 'bff') r.fastLaneShare = Math.min(1, (lane.served - served) / Math.max(1, r.total));
            rounds.get(target)!.push(r);
          }
        }
        for (const target of targets) {
          rows.push({ path, target, client, mode: 'max', r: combined(rounds.get(target)!) });
          // The baselines at the fixed rate once: what the machine and the loopback themselves add.
          if (target === 'bff' || client === 'xsrf cookie')
            rows.push({ path, target, client, mode: `${RATE}/s`, r: await load({ ...req(target, DURATION), rate: RATE }) });
        }
      }
    }
    return { rows, ok: report(rows) };
  } finally {
    for (const s of servers) s.close();
    await platform.stop();
  }
}

function report(rows: Row[]): boolean {
  const pad = (s: string | number, n: number) => (typeof s === 'number' && !Number.isInteger(s) ? s.toFixed(1) : String(s)).padStart(n);
  console.log(
    `\ncatalog-read: ${DURATION} s per case (saturation in ${ROUNDS} interleaved rounds), ${CONNECTIONS} connections, loopback, load in a separate process`,
  );
  console.log(
    `${'path'.padEnd(10)} ${'client'.padEnd(12)} ${'target'.padEnd(6)} ${'mode'.padEnd(7)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p90 ms', 7)} ${pad('p99 ms', 7)} ${pad('max ms', 7)} ${pad('cpu µs/req', 10)} ${pad('fast lane', 9)} ${pad('non-2xx', 8)} ${pad('errors', 7)}`,
  );
  for (const { path, target, client, mode, r } of rows) {
    const share = r.fastLaneShare === undefined ? '' : `${(r.fastLaneShare * 100).toFixed(1)}%`;
    console.log(
      `${path.padEnd(10)} ${client.padEnd(12)} ${target.padEnd(6)} ${mode.padEnd(7)} ${pad(Math.round(r.requestsPerSecond), 8)} ${pad(r.p50, 7)} ${pad(r.p90, 7)} ${pad(r.p99, 7)} ${pad(r.max, 7)} ${pad(Math.round(r.cpuMicrosPerRequest), 10)} ${pad(share, 9)} ${pad(r.non2xx, 8)} ${pad(r.errors + r.timeouts, 7)}`,
    );
  }
  let ok = true;
  console.log(
    `\nGoals per client kind: ≥ ${GOALS.vsBare.toFixed(1)}× bare Express, ≥ ${GOALS.vsRaw}× raw node:http (throughput: median of ${ROUNDS} rounds' ratios, same requests, same run), p99 ≤ ${GOALS.p99Ms} ms at ${RATE} req/s`,
  );
  for (const path of new Set(rows.map((r) => r.path))) {
    const get = (target: Target, client: Kind, mode: Row['mode']) =>
      rows.find((r) => r.path === path && r.target === target && r.client === client && r.mode === mode)!.r;
    console.log(
      `${path.padEnd(10)} baselines at ${RATE}/s: p99 raw node:http ${pad(get('raw', 'xsrf cookie', `${RATE}/s`).p99, 0)} ms, bare Express ${pad(get('bare', 'xsrf cookie', `${RATE}/s`).p99, 0)} ms`,
    );
    for (const kind of KINDS) {
      const [max, bare, raw] = [get('bff', kind, 'max'), get('bare', kind, 'max'), get('raw', kind, 'max')];
      const { median: vsBare } = roundRatios(max, bare);
      const { median: vsRaw, range: rawRange } = roundRatios(max, raw);
      const p99 = get('bff', kind, `${RATE}/s`).p99;
      const clean = rows.filter((r) => r.path === path).every((r) => r.r.non2xx === 0 && r.r.errors === 0 && r.r.timeouts === 0);
      const pass = vsBare >= GOALS.vsBare && vsRaw >= GOALS.vsRaw && p99 <= GOALS.p99Ms && clean;
      ok &&= pass;
      const cpuVsBare = bare.cpuMicrosPerRequest / max.cpuMicrosPerRequest;
      const cpuVsRaw = raw.cpuMicrosPerRequest / max.cpuMicrosPerRequest;
      console.log(
        `${path.padEnd(10)} ${kind.padEnd(12)} ${vsBare.toFixed(2)}× bare (by CPU/request ${cpuVsBare.toFixed(2)}×)   ${vsRaw.toFixed(2)}× raw (rounds ${rawRange}; by CPU/request ${cpuVsRaw.toFixed(2)}×)   p99 at ${RATE}/s ${pad(p99, 0)} ms   ${pass ? 'PASS' : 'MISS'}`,
      );
    }
  }
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
