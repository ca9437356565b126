import { z } from 'zod';

/**
 * The one envelope every domain event travels in. `data` carries ids and the facts consumers
 * need, never ORM entities. Adding an optional field keeps `version`; anything else bumps it.
 */
export const EventEnvelope = z.object({
  id: z.string().uuid(),
  type: z.string().describe('The subject, e.g. catalog.event.changed.v1'),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string().describe('The producing service'),
  correlationId: z.string().nullable(),
  /** W3C traceparent/tracestate, so a trace continues across the bus. */
  trace: z.record(z.string(), z.string()).optional(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };

/** One registered subject with its payload schema. */
export interface EventDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  subject: string;
  version: number;
  /** Producing service in snake case: the JetStream stream it lands in. */
  service: string;
  data: S;
}

const SUBJECT = /^([a-z][a-z_]*)\.([a-z][a-z_]*)\.([a-z][a-z_]*)\.v(\d+)$/;

/** Declares a subject `<service>.<entity>.<past-verb>.v<N>`; the parts are checked once here. */
export function defineEvent<S extends z.ZodTypeAny>(subject: string, data: S): EventDefinition<S> {
  const m = SUBJECT.exec(subject);
  if (!m) throw new Error(`event subject ${subject} is not <service>.<entity>.<past-verb>.v<N>`);
  return { subject, version: Number(m[4]), service: m[1]!, data };
}
