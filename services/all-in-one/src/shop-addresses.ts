import { hostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/**
 * The addresses the shop can be opened at, as `make start` prints them. Outside production the
 * API answers the shop at every name of this machine (see bff/src/http/cross-origin.ts), so
 * these are the loopback names, the host name and each network address a phone on the same
 * network could use; in production, only the configured address.
 */
export function shopAddresses(
  c: { PUBLIC_WEB_URL: string; NODE_ENV: string; WEB_PORT: number },
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
  name: string = hostname(),
): string[] {
  const configured = new URL(c.PUBLIC_WEB_URL).origin;
  if (c.NODE_ENV === 'production') return [configured];
  const web = new URL(c.PUBLIC_WEB_URL);
  const at = (host: string) => `${web.protocol}//${host}:${c.WEB_PORT}`;
  const network = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    // Link-local IPv6 addresses need a zone that a browser's address bar does not take.
    .filter((a) => !a.internal && !(a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80')))
    .map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address));
  return [...new Set([configured, ...['localhost', '127.0.0.1', '[::1]', name.toLowerCase(), ...network].map(at)])];
}
