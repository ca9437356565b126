/**
 * A route's path with its `:params` filled in, each encoded: the one way a path is made from a
 * route declaration, for the web app's requests and for the links the services hand out
 * (`/admin/orders/7/print_files/12.pdf`).
 */
export function fillRoutePath(route: { method: string; path: string }, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.method} ${route.path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}
