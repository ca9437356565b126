import type { ApiRoute } from '@cards/contracts';

/**
 * Every route the BFF serves, recorded as it is mounted: `/openapi.json` is built from this
 * list, so the document shows exactly what is served.
 */
export class RouteRegistry {
  readonly routes: ApiRoute[] = [];
  add(r: ApiRoute) {
    this.routes.push(r);
  }
}
