import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';
import type { RequestBus, RequestOptions, RpcHandler } from './request-bus.port.js';
import { errorToWire, wireToError } from './wire-error.js';

/**
 * In-process twin of NATS request/reply: handlers of a subject form a queue group (round
 * robin), payloads and errors go through JSON as they would on the wire, timeouts apply.
 */
export class MemoryRequestBus implements RequestBus {
  private readonly handlers = new Map<string, RpcHandler[]>();
  private readonly rr = new Map<string, number>();
  private closed = false;

  constructor(private readonly log: Logger) {}

  async handle(subject: string, handler: RpcHandler): Promise<void> {
    const list = this.handlers.get(subject) ?? [];
    list.push(handler);
    this.handlers.set(subject, list);
  }

  async request<T>(subject: string, data: unknown, opts: RequestOptions = {}): Promise<T> {
    const list = this.handlers.get(subject);
    if (this.closed || !list || list.length === 0) throw new AppError(503, 'service_unavailable', `No service answers ${subject}`);
    const i = ((this.rr.get(subject) ?? -1) + 1) % list.length;
    this.rr.set(subject, i);
    const handler = list[i]!;
    const payload = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    const timeoutMs = opts.timeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError(504, 'service_timeout', `${subject} did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const reply = await Promise.race([
        handler(payload, { headers: { ...(opts.headers ?? {}) } }).then(
          (r) => ({ ok: true as const, r: r === undefined ? undefined : JSON.parse(JSON.stringify(r)) }),
          (e) => ({ ok: false as const, e: errorToWire(e, this.log, subject) }),
        ),
        timeout,
      ]);
      if (!reply.ok) throw wireToError(reply.e);
      return reply.r as T;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}
