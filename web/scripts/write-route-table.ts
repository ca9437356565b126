// Rewrites web/src/api/route-table.gen.ts from the route declarations in contracts/ (`make web-routes`).
import { writeFileSync } from 'node:fs';
import { renderRouteTable } from './route-table';

writeFileSync(new URL('../src/api/route-table.gen.ts', import.meta.url), await renderRouteTable());
console.log('web/src/api/route-table.gen.ts written');
