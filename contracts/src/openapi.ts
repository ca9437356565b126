import { z } from 'zod';
import type { ApiRoute } from './api-route.js';
import { ErrorBody } from './common.js';

const toOpenApiPath = (p: string) => p.replace(/:([A-Za-z_]+)/g, '{$1}');

function schema(s: z.ZodTypeAny, io: 'input' | 'output') {
  const json = z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request',
  401: 'Missing, expired or revoked token',
  402: 'Payment required',
  403: 'Administrator privileges needed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body over 1 MB',
  422: 'Invalid fields (details name them)',
  429: 'Too many requests',
};

/** A route's path and query parameters, each with its schema and whether it must be given. */
function parametersOf(r: ApiRoute): unknown[] {
  const parameters: unknown[] = [];
  for (const [where, obj] of [
    ['path', r.params],
    ['query', r.query],
  ] as const) {
    if (!obj) continue;
    for (const [name, field] of Object.entries(obj.shape)) {
      const fs = schema(field as z.ZodTypeAny, 'input');
      parameters.push({
        name,
        in: where,
        required: where === 'path' || !(field as z.ZodTypeAny).safeParse(undefined).success,
        schema: fs,
      });
    }
  }
  return parameters;
}

/** A route's answers: its success, and each error it may give with its wording. */
function responsesOf(r: ApiRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const ok = String(r.status ?? 200);
  responses[ok] = r.produces
    ? { description: 'OK', content: { [r.produces]: { schema: { type: 'string', format: 'binary' } } } }
    : r.response
      ? { description: 'OK', content: { 'application/json': { schema: schema(r.response, 'output') } } }
      : { description: 'OK' };
  const errs = new Set<number>(r.errors ?? []);
  if (r.body || r.upload) {
    errs.add(400);
    errs.add(413);
    errs.add(422);
  }
  if (r.auth === 'user' || r.auth === 'admin') errs.add(401);
  if (r.auth === 'admin') errs.add(403);
  if (r.params) errs.add(404);
  for (const e of [...errs].sort()) {
    const text = e === 413 && r.upload ? `File over ${Math.round(r.upload.maxBytes / 1024 / 1024)} MB` : ERROR_TEXT[e];
    responses[String(e)] = {
      description: text ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

/** One route's operation: its summary, parameters, answers, security and body. */
function operationOf(r: ApiRoute): Record<string, unknown> {
  const op: Record<string, unknown> = {
    summary: r.summary,
    tags: [r.tag],
    operationId: `${r.method}${toOpenApiPath(r.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    parameters: parametersOf(r),
    responses: responsesOf(r),
  };
  if (r.auth === 'user' || r.auth === 'admin') op.security = [{ bearer: [] }];
  if (r.auth === 'optional') op.security = [{}, { bearer: [] }];
  // A body with defaults for everything (regenerate_text's `{front}`) may be left out.
  if (r.body)
    op.requestBody = {
      required: !r.body.safeParse(undefined).success,
      content: { 'application/json': { schema: schema(r.body, 'input') } },
    };
  if (r.upload) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [r.upload.field],
            properties: { [r.upload.field]: { type: 'string', format: 'binary', description: `One of ${r.upload.accept.join(', ')}` } },
          },
        },
      },
    };
  }
  return op;
}

/** Builds an OpenAPI 3.1 document of the given routes. */
export function buildOpenApi(routes: readonly ApiRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op = operationOf(r);
    (paths[toOpenApiPath(r.path)] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: schema(ErrorBody, 'output') },
    },
  };
}
