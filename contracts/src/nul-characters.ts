/**
 * Where a request carries U+0000. No text in the platform may hold it (PostgreSQL's text
 * types refuse it, and no person types it), so the edge refuses such a request before any
 * schema, service or database sees it, naming each place the way a 422's `details` does:
 * `card.recipient_name`, `card.tags.1`, `query.search`. A NUL inside a key is shown as `\u0000`.
 */
export function nulCharacterPaths(value: unknown, prefix: readonly string[] = [], limit = 20): string[] {
  const out: string[] = [];
  const name = (path: readonly string[]) => path.map((p) => p.replaceAll('\u0000', '\\u0000')).join('.');
  const walk = (v: unknown, path: readonly string[], depth: number) => {
    if (out.length >= limit || depth > 64) return;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(name(path));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, String(i)], depth + 1));
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) out.push(name([...path, k]));
        else walk(item, [...path, k], depth + 1);
      }
    }
  };
  walk(value, prefix, 0);
  return out;
}

/** What a 422 or 404 says about each place a NUL was found. */
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL (\\u0000) character';
