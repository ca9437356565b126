import * as Sentry from '@sentry/react';

/** Error reporting as the product fixes it (docs/product.md): traces 1, replays 0.1 of sessions and 1 on error; traces go to localhost and our own origins. */
export function startSentry(dsn: string, origins: string[], environment = 'production') {
  const secure = origins.filter((o) => o.startsWith('https://'));
  Sentry.init({
    dsn,
    environment,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    tracePropagationTargets: ['localhost', ...secure.map((o) => new RegExp(`^${o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))],
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
}
