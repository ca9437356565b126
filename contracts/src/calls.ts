import { z } from 'zod';

/**
 * One request/reply call between processes: the subject it travels on, what the caller sends
 * and what the service answers. Services serve it and callers make it only through this
 * declaration (kit's `serveCall` and `requestCall`), so the subject is written once and the
 * reply is checked against `reply` where it arrives.
 */
export interface CallDefinition<Req extends z.ZodTypeAny = z.ZodTypeAny, Rep extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly subject: string;
  /** The answering service in snake case, the subject's first part (`cart_order`). */
  readonly service: string;
  readonly request: Req;
  readonly reply: Rep;
}

/** What a caller sends (defaults may be left out). */
export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
/** What a caller gets once the reply has been parsed. */
export type CallReply<C extends CallDefinition> = z.output<C['reply']>;
/** What a handler may answer: the reply schema's input (it is parsed where it arrives). */
export type CallAnswer<C extends CallDefinition> = z.input<C['reply']>;

const SUBJECT = /^([a-z][a-z_]*)\.([a-z][a-z_]*)\.([a-z][a-z_]*)$/;

/** Declares a call `<service>.<entity>.<verb>`; the subject's shape is checked once, here. */
export function defineCall<Req extends z.ZodTypeAny, Rep extends z.ZodTypeAny>(c: {
  subject: string;
  request: Req;
  reply: Rep;
}): CallDefinition<Req, Rep> {
  const m = SUBJECT.exec(c.subject);
  if (!m) throw new Error(`call subject ${c.subject} is not <service>.<entity>.<verb>`);
  return { subject: c.subject, service: m[1]!, request: c.request, reply: c.reply };
}

/** What every service's readiness call answers, once its own database said `SELECT 1` (answering at all is the news). */
export const HealthReadyReply = z.object({ ok: z.boolean() });

/** `<service>.health.ready`: asked by the BFF's `/admin/health`; no input. */
export function defineHealthCall(service: string) {
  return defineCall({ subject: `${service}.health.ready`, request: z.unknown(), reply: HealthReadyReply });
}

/** The calls of a set of forwarded routes, under the routes' names. */
export function callsOf<T extends Record<string, { call?: CallDefinition }>>(routes: T): { [K in keyof T]: NonNullable<T[K]['call']> } {
  const out: Record<string, CallDefinition> = {};
  for (const [k, r] of Object.entries(routes)) {
    if (!r.call) throw new Error(`route ${k} names no call`);
    out[k] = r.call;
  }
  return out as { [K in keyof T]: NonNullable<T[K]['call']> };
}
