import { z } from 'zod';

/**
 * The kinds of value an environment key holds, shared by kit's infrastructure keys and the keys
 * each service and module declares beside its code, so every key is read the same way.
 */

/**
 * A URL setting, its trailing slash dropped once here: every builder joins paths to it as it is
 * (`${PUBLIC_API_URL}/assets/…`), so none strips it again.
 */
export const urlSetting = z
  .string()
  .url()
  .transform((v) => v.replace(/\/+$/, ''));

/** `true`, `false`, `1` or `0`. */
export const boolSetting = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A whole number of at least `min`, read from a string. */
export const countSetting = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/** A TCP port, read from a string; 0 asks for any free one. */
export const portSetting = (def: number) => z.coerce.number().int().min(0).max(65535).default(def);

/** Comma-separated exact origins (scheme, host, port), each checked and normalised. */
export const originListSetting = z.string().transform((v, ctx) => {
  const out: string[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${part} is not an origin (e.g. https://shop.example)` });
      continue;
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash || part.includes('*')) {
      ctx.addIssue({ code: 'custom', message: `${part} is not an exact origin (scheme://host[:port], no path or pattern)` });
      continue;
    }
    out.push(url.origin);
  }
  return out;
});

/** A URL kept as it is written (a Sentry DSN, an endpoint a client library joins itself). */
export const exactUrlSetting = z.string().url();

/**
 * A service's, a module's or an app's environment keys, declared beside its code: a zod object
 * whose fields each say their default and meaning (`.describe`), which the README's table shows.
 */
export function defineConfigKeys<T extends z.ZodRawShape>(shape: T): z.ZodObject<T> {
  return z.object(shape);
}
