// Rewrites the route tables in docs/api.md from the routes the BFF mounts (`make api-table`).
import { readFileSync, writeFileSync } from 'node:fs';
import { withRouteTable } from '@cards/bff/http/route-table';
import { mountedRoutes } from '@cards/bff/routes/mounted-routes';

const path = new URL('../../docs/api.md', import.meta.url);
writeFileSync(path, withRouteTable(readFileSync(path, 'utf8'), await mountedRoutes()));
console.log('docs/api.md route tables updated');
