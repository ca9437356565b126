/**
 * What the SPA learns at run time: the web server writes it into `/config.js` as
 * `window.__CARDS_CONFIG__` before the app loads (services/all-in-one/src/web-server.ts), and the
 * app reads it (web/src/api/config.ts).
 */
export interface WebRuntimeConfig {
  /** The API origin this page talks to. */
  apiUrl: string;
  /** The API origin the services write into absolute URLs (artwork, thumbnails); the app reads those through `apiUrl`. */
  publicApiUrl?: string;
  /** The address the shop is set up for, named when the API refuses the page's own address. */
  webUrl?: string;
  sentryDsn?: string;
  stripePublishableKey?: string;
  environment?: string;
  /** The daily print cut-off, `HH:MM` UK time (`PRINT_CUTOFF`), which the shop's pages promise. */
  printCutOff?: string;
}
