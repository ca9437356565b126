import { hostname, networkInterfaces } from 'node:os';
import { isIPv4 } from 'node:net';
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** The names and addresses this machine answers to: its host name and every interface's address. */
export interface MachineNames {
  hostnames: readonly string[];
  addresses: readonly string[];
}

/** This machine's names now (interfaces come and go with the network, so callers read it again). */
export function thisMachine(): MachineNames {
  const name = hostname().toLowerCase();
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((a) => a.address.toLowerCase());
  return { hostnames: [...new Set([name, name.split('.')[0]!])], addresses };
}

/** Domains a home or office network gives a machine's name (`mybox.local` by mDNS, `mybox.lan` by a router). */
const LOCAL_DOMAINS = ['local', 'lan', 'home', 'internal', 'localdomain', 'home.arpa'];

/**
 * Whether a URL's hostname (IPv6 in brackets, as `URL` writes it) names this machine: a
 * loopback name or address, the host name alone or in a local network's domain (`mybox`,
 * `mybox.local`), or the address of one of its interfaces.
 */
export function namesThisMachine(host: string, machine: MachineNames): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1') return true;
  if (isIPv4(h) && h.startsWith('127.')) return true;
  if (machine.addresses.includes(h)) return true;
  return machine.hostnames.some((n) => h === n || LOCAL_DOMAINS.some((d) => h === `${n}.${d}`));
}

export interface OriginRuleInputs {
  /** The web app's origin (`PUBLIC_WEB_URL`): always allowed. */
  webUrl: string;
  /** Further exact origins (`CORS_ORIGINS`). */
  extraOrigins?: readonly string[];
  /** Production allows only the exact origins above. */
  production: boolean;
  /** This machine's names, read when an origin is not one of the exact ones. */
  machine?: () => MachineNames;
}

/**
 * Which browser origins may call the API. Always the web app's own origin and the listed ones,
 * compared exactly. Outside production, also the shop this machine serves at any address it is
 * reached at: the web app's scheme and port on any name of this machine (localhost,
 * 127.0.0.1, [::1], its host name, a network address), so the shop opened at
 * http://127.0.0.1:8080 or from a phone at http://192.168.1.20:8080 works as it does at
 * localhost. Another port, another scheme or another host is refused everywhere.
 */
export function originRule(i: OriginRuleInputs): (origin: string) => boolean {
  const exact = new Set([new URL(i.webUrl).origin, ...(i.extraOrigins ?? []).map((o) => new URL(o).origin)]);
  const web = new URL(i.webUrl);
  const machine = i.machine ?? cachedMachine();
  return (origin) => {
    if (exact.has(origin)) return true;
    if (i.production) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin !== origin || url.protocol !== web.protocol || url.port !== web.port) return false;
    return namesThisMachine(url.hostname, machine());
  };
}

/** {@link thisMachine}, read again at most every ten seconds (a new address after a network change counts soon). */
function cachedMachine(): () => MachineNames {
  let kept: { at: number; names: MachineNames } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > 10_000) kept = { at: now, names: thisMachine() };
    return kept.names;
  };
}

/**
 * The headers every answer carries: helmet's security headers, then CORS for the origins
 * {@link originRule} allows.
 */
export function responsePolicy(rule: OriginRuleInputs): RequestHandler[] {
  const allowed = originRule(rule);
  return [
    helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }),
    cors({
      origin: (origin, cb) => cb(null, !origin || allowed(origin)),
      credentials: true,
      exposedHeaders: ['Authorization', 'X-Total-Count', 'Link', 'ETag', 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
    }),
  ];
}
