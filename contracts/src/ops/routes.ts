import { z } from 'zod';
import { defineRoute } from '../openapi.js';
import { HealthReply } from './health.js';
import { FailedJobView, FailedJobsQuery, QueueJobActionReply, QueueJobParams, QueueParams, QueuesReply } from './queue.js';

const tag = 'Ops';

/** Admin-only views of the running platform, answered by the BFF itself. */
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
  health: defineRoute({
    method: 'get',
    path: '/admin/health',
    summary: 'Readiness of every service and of NATS, Redis and PostgreSQL',
    tag,
    auth: 'admin',
    response: HealthReply,
  }),
} as const;
