import { CABLE_PATH } from '@cards/contracts/cable-path';

/**
 * Where the API lives. The embedded web server publishes `/config.js` setting
 * `window.__CARDS_CONFIG__` before the app loads; without it the production site talks to the
 * production API host and any other host to the same host on port 3000 (docs/api.md).
 */
export interface CardsConfig {
  apiUrl?: string;
  sentryDsn?: string;
  stripePublishableKey?: string;
  environment?: string;
}

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
export function apiBaseUrl(loc: Pick<Location, 'protocol' | 'hostname'> = window.location, cfg: CardsConfig = runtimeConfig()): string {
  if (cfg.apiUrl) return cfg.apiUrl.replace(/\/$/, '');
  if ((SITE.productionHosts as readonly string[]).includes(loc.hostname)) return SITE.productionApi;
  return `${loc.protocol}//${loc.hostname}:3000`;
}

/** `ws(s)://<api>/ws`: secure when the API is. */
export function cableUrl(api = apiBaseUrl()): string {
  return `${api.replace(/^http/, 'ws')}${CABLE_PATH}`;
}

/** An absolute URL for something the API serves (`/assets/...`, `/card_instances/1.pdf`). */
export function apiUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
