import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import * as contracts from './index.js';
import type { CallDefinition } from './calls.js';

/** Every request/reply call the contracts declare, found in every exported `…Calls` object. */
function everyCall(): CallDefinition[] {
  const calls: CallDefinition[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!/Calls$/.test(name) || !value || typeof value !== 'object') continue;
    for (const c of Object.values(value as Record<string, unknown>)) {
      if (c && typeof c === 'object' && 'subject' in c && 'request' in c) calls.push(c as CallDefinition);
    }
  }
  return calls;
}

/** Field paths of a schema whose name says they carry a file's bytes as text. */
function byteFields(schema: z.ZodTypeAny, path = ''): string[] {
  const def = (
    schema as {
      def?: {
        type?: string;
        shape?: Record<string, z.ZodTypeAny>;
        innerType?: z.ZodTypeAny;
        element?: z.ZodTypeAny;
        options?: z.ZodTypeAny[];
        in?: z.ZodTypeAny;
      };
    }
  ).def;
  if (!def) return [];
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([k, v]) =>
      /^(data|bytes_base64|base64|chunk|slice|content)$/i.test(k) && (v as { def?: { type?: string } }).def?.type === 'string'
        ? [`${path}${k}`]
        : byteFields(v, `${path}${k}.`),
    );
  for (const inner of [def.innerType, def.element, def.in, ...(def.options ?? [])]) if (inner) return byteFields(inner, path);
  return [];
}

describe('no file crosses the bus', () => {
  it('when every declared call is listed, then there are many, and none is a slice-by-slice file transfer', () => {
    const calls = everyCall();
    expect(calls.length).toBeGreaterThan(40);
    const subjects = calls.map((c) => c.subject);
    // Files go through the asset store: the BFF streams them in and out itself.
    expect(subjects.filter((s) => /asset\.read|upload_part|upload_finish|upload_abort|\.(read|write)_chunk/.test(s))).toEqual([]);
  });

  it('when every request and reply schema is read, then no field carries bytes as text', () => {
    const carrying = everyCall().flatMap((c) => [
      ...byteFields(c.request).map((f) => `${c.subject} request ${f}`),
      ...byteFields(c.reply).map((f) => `${c.subject} reply ${f}`),
    ]);
    expect(carrying).toEqual([]);
  });

  it('when a call of the old kind is declared, then the check sees it', () => {
    const old = z.object({ key: z.string(), offset: z.number(), data: z.string() });
    expect(byteFields(old)).toEqual(['data']);
    expect(byteFields(z.object({ body: z.object({ upload_id: z.string(), seq: z.number(), data: z.string() }).optional() }))).toEqual([
      'body.data',
    ]);
  });
});
