import type { CallAnswer, CallDefinition, CallReply, CallRequest } from '@cards/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import { parseInput } from './serve.js';
import type { RequestBus, RequestOptions, RpcContext } from './request-bus.port.js';

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** `items.0.price: Invalid input; total: Required`: the first few issues, each with where it is. */
function describeIssues(issues: Issues): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(the reply itself)'}: ${i.message}`);
  if (issues.length > shown.length) shown.push(`and ${issues.length - shown.length} more`);
  return shown.join('; ');
}

const mismatch = (subject: string, issues: Issues) =>
  `${subject} answered a reply that does not match its contract: ${describeIssues(issues)}`;

/**
 * A reply that does not match its call's declared schema. Not an AppError: it is the answering
 * service's defect, so the BFF answers a bare 500 and logs this message, which names the call
 * and what was wrong.
 */
export class ReplyContractError extends Error {
  constructor(
    readonly subject: string,
    readonly issues: Issues,
  ) {
    super(mismatch(subject, issues));
    this.name = 'ReplyContractError';
  }
}

/** Parses a reply with its call's schema; a mismatch is a {@link ReplyContractError}. */
export function parseReply<C extends CallDefinition>(call: C, raw: unknown): CallReply<C> {
  const r = call.reply.safeParse(raw);
  if (!r.success) throw new ReplyContractError(call.subject, r.error.issues);
  return r.data as CallReply<C>;
}

/**
 * Fields a reply carries that its schema does not declare (parsing drops them, so the caller
 * would never see them): paths present in `raw` and missing from `parsed`.
 */
export function undeclaredFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed) && raw.length === parsed.length) {
    return raw.flatMap((r, i) => undeclaredFields(r, parsed[i], `${path}[${i}]`)).slice(0, 10);
  }
  if (!raw || !parsed || typeof raw !== 'object' || typeof parsed !== 'object' || Array.isArray(raw) || Array.isArray(parsed)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(raw)) {
    const at = path ? `${path}.${k}` : k;
    if (!(k in parsed)) {
      if (v !== undefined) out.push(at);
      continue;
    }
    out.push(...undeclaredFields(v, (parsed as Record<string, unknown>)[k], at));
  }
  return out.slice(0, 10);
}

/**
 * Replies are checked where they are made too when the process runs as a test or a developer's
 * (`NODE_ENV` test, which Jest sets, or development); elsewhere the caller's parse is the check,
 * so production and benchmarks pay for one parse per call.
 */
const CHECK_REPLIES_DEFAULT = process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

export interface ServeOptions {
  /**
   * Check each reply against the declared schema before it is sent: a mismatch, or a field the
   * schema does not declare (the caller's parse would drop it), answers 500 naming the call.
   * Default: when `NODE_ENV` is test or development.
   */
  checkReplies?: boolean;
}

/**
 * Serves a declared call: the request is parsed with the call's schema (a bad one is a 422
 * naming each field), the handler runs in a server span that continues the caller's trace,
 * and in tests and development its reply is checked against the declared reply schema.
 */
export async function serveCall<C extends CallDefinition>(
  rpc: RequestBus,
  call: C,
  fn: (request: z.output<C['request']>, ctx: RpcContext) => Promise<CallAnswer<C>>,
  opts: ServeOptions = {},
): Promise<void> {
  const check = opts.checkReplies ?? CHECK_REPLIES_DEFAULT;
  const { subject } = call;
  await rpc.handle(subject, (data, ctx) =>
    withTraceCarrier(ctx.headers, () =>
      inSpan(subject, SpanKind.SERVER, { 'messaging.destination': subject }, async () => {
        const reply = await fn(parseInput(call.request, data) as z.output<C['request']>, ctx);
        if (check) {
          // As the caller will see it: through JSON (dates become strings, undefined fields vanish).
          const wire: unknown = reply === undefined ? undefined : JSON.parse(JSON.stringify(reply));
          const r = call.reply.safeParse(wire);
          // An AppError crosses the bus with its message, so the test or developer that called sees what was wrong.
          if (!r.success) throw new AppError(500, 'reply_contract_broken', mismatch(subject, r.error.issues));
          const extra = undeclaredFields(wire, r.data);
          if (extra.length)
            throw new AppError(
              500,
              'reply_contract_broken',
              `${subject} answered fields its contract does not declare: ${extra.join(', ')}`,
            );
        }
        return reply;
      }),
    ),
  );
}

/**
 * Makes a declared call and parses the reply with the call's schema: the caller gets the
 * parsed reply, or a {@link ReplyContractError} naming the call and what was wrong. The
 * answering service's AppErrors (404, 422, 503 …) come through as they were raised.
 */
export async function requestCall<C extends CallDefinition>(
  rpc: RequestBus,
  call: C,
  request: CallRequest<C>,
  opts?: RequestOptions,
): Promise<CallReply<C>> {
  return parseReply(call, await rpc.request(call.subject, request, opts));
}
