import { createHash } from 'node:crypto';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/nats-core';

/** NATS headers from a plain record (trace carrier, correlation id…); empty values are left out. */
export function toNatsHeaders(record: Record<string, string | null | undefined>): MsgHdrs {
  const h = natsHeaders();
  for (const [k, v] of Object.entries(record)) if (v) h.set(k, v);
  return h;
}

/** A plain record of NATS headers (last value of each key), as handlers and propagators expect. */
export function fromNatsHeaders(h: MsgHdrs | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h) return out;
  for (const k of h.keys()) out[k] = h.last(k);
  return out;
}

/**
 * A UUID derived from `name` (the layout of a v5 UUID over SHA-1): the same dead-letter of the
 * same event by the same consumer always gets the same id, so publishing it twice dedupes.
 */
export function uuidFrom(name: string): string {
  const b = createHash('sha1').update(name).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const x = b.toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** Header names the adapters write next to the W3C trace headers. */
export const CORRELATION_HEADER = 'Correlation-Id';
