import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// react-router's package exports name only its development build (dev-time warnings and
// checks, run on every <Link> render); its production build ships beside it.
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // Workspace packages resolve to their sources; the rest as Vite would for the browser.
  resolve: {
    conditions: ['cards-src', ...defaultClientConditions],
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // Every browser the shop supports preloads modules itself: no polyfill on the first route.
  build: { outDir: 'dist', sourcemap: true, manifest: true, modulePreload: { polyfill: false } },
  server: { port: 8080, host: '127.0.0.1' },
}));
