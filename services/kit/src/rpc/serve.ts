import { plainErrorMap, type RpcCall } from '@cards/contracts';
import type { z } from 'zod';
import { forbidden, unauthorized, validationFailed } from '../errors/app-error.js';

/**
 * Parses with a contract schema, turning failure into a 422 that names each field in a sentence;
 * `at` names the part of a request the value is (`params`: `params.id`).
 */
export function parseInput<S extends z.ZodTypeAny>(schema: S, value: unknown, at?: string): z.output<S> {
  const r = schema.safeParse(value, { error: plainErrorMap });
  if (!r.success) throw validationFailed(at ? r.error.issues.map((i) => ({ ...i, path: [at, ...i.path] })) : r.error.issues);
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
