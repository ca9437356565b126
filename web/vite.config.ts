import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// react-router's package exports name only its development build (dev-time warnings and
// checks, run on every <Link> render); its production build ships beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The endpoints the store and the start-up calls use (the slices match on them), and those most
// pages reach for: they live in their features but load with the API layer, as one chunk.
const SHARED_ENDPOINTS = [
  'catalog/catalog.api',
  'delivery/delivery.api',
  'user/user.api',
  'user/user.slice',
  'user/addresses.api',
  'cart/cart.api',
  'cart/cart.slice',
  'orders/orders.api',
  'reminders/reminders.api',
];
const API_LAYER = [
  /node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|redux-thunk|@standard-schema[\\/]utils)[\\/]/,
  /web[\\/]src[\\/]api[\\/](base-api|session|cable|[\w-]+\.slice)\.ts$/,
  // The root reducer goes with the slices and the store-api code that installs it: left in the
  // store-api entry chunk it made a cycle with this chunk, which crashed a page whose chunk loaded first.
  /web[\\/]src[\\/]app[\\/](store-api|bootstrap|root-reducer)\.ts$/,
];
const isSharedEndpoint = (id: string) => SHARED_ENDPOINTS.some((f) => id.replace(/\\/g, '/').endsWith(`/web/src/features/${f}.ts`));
const isApiLayer = (id: string) => API_LAYER.some((re) => re.test(id)) || isSharedEndpoint(id);
const TOOLKIT = /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit|immer|reselect|redux-thunk)[\\/.]/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react()],
  // Workspace packages resolve to their sources; the rest as Vite would for the browser.
  resolve: {
    conditions: ['cards-src', ...defaultClientConditions],
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // Maps are written for local debugging and error-report tools but referenced by no bundle;
    // the web server never serves them and the image leaves them out.
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: {
      // Every browser the shop supports preloads modules itself: no polyfill on the first route.
      polyfill: false,
    },
    // The API layer (Redux Toolkit, RTK Query and the endpoints, slices and start-up calls on
    // them) loads after the first render as one chunk: one request and one evaluation instead
    // of a dozen. Nothing of it is on the first route, which the bench checks. (Not for the
    // pre-rendering build, where the entry imports it statically and the order would tangle.)
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Redux Toolkit's core apart from RTK Query and the app's API: see src/app/toolkit.ts.
              groups: [
                { name: 'toolkit', test: TOOLKIT, priority: 1, includeDependenciesRecursively: false },
                { name: 'api', test: isApiLayer, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: { port: 8080, host: '127.0.0.1' },
}));
