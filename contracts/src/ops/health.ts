import { z } from 'zod';
import { CartOrderCalls } from '../cart-order/calls.js';
import { CatalogCalls } from '../catalog/calls.js';
import { GenerationCalls } from '../generation/calls.js';
import { IdentityCalls } from '../identity/calls.js';
import { RenderingCalls } from '../rendering/calls.js';

/** The readiness calls the BFF asks (`<service>.health.ready`), in the order `/admin/health` lists the services. */
export const HEALTH_CALLS = [
  CatalogCalls.health,
  IdentityCalls.health,
  CartOrderCalls.health,
  GenerationCalls.health,
  RenderingCalls.health,
] as const;

/** The declared readiness call of the service whose schema (snake case name) is `service`. */
export function healthCallOf(service: string): (typeof HEALTH_CALLS)[number] {
  const call = HEALTH_CALLS.find((c) => c.service === service);
  if (!call) throw new Error(`no health call is declared for ${service}`);
  return call;
}

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
