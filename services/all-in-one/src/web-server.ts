import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { WebRuntimeConfig } from '@cards/contracts';
import compression from 'compression';
import express from 'express';
import { inlineScriptHashes, webSecurityHeaders, type WebSecurityInputs } from './web-security-headers.js';

/**
 * Serves the built web app (web/dist) with SPA fallback: a path with a pre-rendered page gets
 * it, anything else gets index.html and the client router takes over. Hashed assets are
 * cached for a year; HTML is always revalidated. `/config.js` tells the SPA where the API is.
 */
/** The runtime settings the SPA needs, from the platform's config. */
export function webRuntimeConfig(c: {
  PUBLIC_API_URL: string;
  PUBLIC_WEB_URL: string;
  SENTRY_DSN?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  NODE_ENV: string;
  PRINT_CUTOFF: string;
}): WebRuntimeConfig {
  return {
    apiUrl: c.PUBLIC_API_URL,
    publicApiUrl: c.PUBLIC_API_URL,
    webUrl: c.PUBLIC_WEB_URL,
    sentryDsn: c.SENTRY_DSN,
    stripePublishableKey: c.STRIPE_PUBLISHABLE_KEY,
    environment: c.NODE_ENV,
    printCutOff: c.PRINT_CUTOFF,
  };
}

/**
 * Whether each page talks to the API on the host the page was opened at: outside production,
 * when the API sits beside the shop on the same host (another port), as in `make start` and
 * `make stack`. The shop opened at http://127.0.0.1:8080 or from a phone at
 * http://192.168.1.20:8080 then calls the API at that same address, which the API allows for
 * this machine's names outside production (bff/src/http/cross-origin.ts). Production keeps the
 * one configured API origin.
 */
export function apiFollowsPageHost(c: { PUBLIC_API_URL: string; PUBLIC_WEB_URL: string; NODE_ENV: string }): boolean {
  return c.NODE_ENV !== 'production' && new URL(c.PUBLIC_API_URL).hostname === new URL(c.PUBLIC_WEB_URL).hostname;
}

/** What the web origin's security headers depend on, from the platform's config. */
export function webSecurityInputs(c: {
  PUBLIC_API_URL: string;
  PUBLIC_WEB_URL: string;
  SENTRY_DSN?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_SECRET_KEY?: string;
}): WebSecurityInputs {
  return {
    apiUrl: c.PUBLIC_API_URL,
    sentryDsn: c.SENTRY_DSN,
    stripe: !!(c.STRIPE_PUBLISHABLE_KEY || c.STRIPE_SECRET_KEY),
    https: c.PUBLIC_WEB_URL.startsWith('https:'),
  };
}

/**
 * Client routes that must stay out of search results: account recovery and undoing an e-mail change (their links carry one-time
 * tokens). They get the empty shell, whose head only turns `noindex` once the app runs, so the
 * header says it to every crawler from the first byte.
 */
const NOT_INDEXED = [/^\/password(\/|$)/, /^\/email\/undo(\/|$)/];

/** A host as `req.hostname` gives it that may go into a URL, a header and a script: a DNS name or an IP literal. */
const PLAIN_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/**
 * The API origin and the page's settings for each host a page is opened at, kept for the
 * first 64 hosts (a flood of made-up Host headers gets the configured origin, not memory).
 */
function perHost(runtime: WebRuntimeConfig, security: WebSecurityInputs, followHost: boolean) {
  const configured = { headers: webSecurityHeaders(security), script: configScript(runtime) };
  const byHost = new Map<string, typeof configured>();
  return (hostname: string | undefined) => {
    if (!followHost || !hostname || !PLAIN_HOST.test(hostname)) return configured;
    let hit = byHost.get(hostname);
    if (!hit) {
      if (byHost.size >= 64) return configured;
      const api = new URL(security.apiUrl);
      const apiUrl = `${api.protocol}//${hostname}${api.port ? `:${api.port}` : ''}`;
      hit = { headers: webSecurityHeaders({ ...security, apiUrl }), script: configScript({ ...runtime, apiUrl }) };
      byHost.set(hostname, hit);
    }
    return hit;
  };
}

function configScript(runtime: WebRuntimeConfig): string {
  return `window.__CARDS_CONFIG__ = ${JSON.stringify(runtime).replace(/</g, '\\u003c')};`;
}

export function createWebServer(
  distDir: string,
  runtime: WebRuntimeConfig = { apiUrl: '' },
  security?: WebSecurityInputs,
  opts: { apiFollowsPageHost?: boolean } = {},
): Server {
  const app = express();
  app.disable('x-powered-by');
  // Text over 1 KiB (scripts, styles, pages, the shell) goes compressed, Brotli or gzip, to a
  // browser that accepts it: about a quarter of the bytes on a slow phone connection. Images
  // and fonts are compressed already and go as they are (compression's own filter).
  app.use(compression({ threshold: 1024 }));
  const built = existsSync(join(distDir, 'index.html'));
  const forHost = perHost(
    runtime,
    {
      ...(security ?? {
        apiUrl: runtime.apiUrl || 'http://localhost:3000',
        sentryDsn: runtime.sentryDsn,
        stripe: !!runtime.stripePublishableKey,
      }),
      inlineScripts: built ? inlineScriptHashes(distDir) : [],
    },
    !!opts.apiFollowsPageHost,
  );
  app.use((req, res, next) => {
    res.set(forHost(req.hostname).headers);
    next();
  });
  // Source maps stay out of what is published: they would hand out the app's source.
  app.use((req, res, next) => {
    if (req.path.endsWith('.map')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  // Runtime settings for the SPA: where the API is, for the address this page was opened at.
  app.get('/config.js', (req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(forHost(req.hostname).script);
  });
  if (!built) {
    app.use((_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send(`The web app is not built (${distDir}/index.html is missing). Run 'make start' or 'npm run build'.`);
    });
    return createServer(app);
  }
  app.use('/assets', express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(
    express.static(distDir, {
      extensions: ['html'],
      index: 'index.html',
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // index.html is the pre-rendered home page; other client routes get the empty shell.
  const shell = existsSync(join(distDir, 'spa.html')) ? 'spa.html' : 'index.html';
  app.use((req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (NOT_INDEXED.some((p) => p.test(req.path))) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.sendFile(join(distDir, shell));
  });
  return createServer(app);
}
