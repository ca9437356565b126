import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { Mailbox } from './mailbox.js';
import { overall, stepStats, table } from './report.js';
import { Shopper } from './shopper.js';
import { STEPS, type NextRequest, type Outcome } from './steps.js';
import { ProcessMeter, startStack, type RunningStack } from './stack.js';
import { essentialWork, type EssentialWork } from './essential.js';
import { sendList, type ListRun } from './list-sender.js';
import { cpuUse, GOAL_SHOPPERS, memoryGrowth, sampleUse, type Sample } from './usage.js';
import { median } from '../stats.js';

/**
 * bench/journeys (`make bench-journeys`, not part of `make test` or `make bench`): simulated
 * shoppers doing the whole customer journey against `make stack` (every service, worker kind,
 * the BFF and the web app as separate processes on NATS, Redis and PostgreSQL), driven by
 * autocannon: each connection is one shopper, scripted request by request (`setupRequest` asks
 * the shopper what to send, `onResponse` hands it the answer), at one request a second per
 * shopper, so waiting for generation is polling the card once a second as the web app does
 * without its socket. First one shopper alone does one journey: the baseline each step's p50
 * is compared with. Then SHOPPERS shoppers for DURATION seconds; latencies count after WARMUP.
 *
 * Prints errors and p50/p95/p99 per step, the queues' depth and each process's memory after the
 * warm-up and at the end, and the CPU each process used after the warm-up per completed journey:
 * what sizes a deployment for more shoppers than one machine holds. Goals: 0 errors, p99 of the API calls ≤ 500 ms (the PDF download,
 * which waits up to RENDER_WAIT_MS for Chromium to render, is shown on its own, with the
 * 503 `render_pending` answers a shopper asks again after as `wait-pdf`), no process's memory
 * growing more than 10 % after the warm-up, every queue empty within 60 s of the load stopping
 * (the bench waits up to DRAIN_WAIT, 300 s, and prints how long each took). After the baseline
 * it measures the journey's essential work (essential.ts) and prints the CPU per journey as a
 * multiple of it.
 *
 * The Christmas week (`make bench-christmas`: 12 shoppers for 5 minutes, LISTS=3, LIST_SIZE=100):
 * beside the shoppers, LISTS customers each send one design to a list of LIST_SIZE people
 * (imported from a CSV, paid once, one print file a person). It prints, with the figures above,
 * how long after its payment each list's print files were all made (goal: all of them within
 * PRINT_WAIT, 900 s), so the shoppers' p99 is read while the lists go through the print lane.
 */
const SHOPPERS = Number(process.env.SHOPPERS ?? 200);
const DURATION = Number(process.env.DURATION ?? 300);
const WARMUP = Number(process.env.WARMUP ?? Math.min(60, Math.round(DURATION / 5)));
const P99_GOAL_MS = 500;
/** The machine's CPU seconds per journey, less the load tool's. */
const CPU_GOAL_S = 0.9;
const GROWTH_GOAL = 0.1;
/** How long every queue may take to empty once the load stops; the bench waits up to DRAIN_WAIT. */
const DRAIN_GOAL_S = 60;
const DRAIN_WAIT = Number(process.env.DRAIN_WAIT ?? 300);
/** Steps that wait for Chromium (a PDF): shown on their own, outside the API's p99. */
const DRAWN: string[] = ['download-pdf', 'wait-pdf'];
const LISTS = Number(process.env.LISTS ?? 0);
const LIST_SIZE = Number(process.env.LIST_SIZE ?? 100);
const PRINT_WAIT = Number(process.env.PRINT_WAIT ?? 900);

type Ctx = { shopper?: Shopper; req?: NextRequest; sent?: number };

interface Drive {
  outcomes: Outcome[];
  /** Journeys finished: their times, and when each completed one ended (epoch ms). */
  journeys: { ok: number; failed: number; ms: number[]; endedAt: number[] };
  result: autocannon.Result;
}

/** How many shoppers a drive runs, for how long, and (optionally) what ends it sooner. */
interface DriveLength {
  connections: number;
  seconds: number;
  until?: (d: Omit<Drive, 'result'>) => boolean;
}

/** Runs `connections` shoppers against `apiUrl` for `seconds` (or until `until` says stop). */
function drive(apiUrl: string, mailbox: Mailbox, { connections, seconds, until }: DriveLength): Promise<Drive> {
  const d: Omit<Drive, 'result'> = { outcomes: [], journeys: { ok: 0, failed: 0, ms: [], endedAt: [] } };
  const onJourney = (ms: number, ok: boolean) => {
    if (ok) {
      d.journeys.ok++;
      d.journeys.ms.push(ms);
      d.journeys.endedAt.push(Date.now());
    } else d.journeys.failed++;
  };
  let instance: autocannon.Instance;
  const slot: autocannon.Request = {
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      ctx.shopper ??= new Shopper(mailbox, onJourney);
      const next = ctx.shopper.next();
      ctx.req = next;
      ctx.sent = performance.now();
      return {
        ...req,
        method: next.method,
        path: next.path,
        headers: ctx.shopper.headers(),
        body: next.body === undefined ? undefined : JSON.stringify(next.body),
      };
    },
    onResponse: (status, body, context, headers) => {
      const ctx = context as Ctx;
      const ms = performance.now() - ctx.sent!;
      const error = ctx.shopper!.answer(ctx.req!, status, body, (headers ?? {}) as Record<string, string | string[]>);
      const { step, method, body: sent } = ctx.req!;
      const sizes = { method, sentBytes: sent === undefined ? 0 : JSON.stringify(sent).length, bytes: Buffer.byteLength(body ?? '') };
      if (step !== 'wait-mail' || error) d.outcomes.push({ step, status, ms, error, at: Date.now(), ...sizes });
      if (until?.(d)) instance.stop();
    },
  };
  // One slot per request a shopper can make in the run, so the pipeline never wraps (a wrap would reset the shopper).
  const slots = Math.ceil(seconds * 1.2) + 50;
  return new Promise((resolvePromise, reject) => {
    instance = autocannon(
      {
        url: apiUrl,
        connections,
        connectionRate: 1,
        duration: seconds,
        timeout: 60,
        requests: Array.from({ length: slots }, () => slot),
      },
      (err, result) => (err ? reject(err) : resolvePromise({ ...d, result })),
    );
  });
}

type QueueRow = { queue: string; waiting: number; active: number; delayed: number; failed: number; completed: number };

async function adminToken(stack: RunningStack) {
  const login = await fetch(`${stack.apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: stack.admin }),
  });
  return { status: login.status, token: login.headers.get('authorization') ?? '' };
}

/** Seconds after the load stopped until each queue had nothing waiting, delayed or running (NaN: not within `maxSeconds`). */
async function drainTimes(stack: RunningStack, maxSeconds: number): Promise<Map<string, { left: number; seconds: number }>> {
  const { token } = await adminToken(stack);
  const started = Date.now();
  const out = new Map<string, { left: number; seconds: number }>();
  for (;;) {
    const r = await fetch(`${stack.apiUrl}/admin/queues`, { headers: { authorization: token } }).catch(() => undefined);
    const rows = r?.status === 200 ? ((await r.json()) as { queues: QueueRow[] }).queues : [];
    for (const q of rows) {
      // Delayed jobs are due later by design (each schedule's next run, a held order's release
      // at its dispatch day), not work the load left behind: a queue has drained when nothing waits or runs.
      const open = q.waiting + q.active;
      const seen = out.get(q.queue) ?? { left: open, seconds: NaN };
      seen.seconds = open === 0 ? (Number.isNaN(seen.seconds) ? (Date.now() - started) / 1000 : seen.seconds) : NaN;
      out.set(q.queue, seen);
    }
    if (rows.length && [...out.values()].every((q) => !Number.isNaN(q.seconds))) return out;
    if (Date.now() - started > maxSeconds * 1000) return out;
    await new Promise((res) => setTimeout(res, 1000));
  }
}

async function queueDepths(stack: RunningStack) {
  const login = await adminToken(stack);
  const token = login.token;
  const r = await fetch(`${stack.apiUrl}/admin/queues`, { headers: { authorization: token } });
  // A stack still drowning in work may refuse or time out even the admin: say so, keep the other figures.
  if (r.status !== 200) {
    console.log(`queues unreadable at the end: sign-in ${login.status}, GET /admin/queues ${r.status} ${(await r.text()).slice(0, 160)}`);
    return [];
  }
  return (
    (await r.json()) as {
      queues: Array<{ queue: string; waiting: number; active: number; delayed: number; failed: number; completed: number }>;
    }
  ).queues;
}

/** Each step's requests, errors and latencies, against one shopper alone. */
function printSteps(steps: ReturnType<typeof stepStats>, errorsByStep: Map<string, number>, baseP50: Map<string, number>): void {
  console.log(`\nper step (ms, requests after the warm-up; errors over the whole run; ×base = p50 against one shopper alone)`);
  console.log(
    table(
      ['step', 'requests', 'errors', 'p50', 'p95', 'p99', 'max', '×base'],
      steps.map((s) => [s.step, s.count, errorsByStep.get(s.step) ?? 0, s.p50, s.p95, s.p99, s.max, s.p50 / (baseP50.get(s.step) ?? NaN)]),
    ),
  );
}

/** The API calls' latencies, the journeys done and the transport's errors. */
function printTotals(api: ReturnType<typeof overall>, load: Drive): void {
  console.log(
    `\nAPI calls (all but the PDF, which may wait for Chromium): ${api.count} requests, p50 ${api.p50.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms`,
  );
  console.log(
    `journeys: ${load.journeys.ok} completed, ${load.journeys.failed} failed; journey p50 ${(median(load.journeys.ms) / 1000).toFixed(1)} s`,
  );
  console.log(
    `transport: ${load.result.errors} connection errors, ${load.result.timeouts} timeouts; ${load.result.requests.total} requests in all`,
  );
}

function printMemory(growth: ReturnType<typeof memoryGrowth>): void {
  console.log('\nmemory (RSS with child processes, shared memory counted once, MiB)');
  console.log(
    table(
      ['process', 'after warm-up', 'end', 'growth %', '2nd-half growth %'],
      growth.map((g) => [g.name, g.warm, g.end, g.growth * 100, g.secondHalf * 100]),
    ),
  );
}

function printLists(lists: ListRun[]): void {
  if (!lists.length) return;
  console.log(`\nChristmas lists sent beside the shoppers (each one design to ${LIST_SIZE} people, paid once)`);
  console.log(
    table(
      ['list', 'people', 'paid after s', 'all print files made s after paying', 'error'],
      lists.map((l, i) => [i + 1, l.size, l.toPaid, l.toPrinted, l.error ?? '']),
    ),
  );
}

function printDrained(drained: Awaited<ReturnType<typeof drainTimes>>): void {
  console.log(`\nqueues after the load stopped (waited up to ${DRAIN_WAIT} s)`);
  console.log(
    table(
      ['queue', 'waiting+active at the stop', 'empty after s'],
      [...drained].map(([q, d]) => [q, d.left, d.seconds]),
    ),
  );
}

/** The first two different errors of each step: a step's errors usually share one cause. */
function printErrorExamples(outcomes: Outcome[]): void {
  const examples = new Map<string, Set<string>>();
  for (const o of outcomes) {
    if (!o.error) continue;
    const seen = examples.get(o.step) ?? new Set<string>();
    if (seen.size < 2) seen.add(o.error);
    examples.set(o.step, seen);
  }
  for (const [step, errs] of examples) for (const e of errs) console.log(`  error at ${step}: ${e}`);
}

/** The journey's CPU against the work no design could avoid, measured in the same run. */
function printEssential(e: EssentialWork, cpu: ReturnType<typeof cpuUse>): void {
  console.log(
    `\nessential work of one journey: ${e.total.toFixed(3)} CPU s (two Argon2id hashes ${e.argon2.toFixed(3)}, one raw page.pdf() ${e.pdf.toFixed(3)}, ` +
      `its API calls on a bare node:http server ${e.http.toFixed(3)}); the stack spent ${(cpu.total.perJourney / e.total).toFixed(1)}× that per journey, ` +
      `the machine ${(cpu.whole.perJourney / e.total).toFixed(1)}×`,
  );
}

/** Prints the CPU each process used after the warm-up, in cores and per journey, and returns the figures. */
function printCpu(memory: Sample[], load: Drive, started: number): ReturnType<typeof cpuUse> {
  const cpu = cpuUse(
    memory,
    WARMUP * 1000,
    load.journeys.endedAt.filter((t) => t - started >= WARMUP * 1000).length,
    median(load.journeys.ms),
  );
  console.log(`\nCPU after the warm-up (${cpu.seconds.toFixed(0)} s; this machine has ${availableParallelism()} cores)`);
  console.log(
    table(
      ['process', 'cores busy', 'CPU s per journey'],
      cpu.rows.map((r) => [r.name, r.cores, r.perJourney]),
    ),
  );
  console.log(
    `${cpu.journeys} journeys completed after the warm-up. The stack's processes used ${cpu.total.cores.toFixed(2)} cores, ${cpu.total.perJourney.toFixed(2)} CPU s per journey; ` +
      `the machine, less the load tool (${cpu.selfCores.toFixed(2)} cores), ${cpu.whole.cores.toFixed(2)} cores, ${cpu.whole.perJourney.toFixed(2)} CPU s per journey.` +
      (Number.isFinite(cpu.coresForGoal)
        ? ` At this pace (a journey every ${(median(load.journeys.ms) / 1000).toFixed(0)} s per shopper), ${GOAL_SHOPPERS} shoppers need about ${cpu.coresForGoal.toFixed(0)} cores.`
        : ''),
  );
  return cpu;
}

/** Writes the run's figures to bench/results, returning the file's path. */
function writeResults(results: Record<string, unknown>): string {
  const out = resolve(import.meta.dirname, '../results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `journeys-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  return file;
}

function printQueues(queues: QueueRow[]): void {
  console.log('\nqueues at the end');
  console.log(
    table(
      ['queue', 'waiting', 'active', 'delayed', 'failed', 'completed'],
      queues.map((q) => [q.queue, q.waiting, q.active, q.delayed, q.failed, q.completed]),
    ),
  );
}

/** Prints the goals line and says whether every goal was met. */
function verdict(r: {
  errors: number;
  p99: number;
  drained: Awaited<ReturnType<typeof drainTimes>>;
  growth: ReturnType<typeof memoryGrowth>;
  perJourney: number;
  lists: ListRun[];
}): boolean {
  const slowest = Math.max(...[...r.drained.values()].map((d) => (Number.isNaN(d.seconds) ? Infinity : d.seconds)), 0);
  const grew = r.growth.filter((g) => g.growth > GROWTH_GOAL);
  const printed = r.lists.filter((l) => l.ok).length;
  const ok =
    r.errors === 0 &&
    r.p99 <= P99_GOAL_MS &&
    grew.length === 0 &&
    slowest <= DRAIN_GOAL_S &&
    r.perJourney <= CPU_GOAL_S &&
    printed === r.lists.length;
  console.log(
    `\ngoals: errors ${r.errors} (0) · API p99 ${r.p99.toFixed(0)} ms (≤ ${P99_GOAL_MS}) · queues drained after ${Number.isFinite(slowest) ? `${slowest.toFixed(0)} s` : `more than ${DRAIN_WAIT} s`} (≤ ${DRAIN_GOAL_S}) · CPU ${r.perJourney.toFixed(2)} s per journey (≤ ${CPU_GOAL_S}) · memory growth ${grew.length ? grew.map((g) => g.name).join(', ') : 'none'} (none over ${GROWTH_GOAL * 100} %)${r.lists.length ? ` · lists printed ${printed} of ${r.lists.length} (each within ${PRINT_WAIT} s)` : ''} → ${ok ? 'met' : 'missed'}`,
  );
  return ok;
}

async function main() {
  console.log(
    `journeys: ${SHOPPERS} shoppers × ${DURATION} s (latencies after a ${WARMUP} s warm-up)${LISTS ? `, with ${LISTS} lists of ${LIST_SIZE}` : ''}, against make stack`,
  );
  console.log('starting the stack…');
  const stack = await startStack({ IDENTITY_REQUESTS_PER_IP: '100000000' });
  const mailbox = new Mailbox(stack.mailDir).start();
  try {
    console.log('baseline: one shopper, one journey…');
    const base = await drive(stack.apiUrl, mailbox, { connections: 1, seconds: 600, until: (d) => d.journeys.ok + d.journeys.failed >= 1 });
    if (base.journeys.ok !== 1) throw new Error(`the baseline journey failed: ${base.outcomes.find((o) => o.error)?.error ?? 'unknown'}`);
    const baseP50 = new Map(stepStats(base.outcomes, STEPS).map((s) => [s.step, s.p50]));
    console.log('essential work of that journey (Argon2id ×2, one raw page.pdf(), its API calls on a bare server)…');
    const essential = await essentialWork(base.outcomes);

    console.log(`load: ${SHOPPERS} shoppers for ${DURATION} s…`);
    const started = Date.now();
    const use = sampleUse(new ProcessMeter(stack.pidDir), started);
    const memory = use.samples;
    const { token: admin } = await adminToken(stack);
    const sending = Promise.all(
      Array.from({ length: LISTS }, () => sendList(stack.apiUrl, mailbox, admin, { size: LIST_SIZE, printWaitSeconds: PRINT_WAIT })),
    );
    const load = await drive(stack.apiUrl, mailbox, { connections: SHOPPERS, seconds: DURATION });
    use.stop();
    const queues = await queueDepths(stack);
    const drained = await drainTimes(stack, DRAIN_WAIT);

    const measured = load.outcomes.filter((o) => o.at - started >= WARMUP * 1000);
    const steps = stepStats(measured, STEPS);
    const errorsByStep = new Map<string, number>();
    for (const o of load.outcomes) if (o.error) errorsByStep.set(o.step, (errorsByStep.get(o.step) ?? 0) + 1);
    const api = overall(measured.filter((o) => !DRAWN.includes(o.step)));
    const transport = load.result.errors + load.result.timeouts;
    const errors = [...errorsByStep.values()].reduce((a, b) => a + b, 0) + transport;

    printSteps(steps, errorsByStep, baseP50);
    printTotals(api, load);
    printErrorExamples(load.outcomes);

    printQueues(queues);

    const growth = memoryGrowth(memory, WARMUP * 1000);
    printMemory(growth);

    const cpu = printCpu(memory, load, started);
    printEssential(essential, cpu);

    printDrained(drained);
    const lists = await sending;
    printLists(lists);
    const ok = verdict({ errors, p99: api.p99, drained, growth, perJourney: cpu.whole.perJourney, lists });

    const file = writeResults({
      shoppers: SHOPPERS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      steps,
      baseP50: Object.fromEntries(baseP50),
      api,
      errors: Object.fromEntries(errorsByStep),
      transport,
      journeys: load.journeys,
      queues,
      drained: Object.fromEntries(drained),
      memory: growth,
      memorySamples: memory.map(({ at, mem }) => ({ at, mem })),
      cpu,
      essential,
      lists,
    });
    console.log(`results: ${file}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    mailbox.stop();
    await stack.stop();
  }
}

await main();
