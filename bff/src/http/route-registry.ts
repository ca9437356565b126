import type { ApiRoute } from '@cards/contracts';

interface Compiled {
  route: ApiRoute;
  pattern: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The route's Express path as a regular expression: `:name` one segment, `*name` the rest. */
function compile(route: ApiRoute): Compiled {
  const names: string[] = [];
  const source = route.path
    .split(/([:*][A-Za-z_]+)/)
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+?)';
      }
      if (part.startsWith('*')) {
        names.push(part.slice(1));
        return '(.+)';
      }
      return escape(part);
    })
    .join('');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Every route the BFF serves, recorded as it is mounted: `/openapi.json` is built from this
 * list, so the document shows exactly what is served; checks that run before routing (a NUL
 * in a path id) ask it which route and parameter a path means.
 */
export class RouteRegistry {
  readonly routes: ApiRoute[] = [];
  private compiled: Compiled[] = [];

  add(r: ApiRoute) {
    this.routes.push(r);
    this.compiled.push(compile(r));
  }

  /** The first route of `method` whose path matches, with its decoded path parameters. */
  match(method: string, path: string): { route: ApiRoute; params: Record<string, string> } | undefined {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    for (const c of this.compiled) {
      if (c.route.method !== m) continue;
      const hit = c.pattern.exec(path);
      if (hit) return { route: c.route, params: Object.fromEntries(c.names.map((n, i) => [n, decode(hit[i + 1]!)])) };
    }
    return undefined;
  }
}
