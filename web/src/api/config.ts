import type { WebRuntimeConfig } from '@cards/contracts';
import { CABLE_PATH } from '@cards/contracts/cable-path';

/**
 * Where the API lives. The embedded web server publishes `/config.js` setting
 * `window.__CARDS_CONFIG__` before the app loads; without it the production site talks to the
 * production API host and any other host to the same host on port 3000 (docs/api.md). Outside
 * production `apiUrl` may be left out: the page then talks to the address it was opened at.
 */
export type CardsConfig = Partial<WebRuntimeConfig>;

declare global {
  interface Window {
    __CARDS_CONFIG__?: CardsConfig;
  }
}

export const SITE = {
  name: 'Greeting Cards',
  /** The production shop's origin: canonical links, sitemap and structured data point here. */
  origin: (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') ?? 'https://www.greeting-cards.co.uk',
  productionHosts: ['www.greeting-cards.co.uk', 'greeting-cards.co.uk'],
  productionApi: 'https://api.greeting-cards.co.uk',
  twitter: '@greetingcardsuk',
  supportEmail: 'support@greeting-cards.co.uk',
  statusUrl: 'https://status.greeting-cards.co.uk',
} as const;

export function runtimeConfig(): CardsConfig {
  return (typeof window !== 'undefined' && window.__CARDS_CONFIG__) || {};
}

/** The API origin without a trailing slash. */
export function apiBaseUrl(at?: Pick<Location, 'protocol' | 'hostname'>, cfg: CardsConfig = runtimeConfig()): string {
  if (cfg.apiUrl) return cfg.apiUrl.replace(/\/$/, '');
  const loc = at ?? window.location;
  if ((SITE.productionHosts as readonly string[]).includes(loc.hostname)) return SITE.productionApi;
  return `${loc.protocol}//${loc.hostname}:3000`;
}

/** `ws(s)://<api>/ws`: secure when the API is. */
export function cableUrl(api = apiBaseUrl()): string {
  return `${api.replace(/^http/, 'ws')}${CABLE_PATH}`;
}

/**
 * An absolute URL for something the API serves (`/assets/...`, `/card_instances/1.pdf`). A URL
 * the server wrote with its configured API origin is read through the origin this page talks
 * to, so artwork shows when the shop is opened at another address of the machine (a phone on
 * the same network cannot reach the server's `localhost`).
 */
export function apiUrl(path: string | null | undefined, cfg: CardsConfig = runtimeConfig()): string | undefined {
  if (!path) return undefined;
  const published = cfg.publicApiUrl?.replace(/\/$/, '');
  if (published && path.startsWith(`${published}/`)) return `${apiBaseUrl(undefined, cfg)}${path.slice(published.length)}`;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBaseUrl(undefined, cfg)}${path.startsWith('/') ? '' : '/'}${path}`;
}
