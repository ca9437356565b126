import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace's unit, integration and conformance tests. Workspace packages
 * resolve to their TypeScript sources through the `cards-src` export condition.
 */
export default defineConfig({
  resolve: { conditions: ['cards-src'] },
  ssr: { resolve: { conditions: ['cards-src'], externalConditions: ['cards-src'] } },
  test: {
    include: ['{contracts,card-layout,services,bff,bench}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'infra/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'web/e2e/**'],
    globalSetup: ['infra/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-results.json' }], './infra/testing/suite-error-reporter.ts'],
  },
});
