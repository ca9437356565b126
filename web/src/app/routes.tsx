import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { pages, type RouteHandle } from './pages';
import type { AppStore } from './store';

export type { RouteHandle };

/**
 * The shop's routes: the layout around every page. Declarative routing (`useRoutes` in a
 * `BrowserRouter`) rather than a data router: no page has loaders or actions, and the data
 * router's machinery would be a third of the first route's JavaScript.
 */
export const routes: RouteObject[] = [{ path: '/', Component: Layout, children: pages }];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of every route matching `path`, so rendering it does not suspend (hydration, pre-rendering). */
export function preloadRoute(path: string, store: AppStore): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.page.preload(store)));
}
