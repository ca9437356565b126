import { plainErrorMap, RpcCall } from '@cards/contracts';
import type { z } from 'zod';
import { forbidden, unauthorized, validationFailed } from '../errors/app-error.js';
import { withTraceCarrier } from '../telemetry/propagation.js';
import { inSpan, SpanKind } from '../telemetry/telemetry.js';
import type { RequestBus } from './request-bus.port.js';

/**
 * Registers a command or query handler for REST calls forwarded by the BFF. The trace
 * context in the request headers becomes the parent of the handler's span.
 */
export async function serveCall<T>(rpc: RequestBus, subject: string, fn: (call: RpcCall) => Promise<T>): Promise<void> {
  await rpc.handle(subject, (data, ctx) =>
    withTraceCarrier(ctx.headers, () => inSpan(subject, SpanKind.SERVER, { 'messaging.destination': subject }, () => fn(RpcCall.parse(data)))),
  );
}

/** Parses with a contract schema, turning failure into a 422 that names each field in a sentence. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value, { error: plainErrorMap });
  if (!r.success) throw validationFailed(r.error.issues);
  return r.data;
}

export function requireActor(call: RpcCall) {
  if (!call.actor) throw unauthorized();
  return call.actor;
}

export function requireAdmin(call: RpcCall) {
  const a = requireActor(call);
  if (!a.admin) throw forbidden();
  return a;
}
