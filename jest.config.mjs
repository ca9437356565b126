/**
 * Jest for every workspace, in three projects that are also the lanes of `make test`:
 *   unit      every *.test.ts(x) that is not *.int.test.ts: no servers, no global setup
 *   service   services/<name>/**\/*.int.test.ts: one service in-process on real PostgreSQL, NATS, Redis
 *   platform  the other *.int.test.ts: the whole platform (all-in-one), the BFF, infra, make stack
 * Tests are native ES modules (the packages are "type": "module" and use import.meta): run Jest
 * with NODE_OPTIONS=--experimental-vm-modules (the Makefile does). swc strips the types;
 * workspace packages resolve to their TypeScript sources through the `cards-src` condition.
 * See docs/testing.md.
 */
const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    // Entities give every column its type explicitly, so no decorator metadata is needed (and
    // none is emitted, which keeps circular entity imports from touching a class too early).
    transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
    keepClassNames: true,
    // `import data from './x.json' with { type: 'json' }` (card-words' phrases) keeps its attribute for Node.
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** File types the web app imports as URLs. */
const ASSETS = 'woff2?|ttf|png|jpe?g|svg|webp';

const common = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['<rootDir>/infra/testing/jest-transform.mjs', swcOptions],
    [`\\.(${ASSETS})$`]: '<rootDir>/infra/testing/asset-transform.mjs',
  },
  // Packages' JavaScript runs as published; their font and image files still become URLs.
  transformIgnorePatterns: [`/node_modules/(?!.+\\.(${ASSETS})$)`],
  // Sources import siblings as `./x.js` (NodeNext); under Jest they are the `.ts` files.
  // Stylesheets the web app imports for their side effect are nothing to a test.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/infra/testing/style-stub.mjs' },
  testEnvironment: '<rootDir>/infra/testing/node-environment.mjs',
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'cards-src'] },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/dist/'],
};

const withServers = {
  globalSetup: '<rootDir>/infra/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/infra/testing/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/infra/testing/puppeteer-logger.mjs'],
};

const SERVICES = 'catalog,identity,cart-order,generation,rendering,kit';

export default {
  // A guard against a hung test or hook, not a measure: under CI's full load a writer test's
  // first grammar check (Harper's 16 MB WebAssembly, compiled once per file) took over 60 s, and
  // one service's start in a beforeAll over 120 s.
  testTimeout: 300_000,
  testSequencer: '<rootDir>/infra/testing/slow-first-sequencer.mjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{contracts,card-layout,card-art,card-words,services,bff,bench,infra}/**/*.test.ts',
        '<rootDir>/web/{src,scripts}/**/*.test.{ts,tsx}',
      ],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
    },
    {
      ...common,
      ...withServers,
      displayName: 'service',
      testMatch: [`<rootDir>/services/{${SERVICES}}/**/*.int.test.ts`],
    },
    {
      ...common,
      ...withServers,
      displayName: 'platform',
      testMatch: ['<rootDir>/{contracts,card-layout,card-art,card-words,services/all-in-one,bff,bench,infra}/**/*.int.test.ts'],
    },
  ],
};
