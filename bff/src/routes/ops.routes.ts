import { performance } from 'node:perf_hooks';
import {
  GenerationCalls,
  HEALTH_CALLS,
  KNOWN_QUEUES,
  opsRoutes,
  type ComponentHealth,
  type FailedJobView,
  type HealthReply,
  type QueueCounts,
  type QueuesReply,
} from '@cards/contracts';
import {
  AppError,
  notFound,
  requestCall,
  type Config,
  type Health,
  type Logger,
  type QueueBoardHandler,
  type QueueInspector,
} from '@cards/kit';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { verifyToken } from '../http/auth.js';
import { custom, sendResult, type RouteContext } from '../http/forward.js';
import { pendingJobView } from './pending-jobs.js';

/** What the ops views read besides the request bus: the queues as kit lets them be inspected, health and config. */
export interface OpsDeps {
  /** In embedded mode the very queue the workers use; in distributed mode a client of the same queues. */
  queue: QueueInspector;
  /** This process's readiness checks (NATS and Redis; in embedded mode also every service's database). */
  health: Health;
  config: Pick<Config, 'BUS' | 'QUEUE'>;
  log?: Logger;
}

/** How long one service may take to say it is ready before the page shows it down. */
const SERVICE_TIMEOUT_MS = 1500;
/** Failed jobs looked through to find one by id (BullMQ keeps up to 5000). */
const FAILED_SCAN = 1000;
export const BULL_BOARD_PATH = '/admin/queues/board';
const BOARD_COOKIE = 'cards_board_token';

const unknownQueue = (q: string) => notFound('queue_not_found', `There is no queue named ${q}`);
const failedJobNotFound = () =>
  notFound('failed_job_not_found', 'No failed job with this id in the queue (it may have been retried or removed already)');

function queueNames(queue: QueueInspector): string[] {
  return [...new Set<string>([...KNOWN_QUEUES, ...queue.queues()])].sort();
}

async function countsOf(queue: QueueInspector, name: string): Promise<QueueCounts> {
  const c = await queue.counts(name);
  return { queue: name, waiting: c.waiting, active: c.active, delayed: c.delayed, failed: c.failed, completed: c.completed };
}

async function findFailed(queue: QueueInspector, name: string, id: string) {
  if (!queueNames(queue).includes(name)) throw unknownQueue(name);
  const job = (await queue.failed(name, FAILED_SCAN)).find((j) => j.id === id);
  if (!job) throw failedJobNotFound();
  return job;
}

/** What generation's start check found about the AI provider; a generation service that does not answer shows none (health shows it down). */
async function providerWarnings(ctx: RouteContext) {
  try {
    return (await requestCall(ctx.rpc, GenerationCalls.providerStatus, {}, { timeoutMs: SERVICE_TIMEOUT_MS })).warnings;
  } catch {
    return [];
  }
}

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; ms: number; error?: string }> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (e) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (e as Error).message || 'failed' };
  }
}

/**
 * Readiness of each service (its health call answers only after its own `SELECT 1`), then
 * of the infrastructure. NATS and Redis come from this process's own checks;
 * PostgreSQL from the services' database checks where this process has them (embedded mode),
 * otherwise from the services' answers, each of which proves its database answered.
 */
async function platformHealth(ctx: RouteContext, deps: OpsDeps): Promise<HealthReply> {
  const services: ComponentHealth[] = await Promise.all(
    HEALTH_CALLS.map(async (call) => {
      const r = await timed(() => requestCall(ctx.rpc, call, {}, { timeoutMs: SERVICE_TIMEOUT_MS }));
      return {
        name: call.service,
        status: r.ok ? 'ok' : 'down',
        detail: r.ok ? null : (r.error ?? 'not answering'),
        latency_ms: r.ms,
      } satisfies ComponentHealth;
    }),
  );
  const started = performance.now();
  const ready = await deps.health.ready();
  const own = { ms: Math.round(performance.now() - started) };
  const checkState = (key: string, used: boolean, stand_in: string): ComponentHealth => {
    if (!used) return { name: key, status: 'not_used', detail: stand_in, latency_ms: null };
    const v = ready.checks[key];
    return { name: key, status: v === 'ok' ? 'ok' : 'down', detail: v === 'ok' ? null : (v ?? 'no check registered'), latency_ms: own.ms };
  };
  const nats = checkState('nats', deps.config.BUS === 'nats', 'In-process request and event bus (embedded mode)');
  const redis = checkState('redis', deps.config.QUEUE === 'bullmq', 'In-process job queue (embedded mode)');
  const dbChecks = Object.entries(ready.checks).filter(([k]) => k.endsWith('-db'));
  let postgres: ComponentHealth;
  if (dbChecks.length) {
    const bad = dbChecks.filter(([, v]) => v !== 'ok');
    postgres = {
      name: 'postgres',
      status: bad.length ? 'down' : 'ok',
      detail: bad.length ? bad.map(([k, v]) => `${k}: ${v}`).join('; ') : null,
      latency_ms: own.ms,
    };
  } else {
    const up = services.filter((s) => s.status === 'ok');
    postgres = {
      name: 'postgres',
      status: up.length ? 'ok' : 'down',
      detail: up.length ? `Answered ${up.map((s) => s.name).join(', ')}` : 'No service could reach its database',
      latency_ms: up.length ? Math.min(...up.map((s) => s.latency_ms ?? 0)) : null,
    };
  }
  const infrastructure = [nats, redis, postgres];
  const ok = [...services, ...infrastructure].every((c) => c.status !== 'down');
  return { ok, checked_at: new Date().toISOString(), mode: { bus: deps.config.BUS, queue: deps.config.QUEUE }, services, infrastructure };
}

/**
 * The queue adapter's board (Bull Board for BullMQ), behind the same admin check as the API. A
 * browser cannot send a bearer header on navigation, so `?token=` is accepted once, kept in an
 * HttpOnly cookie scoped to the board, and stripped from the address.
 */
function mountBoard(router: Router, ctx: RouteContext, board: QueueBoardHandler): string {
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const fromQuery = typeof req.query.token === 'string' ? req.query.token : undefined;
      const header = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const cookies = (req as Request & { cookies?: Record<string, string> }).cookies;
      const token = header ?? fromQuery ?? cookies?.[BOARD_COOKIE];
      if (!token) throw new AppError(401, 'unauthorized', 'You need to sign in');
      const actor = await verifyToken(ctx.rpc, token);
      if (!actor.admin) throw new AppError(403, 'forbidden', 'You need administrator privileges to access this area.');
      if (fromQuery) {
        res.cookie(BOARD_COOKIE, fromQuery, { httpOnly: true, sameSite: 'strict', path: BULL_BOARD_PATH, secure: req.secure });
        const clean = new URL(req.originalUrl, 'http://x');
        clean.searchParams.delete('token');
        res.redirect(303, `${clean.pathname}${clean.search}`);
        return;
      }
      // The board's page runs its own inline bootstrap script.
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data:; font-src 'self' data: https:",
      );
      next();
    } catch (e) {
      next(e);
    }
  };
  router.use(BULL_BOARD_PATH, guard, board);
  return BULL_BOARD_PATH;
}

/**
 * The ops views of the admin area, answered by the BFF itself: queue counts, failed jobs with
 * retry and remove (through kit's QueueInspector, whichever adapter runs the queues), and platform health.
 */
export async function opsRouter(ctx: RouteContext, deps?: OpsDeps): Promise<Router> {
  const router = Router();
  if (!deps) return router;
  const { queue } = deps;
  const board = await queue.board?.(KNOWN_QUEUES, { basePath: BULL_BOARD_PATH, title: 'Greeting Cards queues' });
  const boardUrl = board ? mountBoard(router, ctx, board) : null;

  custom(router, ctx, opsRoutes.queues, async (_v, req, res) => {
    const reply: QueuesReply = {
      adapter: deps.config.QUEUE,
      board_url: boardUrl,
      queues: await Promise.all(queueNames(queue).map((n) => countsOf(queue, n))),
      warnings: await providerWarnings(ctx),
    };
    sendResult(req, res, opsRoutes.queues, reply);
  });

  custom(router, ctx, opsRoutes.failedJobs, async (v, req, res) => {
    const name = v.params.queue as string;
    if (!queueNames(queue).includes(name)) throw unknownQueue(name);
    const jobs = await queue.failed(name, v.query.limit as number);
    const out: FailedJobView[] = jobs
      .map((j) => ({ id: j.id, name: j.name, data: j.data, attempts: j.attempts, reason: j.reason, failed_at: j.failedAt }))
      .sort((a, b) => b.failed_at.localeCompare(a.failed_at));
    sendResult(req, res, opsRoutes.failedJobs, out);
  });

  custom(router, ctx, opsRoutes.pendingJobs, async (v, req, res) => {
    const name = v.params.queue as string;
    if (!queueNames(queue).includes(name)) throw unknownQueue(name);
    const jobs = await queue.pending(name, v.query.limit as number);
    sendResult(req, res, opsRoutes.pendingJobs, jobs.map(pendingJobView));
  });

  custom(router, ctx, opsRoutes.retryJob, async (v, req, res) => {
    const name = v.params.queue as string;
    const job = await findFailed(queue, name, v.params.id as string);
    await queue.retry(name, job.id);
    deps.log?.info({ queue: name, jobId: job.id, job: job.name, by: v.actor?.user_id }, 'failed job retried by an admin');
    sendResult(req, res, opsRoutes.retryJob, { queue: name, id: job.id, counts: await countsOf(queue, name) });
  });

  custom(router, ctx, opsRoutes.removeJob, async (v, req, res) => {
    const name = v.params.queue as string;
    const job = await findFailed(queue, name, v.params.id as string);
    await queue.remove(name, job.id);
    deps.log?.info({ queue: name, jobId: job.id, job: job.name, by: v.actor?.user_id }, 'failed job removed by an admin');
    sendResult(req, res, opsRoutes.removeJob, null);
  });

  custom(router, ctx, opsRoutes.health, async (_v, req, res) => {
    const reply = await platformHealth(ctx, deps);
    res.set('Cache-Control', 'no-store');
    sendResult(req, res, opsRoutes.health, reply);
  });

  return router;
}
