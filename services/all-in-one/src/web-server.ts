import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import { inlineScriptHashes, webSecurityHeaders, type WebSecurityInputs } from './web-security-headers.js';

/**
 * Serves the built web app (web/dist) with SPA fallback: a path with a pre-rendered page gets
 * it, anything else gets index.html and the client router takes over. Hashed assets are
 * cached for a year; HTML is always revalidated. `/config.js` tells the SPA where the API is.
 */
/** What the SPA learns at run time from `/config.js` (see web/src/api/config.ts). */
export interface WebRuntimeConfig {
  apiUrl: string;
  sentryDsn?: string;
  stripePublishableKey?: string;
  environment?: string;
}

/** The runtime settings the SPA needs, from the platform's config. */
export function webRuntimeConfig(c: {
  PUBLIC_API_URL: string;
  SENTRY_DSN?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  NODE_ENV: string;
}): WebRuntimeConfig {
  return { apiUrl: c.PUBLIC_API_URL, sentryDsn: c.SENTRY_DSN, stripePublishableKey: c.STRIPE_PUBLISHABLE_KEY, environment: c.NODE_ENV };
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

export function createWebServer(distDir: string, runtime: WebRuntimeConfig = { apiUrl: '' }, security?: WebSecurityInputs): Server {
  const app = express();
  app.disable('x-powered-by');
  const built = existsSync(join(distDir, 'index.html'));
  const headers = webSecurityHeaders({
    ...(security ?? {
      apiUrl: runtime.apiUrl || 'http://localhost:3000',
      sentryDsn: runtime.sentryDsn,
      stripe: !!runtime.stripePublishableKey,
    }),
    inlineScripts: built ? inlineScriptHashes(distDir) : [],
  });
  app.use((_req, res, next) => {
    res.set(headers);
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
  // Runtime settings for the SPA (the API origin when it is not this host on port 3000).
  app.get('/config.js', (_req, res) => {
    res
      .type('application/javascript')
      .set('Cache-Control', 'no-cache')
      .send(`window.__CARDS_CONFIG__ = ${JSON.stringify(runtime).replace(/</g, '\\u003c')};`);
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
