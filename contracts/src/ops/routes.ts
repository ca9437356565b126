import { z } from 'zod';
import { defineRoute } from '../api-route.js';
import { HealthReply } from './health.js';
import { PrintRun, PrintRunParams } from './print-run.js';
import {
  FailedJobView,
  FailedJobsQuery,
  PendingJobView,
  PendingJobsQuery,
  QueueJobActionReply,
  QueueJobParams,
  QueueParams,
  QueuesReply,
} from './queue.js';

const tag = 'Ops';

/** Admin-only views of the running platform and the day's print run, answered by the BFF itself. */
export const opsRoutes = {
  queues: defineRoute({
    method: 'get',
    path: '/admin/queues',
    summary: 'Jobs per state in every queue',
    tag,
    auth: 'admin',
    response: QueuesReply,
  }),
  failedJobs: defineRoute({
    method: 'get',
    path: '/admin/queues/:queue/failed',
    summary: 'Jobs of a queue that used up their attempts, newest first',
    tag,
    auth: 'admin',
    params: QueueParams,
    query: FailedJobsQuery,
    response: z.array(FailedJobView),
    errors: [404],
  }),
  pendingJobs: defineRoute({
    method: 'get',
    path: '/admin/queues/:queue/jobs',
    summary: 'Jobs of a queue not finished: running, waiting in the order they run, then delayed, the soonest due first',
    tag,
    auth: 'admin',
    params: QueueParams,
    query: PendingJobsQuery,
    response: z.array(PendingJobView),
    errors: [404],
  }),
  retryJob: defineRoute({
    method: 'post',
    path: '/admin/queues/:queue/jobs/:id/retry',
    summary: 'Run a failed job again with all its attempts',
    tag,
    auth: 'admin',
    params: QueueJobParams,
    response: QueueJobActionReply,
    errors: [404, 409],
  }),
  removeJob: defineRoute({
    method: 'delete',
    path: '/admin/queues/:queue/jobs/:id',
    summary: 'Remove a job that is not running',
    tag,
    auth: 'admin',
    params: QueueJobParams,
    status: 204,
    errors: [404, 409],
  }),
  printRun: defineRoute({
    method: 'get',
    path: '/admin/print_runs/:date',
    summary: "The day's print run: every card of the orders released to print for that dispatch day, with its print file",
    tag,
    auth: 'admin',
    params: PrintRunParams,
    response: PrintRun,
  }),
  printRunZip: defineRoute({
    method: 'get',
    path: '/admin/print_runs/:date.zip',
    summary:
      "Every ready print file of the day's run in one ZIP, streamed: a PDF per line, or per posted recipient of a line sent to many, named in UTF-8 by order, line, size and recipient; envelopes-<date>.csv, one row per envelope (UTF-8, mail-merge columns); labels-<date>.pdf, the addresses on A4 sheets of 21 labels",
    tag,
    auth: 'admin',
    params: PrintRunParams,
    produces: 'application/zip',
    errors: [404, 503],
  }),
  health: defineRoute({
    method: 'get',
    path: '/admin/health',
    summary: 'Readiness of every service and of NATS, Redis and PostgreSQL',
    tag,
    auth: 'admin',
    response: HealthReply,
  }),
} as const;
