/**
 * How the BullMQ adapter stores what a caller adds: the caller's data plus the trace carrier
 * under a reserved key, removed again before a handler (or `failed()`) sees the data.
 */
const TRACE = '__trace';
const VALUE = '__value';

type Stored = Record<string, unknown>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Objects keep their shape (plus the reserved key); other values are wrapped. */
export function wrapJobData(data: unknown, trace: Record<string, string>): Stored {
  const copy: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  return isPlainObject(copy) && !(VALUE in copy) ? { ...copy, [TRACE]: trace } : { [VALUE]: copy, [TRACE]: trace };
}

export function unwrapJobData(stored: unknown): { data: unknown; trace: Record<string, string> | undefined } {
  if (!isPlainObject(stored)) return { data: stored, trace: undefined };
  const { [TRACE]: trace, ...rest } = stored;
  const carrier = isPlainObject(trace) ? (trace as Record<string, string>) : undefined;
  if (VALUE in rest && Object.keys(rest).length === 1) return { data: rest[VALUE], trace: carrier };
  return { data: rest, trace: carrier };
}

/**
 * BullMQ refuses custom job ids that are integers or contain `:`; such ids (and anything that
 * could be mistaken for an encoded one) are stored base64url-encoded behind a marker, so every
 * string the port accepts round-trips.
 */
const MARK = 'x~';
export function encodeJobId(id: string): string {
  const unsafe = id.includes(':') || `${parseInt(id, 10)}` === id || id.startsWith(MARK);
  return unsafe ? MARK + Buffer.from(id).toString('base64url') : id;
}

export function decodeJobId(id: string): string {
  return id.startsWith(MARK) ? Buffer.from(id.slice(MARK.length), 'base64url').toString() : id;
}
