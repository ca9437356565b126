import type { ApiRoute, RouteAuth } from '@cards/contracts';
import { z } from 'zod';

/** The marked block of docs/api.md that lists every route; `make api-table` rewrites it. */
export const ROUTE_TABLE_START = '<!-- route-table:start -->';
export const ROUTE_TABLE_END = '<!-- route-table:end -->';

const WHO: Record<RouteAuth, string> = {
  public: 'anyone',
  optional: 'anyone; a token is used when sent',
  user: 'signed in',
  admin: 'admin',
};

/** `/cards/:id/generate` as readers of an API reference write it: `/cards/{id}/generate`. */
function readablePath(path: string): string {
  return path.replace(/[:*]([A-Za-z_]+)/g, '{$1}');
}

/** What a success answers: its status and whether the body is a list, an object, a file or nothing. */
function answer(route: ApiRoute): string {
  const status = route.status ?? 200;
  if (status === 204) return '204, no body';
  if (route.produces) return `${status}, \`${route.produces}\``;
  if (route.response instanceof z.ZodArray) return `${status}, list`;
  return String(status);
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * Every route the BFF serves as Markdown tables, one per tag in the order the tags first
 * appear: method, path, who may call, what a success answers and what it does. Generated from
 * the mounted routes, as `/openapi.json` is, so the page cannot drift from the server.
 */
export function routeTableMarkdown(routes: readonly ApiRoute[]): string {
  const byTag = new Map<string, ApiRoute[]>();
  for (const r of routes) {
    const list = byTag.get(r.tag) ?? [];
    list.push(r);
    byTag.set(r.tag, list);
  }
  const out: string[] = [];
  for (const [tag, list] of byTag) {
    out.push(`#### ${tag}`, '', '| Method | Path | Who | Success | What it does |', '|---|---|---|---|---|');
    for (const r of list) {
      out.push(`| ${r.method.toUpperCase()} | \`${readablePath(r.path)}\` | ${WHO[r.auth]} | ${answer(r)} | ${cell(r.summary)} |`);
    }
    out.push('');
  }
  return out.join('\n').trimEnd();
}

/** Replaces the marked block of `doc` with the current tables. */
export function withRouteTable(doc: string, routes: readonly ApiRoute[]): string {
  const a = doc.indexOf(ROUTE_TABLE_START);
  const b = doc.indexOf(ROUTE_TABLE_END);
  if (a < 0 || b < a) throw new Error(`the document has no ${ROUTE_TABLE_START} … ${ROUTE_TABLE_END} block`);
  return `${doc.slice(0, a + ROUTE_TABLE_START.length)}\n${routeTableMarkdown(routes)}\n${doc.slice(b)}`;
}
