import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import modules from './infra/eslint/modules-plugin.js';

const root = dirname(fileURLToPath(import.meta.url));
const web = join(root, 'web/src');
const features = readdirSync(join(web, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The web app's layers (docs/web-app.md): what each folder of web/src may import.
 * - components/ and seo/ are shared by every page: nothing of app/ or of a feature.
 * - api/ is the HTTP base and the session: nothing of a feature.
 * - a feature may use another feature only through its endpoints, the `*.api.ts` files at its
 *   top level; the rest of a feature is its own.
 */
const webLayers = [
  {
    target: [join(web, 'components'), join(web, 'seo')],
    from: [join(web, 'app'), join(web, 'features')],
    message: 'Shared components take their data as props: the feature or the app that uses them passes it in.',
  },
  {
    target: join(web, 'api'),
    from: join(web, 'features'),
    message: 'The HTTP base and the session know no feature; a feature’s endpoints live in the feature.',
  },
  ...features.map((feature) => ({
    target: join(web, 'features', feature, '**'),
    from: join(web, 'features', `!(${feature})`, '**'),
    except: [join(web, 'features', '*', '*.api.ts')],
    message: 'Another feature is reached only through its endpoints (its top-level *.api.ts files).',
  })),
];

const services = readdirSync(join(root, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const modulesOf = (service) => {
  const dir = join(root, 'services', service, 'src/modules');
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * A service's modules have front doors: outside `modules/<m>/`, the service's sources import the
 * module through `modules/<m>/index.ts` only; everything else in it is private. Its environment
 * keys (`<m>.config.ts`) are public too: the service composes them for its process without
 * loading the module (the web server reads cart-order's without cart-order's code).
 */
const frontDoors = (service) => {
  const src = join(root, 'services', service, 'src');
  return modulesOf(service).map((m) => ({
    target: [join(src, 'modules', `!(${m})`, '**'), join(src, '!(modules)', '**'), join(src, '*.ts')],
    from: join(src, 'modules', m),
    except: [
      './index.ts',
      ...readdirSync(join(src, 'modules', m))
        .filter((f) => f.endsWith('.config.ts'))
        .map((f) => `./${f}`),
    ],
    message: `Another part of the service reaches modules/${m} only through its front door, modules/${m}/index.ts.`,
  }));
};

/** What a handler served for its route never does itself: parse its inputs, check its caller. */
const byHand = {
  name: '@cards/kit',
  importNames: ['parseInput', 'requireActor', 'requireAdmin'],
  message:
    'Serve the route with serveRoute: it checks the caller against the route and parses params, query and body with its own schemas (docs/architecture.md, "Handlers typed from their routes").',
};

/**
 * The module rules of one service: front doors, and no cycle between its parts (modules,
 * top-level files and folders) nor between its files, type-only imports included.
 */
const serviceRules = (service) => {
  const level = 'error';
  const src = `services/${service}/src/**/*.{ts,tsx}`;
  const zones = frontDoors(service);
  return [
    {
      files: [src],
      plugins: { modules },
      rules: {
        'modules/no-cycle': level,
        'modules/no-module-cycle': level,
        'modules/no-data-layer-export': level,
        'modules/no-foreign-operation-in-transaction': level,
        ...(zones.length ? { 'import-x/no-restricted-paths': [level, { zones }] } : {}),
        // Kit is where requests are parsed and callers checked; a service's handlers get both done.
        ...(service === 'kit' ? {} : { 'no-restricted-imports': [level, { paths: [byHand] }] }),
      },
    },
  ];
};

/**
 * Small parts (docs/architecture.md, "Small parts"), in every package: no file over 400 lines,
 * no function over 80, at most 4 positional parameters (more dependencies come as one named
 * object). They judge the code a package ships or runs: the services, the BFF, the shared
 * packages, the web app and its scripts, infra's scripts and test support, the benches. Tests
 * are a list of cases, judged by what they check: test files, the Playwright specs and the stack
 * test's journey are left out.
 */
const smallParts = [
  {
    files: ['{services/*/src,bff,card-words,card-art,card-layout,contracts,infra,web,bench}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/e2e/**', 'infra/stack-test/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }],
      'max-params': ['error', { max: 4 }],
    },
  },
];

/**
 * The web app calls the API only through its route table (docs/web-app.md): the base query takes
 * nothing but a request made from a route, and these catch the other ways a hand-written API
 * path could slip in. An API path is text starting with the first segment of a route in the
 * table (`/cart…`, `/cards…`, `/admin…`); the checks look for one where a URL is used: passed to
 * `fetch` or `apiUrl`, as a `url`, an `endpoint` or a `route`, or anywhere in an endpoints file.
 */
const apiSegments = [
  ...new Set([...readFileSync(join(web, 'api/route-table.gen.ts'), 'utf8').matchAll(/path: '\/([A-Za-z_]+)/g)].map((m) => m[1])),
];
const apiPath = `/^\\/(${apiSegments.join('|')})([\\/?.#]|$)/`;
const handWritten = [`Literal[value=${apiPath}]`, `TemplateLiteral[quasis.0.value.raw=${apiPath}]`];
const urlPlaces = ['CallExpression[callee.name=/^(fetch|apiUrl)$/] > ', 'Property[key.name=/^(url|endpoint|route|listEndpoint)$/] > '];
const noApiPath = (places) => [
  'error',
  ...places.flatMap((place) =>
    handWritten.map((selector) => ({
      selector: `${place}${selector}`,
      message: 'An API path is taken from the route table: request(), endpoint() or routePath() with a route of api/route-table.gen.ts.',
    })),
  ),
];

/**
 * One lint for the whole tree: ESLint's and typescript-eslint's recommended rules everywhere,
 * no import cycles anywhere, the module rules of every service, small parts in every package, the rules of hooks and the layers in the web app, and Prettier's
 * format (`.prettierrc.json`; `npx eslint --fix .` applies it). `make lint` runs it.
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'web/public/**', 'web/.ssr/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a handler's ignored arguments, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Modules no-cycle follows: the TypeScript sources too, parsed as ESLint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports written with `.js` (the services) or without an extension (the web app)
      // find their TypeScript sources; workspace packages resolve to theirs (`cards-src`).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['cards-src', 'import', 'default'],
        }),
      ],
    },
    // Type-only imports are erased at build time and cannot make a cycle at run time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules (purity, set-state-in-effect…)
    // judge code for a compiler this app does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      'no-restricted-syntax': noApiPath(urlPlaces),
    },
  },
  {
    files: ['web/src/**/*.api.ts'],
    rules: { 'no-restricted-syntax': noApiPath(['']) },
  },
  {
    // The tests stand in for the API, so they name its paths.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // One casing for every file and folder name: kebab-case, with the role as a middle
    // extension where a file has one (`cart.api.ts`, `login.page.tsx`, `order-summary.tsx`).
    // Migrations start with the timestamp TypeORM orders them by (`1700000700000-create-cart-order.ts`).
    plugins: { 'check-file': checkFile },
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '*.{ts,tsx,js,mjs}': 'KEBAB_CASE',
          '**/!(migrations)/*.{ts,tsx,js,mjs}': 'KEBAB_CASE',
          '**/migrations/*.ts': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  ...services.flatMap(serviceRules),
  {
    // Periodic work runs once per cluster through the job queue's schedules (`JobQueue.schedule`),
    // never as a timer in every replica. A timer that belongs to one connection or one message
    // (a socket's heartbeat, a message's lease) says so where it is made, with the rule off.
    files: ['{services/*/src,bff/src}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'setInterval',
          message: 'Periodic work goes through JobQueue.schedule (once per cluster): docs/architecture.md, "Periodic work".',
        },
      ],
    },
  },
  {
    // The shared packages, the BFF and the web app: no import cycle among their files either,
    // type-only imports included (a type cycle still ties two files' designs together).
    files: ['{bff,card-words,card-art,card-layout,contracts,web}/src/**/*.{ts,tsx}'],
    plugins: { modules },
    rules: { 'modules/no-cycle': 'error' },
  },
  ...smallParts,
  // Last, so it also turns off the rules of the configs above that formatting decides.
  prettierRecommended,
);
