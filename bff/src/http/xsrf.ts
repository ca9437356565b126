import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';

/** The cookie's name, which browser HTTP clients read and echo as `X-XSRF-TOKEN` by default (docs/api.md). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Proxies whose `X-Forwarded-For` is believed (Express's `trust proxy` uses the same list). */
export const TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];
const trusted = proxyaddr.compile(TRUSTED_PROXIES);

const COOKIE_VALUE = /(?:^|;)\s*XSRF-TOKEN=([^;]*)/;
const TOKEN = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{24})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MEMO_SIZE = 10_000;
const MAX_MEMO_KEY = 512;

/** The `XSRF-TOKEN` value a `Cookie` header carries (the first, as cookie parsers take it). */
export function readXsrfCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const v = COOKIE_VALUE.exec(cookieHeader)?.[1]?.trim();
  return v || undefined;
}

/**
 * The `XSRF-TOKEN` cookie, one per browser. A browser's first requests leave in
 * parallel before any answer has set the cookie; if each answer carried a fresh random value,
 * the one a later write echoed could be replaced before the write arrived. So the value is
 * derived from what all of a browser's first requests share (its address as the trusted
 * proxies report it, its User-Agent and Accept-Language) with a key every replica holds:
 * parallel first requests, on any replica, get the same cookie. The value is
 * `<id>.<signature>`: an id only the key can produce for those inputs, and a signature of
 * the id, so a cookie can be checked later without the inputs (the address may change) and
 * a value chosen elsewhere (another site's page, a sibling domain) is refused.
 *
 * Derivations and checks are remembered (bounded), so a browser's repeated calls cost one
 * Map lookup here.
 */
export class XsrfTokens {
  private readonly derived = new Map<string, string>();
  private readonly ours = new Set<string>();

  constructor(private readonly key: Uint8Array) {}

  /** `Set-Cookie` for `req` when it lacks a cookie this deployment signed, else undefined. */
  cookieToSet(req: IncomingMessage, current = readXsrfCookie(req.headers.cookie)): string | undefined {
    if (current !== undefined && this.isOurs(current)) return undefined;
    return `${XSRF_COOKIE}=${this.tokenFor(req)}; Path=/; SameSite=Lax`;
  }

  /** The token every request of this browser gets until it has one. */
  tokenFor(req: IncomingMessage): string {
    const { headers } = req;
    const ua = headers['user-agent'] ?? '';
    const lang = headers['accept-language'] ?? '';
    const memoKey = `${req.socket.remoteAddress}\n${String(headers['x-forwarded-for'] ?? '')}\n${ua}\n${lang}`;
    let token = this.derived.get(memoKey);
    if (token === undefined) {
      const id = this.mac(`id\n${plainAddress(proxyaddr(req, trusted))}\n${ua}\n${lang}`);
      token = `${id}.${this.mac(`sig\n${id}`)}`;
      // Headers chosen to be long would make the memo a memory sink; those are derived each time.
      if (memoKey.length <= MAX_MEMO_KEY) remember(this.derived, memoKey, token);
      remember(this.ours, token);
    }
    return token;
  }

  /** Whether `value` is a token this key signed. */
  isOurs(value: string): boolean {
    if (this.ours.has(value)) return true;
    const m = TOKEN.exec(value);
    if (!m || !equal(this.mac(`sig\n${m[1]}`), m[2]!)) return false;
    remember(this.ours, value);
    return true;
  }

  private mac(data: string): string {
    return createHmac('sha256', this.key).update(data).digest().subarray(0, 18).toString('base64url');
  }
}

/**
 * A client's address as one replica or another sees it: a listener on every address (IPv6 and
 * IPv4) reports an IPv4 client as `::ffff:1.2.3.4`, one bound to IPv4 as `1.2.3.4`.
 */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

function remember<K, V>(into: Map<K, V> | Set<K>, key: K, value?: V) {
  if (into.size >= MEMO_SIZE) into.delete(into.keys().next().value!);
  if (into instanceof Map) into.set(key, value!);
  else into.add(key);
}

function equal(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Sets the cookie when the browser has none of ours, and keeps the double-submit check: a
 * write that echoes the cookie in `X-XSRF-TOKEN` must echo a cookie we signed, exactly.
 * Sessions travel as bearer tokens, which a foreign page cannot attach, so the cookie is
 * defence in depth rather than the only protection.
 */
export function xsrf(tokens: XsrfTokens): RequestHandler {
  return (req, res, next) => {
    const cookie = readXsrfCookie(req.headers.cookie);
    const setCookie = tokens.cookieToSet(req, cookie);
    if (setCookie) res.append('Set-Cookie', setCookie);
    const header = req.get('x-xsrf-token');
    if (header && !SAFE_METHODS.has(req.method) && (!cookie || setCookie || !equal(cookie, header))) {
      res.status(403).json({ error: 'The XSRF token does not match its cookie', code: 'xsrf_mismatch' });
      return;
    }
    next();
  };
}
