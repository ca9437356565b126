import { z } from 'zod';

/** The services the BFF asks for readiness (`<service>.health.ready` over the request bus). */
export const HEALTH_SERVICES = ['catalog', 'identity', 'cart_order', 'generation', 'rendering'] as const;

export const HealthState = z.enum(['ok', 'down', 'not_used']).describe('not_used: the embedded mode runs without this dependency');

export const ComponentHealth = z.object({
  name: z.string(),
  status: HealthState,
  /** Why it is down, or what stands in for it when not used. */
  detail: z.string().nullable(),
  /** How long the check took. */
  latency_ms: z.number().int().nonnegative().nullable(),
});
export type ComponentHealth = z.infer<typeof ComponentHealth>;

/** `GET /admin/health`: each service's readiness and that of NATS, Redis and PostgreSQL. */
export const HealthReply = z.object({
  ok: z.boolean().describe('Every service and every dependency in use is ok'),
  checked_at: z.string(),
  mode: z.object({ bus: z.enum(['memory', 'nats']), queue: z.enum(['memory', 'bullmq']) }),
  services: z.array(ComponentHealth),
  infrastructure: z.array(ComponentHealth),
});
export type HealthReply = z.infer<typeof HealthReply>;
