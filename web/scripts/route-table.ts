import * as contracts from '@cards/contracts';
import type { ApiRoute } from '@cards/contracts';
import { format, resolveConfig } from 'prettier';

/**
 * The groups of route declarations the web app's route table copies, by the name the app
 * imports them under and the name `@cards/contracts` exports them under.
 */
export const ROUTE_GROUPS = {
  catalog: 'catalogResources',
  identity: 'identityRoutes',
  restoreSession: 'restoreSessionRoute',
  generation: 'generationRoutes',
  uploadCardPhoto: 'uploadCardPhotoRoute',
  rendering: 'renderingRoutes',
  cartOrder: 'cartOrderRoutes',
  ops: 'opsRoutes',
} as const;

export const isRoute = (v: unknown): v is ApiRoute =>
  !!v && typeof v === 'object' && typeof (v as ApiRoute).method === 'string' && typeof (v as ApiRoute).path === 'string';

/** Every route object reachable from `v` (a route, or a group of them nested a few levels deep). */
export function routesIn(v: unknown, depth = 3): Set<ApiRoute> {
  const found = new Set<ApiRoute>();
  const walk = (x: unknown, d: number) => {
    if (isRoute(x)) found.add(x);
    else if (d > 0 && x && typeof x === 'object') for (const y of Object.values(x)) walk(y, d - 1);
  };
  walk(v, depth);
  return found;
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));

function refs(v: unknown, indent: string): string {
  if (isRoute(v)) return `{ method: ${q(v.method)}, path: ${q(v.path)} }`;
  const inner = Object.entries(v as Record<string, unknown>)
    .filter(([, x]) => isRoute(x) || (!!x && typeof x === 'object'))
    .map(([k, x]) => `${indent}  ${key(k)}: ${refs(x, `${indent}  `)},`);
  return `{\n${inner.join('\n')}\n${indent}}`;
}

/** `web/src/api/route-table.gen.ts`: the method and path of every route, typed by its declaration. */
export async function renderRouteTable(): Promise<string> {
  const exported = contracts as unknown as Record<string, unknown>;
  const names = Object.values(ROUTE_GROUPS);
  const out = [
    '// Generated from the route declarations in contracts/ by `make web-routes`; do not edit.',
    '// The web app calls the API only through these (api/route-request.ts): docs/web-app.md.',
    `import type { ${[...names].sort().join(', ')} } from '@cards/contracts';`,
    "import type { RouteRef, RouteRefs } from './route-request';",
  ];
  for (const [group, name] of Object.entries(ROUTE_GROUPS)) {
    const value = exported[name];
    const type = isRoute(value) ? `RouteRef<typeof ${name}>` : `RouteRefs<typeof ${name}>`;
    out.push('', `export const ${group}: ${type} = ${refs(value, '')};`);
  }
  const target = new URL('../src/api/route-table.gen.ts', import.meta.url).pathname;
  return format(`${out.join('\n')}\n`, { ...(await resolveConfig(target)), filepath: target });
}
