import { fork } from 'node:child_process';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { freePort, startBenchPlatform } from './bootstrap.js';
import type { LoadRequest, LoadResult } from './load.js';

/**
 * bench/catalog-read: `GET /products` and `GET /events` through the BFF (whole platform in
 * this process, answers from the BFF's read cache) against a bare Express app serving the
 * very same bytes, same run, same machine, loopback only. Two measurements per target:
 * saturation throughput (as many requests as `connections` keep in flight) and latency at a
 * fixed 500 req/s. The load runs in a child process so it does not share the servers' event
 * loop. Goals: BFF throughput ≥ 0.8× bare Express; p99 ≤ 20 ms at 500 req/s.
 */
export const name = 'catalog-read';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = 500;
const PATHS = ['/products', '/events'];
// A browser sends back the XSRF cookie it was given and asks for JSON; so does the load.
const HEADERS = { accept: 'application/json', cookie: 'XSRF-TOKEN=bench-cookie-value' };

/**
 * One load run. Also measures the CPU this process (where both servers live) spent per
 * request: unlike req/s, that figure hardly moves when other work shares the machine.
 */
function load(req: LoadRequest): Promise<LoadResult & { cpuMicrosPerRequest: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), { stdio: 'inherit' });
    let cpu0: NodeJS.CpuUsage | undefined;
    child.once('spawn', () => { cpu0 = process.cpuUsage(); });
    child.once('message', (m: { result?: LoadResult; error?: string }) => {
      const cpu = process.cpuUsage(cpu0);
      if (!m.result) return reject(new Error(m.error));
      resolve({ ...m.result, cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, m.result.total) });
    });
    child.once('error', reject);
    child.send(req);
  });
}

/** A bare Express app answering the same status, headers and JSON bytes as the BFF. */
async function startBare(bodies: Map<string, { body: string; headers: Record<string, string> }>): Promise<{ url: string; server: Server }> {
  const app = express();
  for (const [path, answer] of bodies) {
    app.get(path, (_req, res) => { res.set(answer.headers).type('application/json').send(answer.body); });
  }
  const port = await freePort();
  const server = await new Promise<Server>((resolve) => { const s = app.listen(port, '127.0.0.1', () => resolve(s)); });
  return { url: `http://127.0.0.1:${port}`, server };
}

export interface Row { path: string; target: 'bff' | 'bare'; mode: 'max' | `${number}/s`; r: LoadResult & { cpuMicrosPerRequest: number } }

export async function run(): Promise<{ rows: Row[]; ok: boolean }> {
  const platform = await startBenchPlatform();
  let bare: { url: string; server: Server } | undefined;
  try {
    const bodies = new Map<string, { body: string; headers: Record<string, string> }>();
    for (const path of PATHS) {
      const res = await fetch(`${platform.baseUrl}${path}`, { headers: HEADERS });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      const headers: Record<string, string> = {};
      for (const h of ['x-total-count', 'link', 'etag', 'cache-control', 'vary']) {
        const v = res.headers.get(h);
        if (v) headers[h] = v;
      }
      bodies.set(path, { body: await res.text(), headers });
    }
    bare = await startBare(bodies);
    const rows: Row[] = [];
    for (const path of PATHS) {
      for (const [target, base] of [['bff', platform.baseUrl], ['bare', bare.url]] as const) {
        // A short warm-up so both targets are measured with JIT-compiled hot paths.
        await load({ url: `${base}${path}`, headers: HEADERS, durationSeconds: 2, connections: CONNECTIONS });
        rows.push({ path, target, mode: 'max', r: await load({ url: `${base}${path}`, headers: HEADERS, durationSeconds: DURATION, connections: CONNECTIONS }) });
        rows.push({ path, target, mode: `${RATE}/s`, r: await load({ url: `${base}${path}`, headers: HEADERS, durationSeconds: DURATION, connections: CONNECTIONS, rate: RATE }) });
      }
    }
    return { rows, ok: report(rows) };
  } finally {
    bare?.server.close();
    await platform.stop();
  }
}

function report(rows: Row[]): boolean {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\ncatalog-read: ${DURATION} s per case, ${CONNECTIONS} connections, loopback, load in a separate process`);
  console.log(`${'path'.padEnd(10)} ${'target'.padEnd(6)} ${'mode'.padEnd(7)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p90 ms', 7)} ${pad('p99 ms', 7)} ${pad('max ms', 7)} ${pad('cpu µs/req', 10)} ${pad('non-2xx', 8)} ${pad('errors', 7)}`);
  for (const { path, target, mode, r } of rows) {
    console.log(`${path.padEnd(10)} ${target.padEnd(6)} ${mode.padEnd(7)} ${pad(Math.round(r.requestsPerSecond), 9)} ${pad(r.p50, 7)} ${pad(r.p90, 7)} ${pad(r.p99, 7)} ${pad(r.max, 7)} ${pad(Math.round(r.cpuMicrosPerRequest), 10)} ${pad(r.non2xx, 8)} ${pad(r.errors + r.timeouts, 7)}`);
  }
  let ok = true;
  console.log('');
  for (const path of new Set(rows.map((r) => r.path))) {
    const get = (target: string, mode: string) => rows.find((r) => r.path === path && r.target === target && r.mode === mode)!.r;
    const ratio = get('bff', 'max').requestsPerSecond / get('bare', 'max').requestsPerSecond;
    const p99 = get('bff', `${RATE}/s`).p99;
    const clean = rows.filter((r) => r.path === path).every((r) => r.r.non2xx === 0 && r.r.errors === 0);
    const pass = ratio >= 0.8 && p99 <= 20 && clean;
    ok &&= pass;
    const cpuRatio = get('bare', 'max').cpuMicrosPerRequest / get('bff', 'max').cpuMicrosPerRequest;
    console.log(`${path.padEnd(10)} throughput ratio bff/bare = ${ratio.toFixed(2)}× (goal ≥ 0.80; by server CPU per request ${cpuRatio.toFixed(2)}×)   p99 at ${RATE} req/s = ${p99} ms (goal ≤ 20)   ${pass ? 'PASS' : 'MISS'}`);
  }
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
