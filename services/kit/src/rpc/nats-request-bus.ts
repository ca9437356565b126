import { Empty, errors as natsErrors, type Msg, type NatsConnection, type Subscription } from '@nats-io/nats-core';
import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';
import { currentTraceCarrier, withTraceCarrier } from '../telemetry/propagation.js';
import { fromNatsHeaders, toNatsHeaders } from '../bus/nats-headers.js';
import type { RequestBus, RequestOptions, RpcHandler } from './request-bus.port.js';
import { errorToWire, wireToError } from './wire-error.js';

/** What a reply carries: the handler's result, or its error as `errorToWire` shaped it. */
type Reply = { ok: true; r?: unknown } | { ok: false; e: unknown };

/** Walks an error and its causes (nats.js wraps timeouts and no-responders in a RequestError). */
function causes(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e: unknown = err; e && out.length < 5; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
}

/**
 * Request/reply on core NATS. Every handler of a subject subscribes in the queue group named
 * after the subject, so each request reaches exactly one replica. Payloads and replies are
 * JSON; the caller's trace context travels in the headers and the handler runs inside it.
 */
export class NatsRequestBus implements RequestBus {
  private readonly subs: Subscription[] = [];
  private readonly inflight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly log: Logger,
  ) {}

  async handle(subject: string, handler: RpcHandler): Promise<void> {
    const sub = this.nc.subscribe(subject, {
      queue: subject,
      callback: (err, msg) => {
        if (err) {
          this.log.error({ err, subject }, 'request subscription failed');
          return;
        }
        const p: Promise<void> = this.serve(subject, handler, msg).finally(() => this.inflight.delete(p));
        this.inflight.add(p);
      },
    });
    this.subs.push(sub);
    // The server knows about the subscription once this returns, so a request sent right after
    // handle() is not answered with "no responders".
    await this.nc.flush();
  }

  private async serve(subject: string, handler: RpcHandler, msg: Msg): Promise<void> {
    const headers = fromNatsHeaders(msg.headers);
    let reply: Reply;
    try {
      const data: unknown = msg.data.length > 0 ? msg.json() : undefined;
      const r = await withTraceCarrier(headers, () => handler(data, { headers }));
      reply = { ok: true, r };
    } catch (e) {
      reply = { ok: false, e: errorToWire(e, this.log, subject) };
    }
    if (!msg.reply) return;
    try {
      msg.respond(JSON.stringify(reply));
    } catch (err) {
      // e.g. a reply over the server's max_payload: tell the caller instead of letting it time out.
      this.log.error({ err, subject }, 'reply could not be sent');
      try {
        msg.respond(JSON.stringify({ ok: false, e: new AppError(500, 'internal_error', 'Something went wrong on our side').toJSON() }));
      } catch {
        /* connection gone */
      }
    }
  }

  async request<T = unknown>(subject: string, data: unknown, opts: RequestOptions = {}): Promise<T> {
    const timeoutMs = opts.timeoutMs ?? 10_000;
    if (this.closed) throw new AppError(503, 'service_unavailable', `No service answers ${subject}`);
    const headers = toNatsHeaders({ ...currentTraceCarrier(), ...(opts.headers ?? {}) });
    let msg: Msg;
    try {
      msg = await this.nc.request(subject, data === undefined ? Empty : JSON.stringify(data), { timeout: timeoutMs, headers });
    } catch (err) {
      throw this.requestError(err, subject, timeoutMs);
    }
    const reply = msg.json<Reply>();
    if (!reply.ok) throw wireToError(reply.e);
    return reply.r as T;
  }

  private requestError(err: unknown, subject: string, timeoutMs: number): unknown {
    for (const e of causes(err)) {
      if (e instanceof natsErrors.TimeoutError)
        return new AppError(504, 'service_timeout', `${subject} did not answer within ${timeoutMs} ms`);
      if (
        e instanceof natsErrors.NoRespondersError ||
        (e instanceof natsErrors.RequestError && e.isNoResponders()) ||
        e instanceof natsErrors.ClosedConnectionError ||
        e instanceof natsErrors.DrainingConnectionError
      ) {
        return new AppError(503, 'service_unavailable', `No service answers ${subject}`);
      }
    }
    return err;
  }

  /** Stops taking requests, answers the ones already received; the connection is its owner's to close. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.subs.map((s) => (this.nc.isClosed() ? undefined : s.drain())));
    this.subs.length = 0;
    await Promise.allSettled([...this.inflight]);
  }
}
