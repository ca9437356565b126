import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web app's pages talk to, which its Content-Security-Policy must allow and nothing more. */
export interface WebSecurityInputs {
  /** Origin of the API (REST, `/ws`, assets), e.g. `http://localhost:3000`. */
  apiUrl: string;
  /** Sentry DSN: its ingest origin may receive error reports. */
  sentryDsn?: string;
  /** Whether Stripe's Payment Element may load (a Stripe key is configured). */
  stripe?: boolean;
  /** Whether the web app is served over HTTPS (HSTS is sent only then). */
  https?: boolean;
  /** `sha256-…` hashes of the inline scripts the pages carry (see {@link inlineScriptHashes}). */
  inlineScripts?: string[];
}

/** Stripe's documented origins for Stripe.js and the Payment Element. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Script types a browser does not run (JSON-LD and other data blocks): CSP needs no hash for them. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|text\/template|text\/plain)$/i;

/**
 * `sha256-…` of every inline script in the built pages that a browser would run. Today the
 * pages carry only JSON-LD data blocks, so the list is empty; if a pre-rendered page ever
 * gains an inline script, it is allowed by its hash rather than by 'unsafe-inline'.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory() && e.name !== 'assets') walk(p);
      else if (e.isFile() && e.name.endsWith('.html')) {
        for (const m of readFileSync(p, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
          const attrs = m[1] ?? '';
          if (/\ssrc\s*=/i.test(attrs)) continue;
          const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
          if (type && DATA_SCRIPT.test(type)) continue;
          out.add(
            `'sha256-${createHash('sha256')
              .update(m[2] ?? '')
              .digest('base64')}'`,
          );
        }
      }
    }
  };
  walk(distDir);
  return [...out].sort();
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of every page: scripts only from the site itself (inline ones
 * by hash), calls only to the site and the API with its `/ws`, images from the site, `data:`,
 * `blob:` and the API's assets, styles from the site and inline (React style attributes and
 * the card preview's `<style>` need it), the preview's `srcdoc`/`blob:` frames, no plugins, no
 * framing by anyone. Stripe's documented origins only when Stripe is configured; Sentry's
 * ingest origin only when a DSN is.
 */
export function contentSecurityPolicy(i: WebSecurityInputs): string {
  const url = new URL(i.apiUrl);
  // A CSP source cannot name an IPv6 literal ([::1]): such an API is allowed on its port at any host.
  const host = url.hostname.startsWith('[') ? `*${url.port ? `:${url.port}` : ''}` : url.host;
  const api = { origin: `${url.protocol}//${host}` };
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws`;
  const sentry = originOf(i.sentryDsn);
  const stripe = i.stripe ? STRIPE : { script: [], frame: [], connect: [], img: [] };
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(i.inlineScripts ?? []), ...stripe.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', api.origin, ...stripe.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", api.origin, ws, ...(sentry ? [sentry] : []), ...stripe.connect]],
    ['frame-src', ["'self'", 'blob:', 'data:', ...stripe.frame]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([k, v]) => `${k} ${[...new Set(v)].join(' ')}`).join('; ');
}

/** Every header the web origin sends with each answer. */
export function webSecurityHeaders(i: WebSecurityInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(i),
    'X-Content-Type-Options': 'nosniff',
    // Links in mails carry one-time tokens in the query: other sites learn the origin only.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(i.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
