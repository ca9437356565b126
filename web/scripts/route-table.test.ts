import { readFileSync } from 'node:fs';
import * as contracts from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { renderRouteTable, ROUTE_GROUPS, routesIn } from './route-table';

describe('the web app route table', () => {
  it('when the contracts change, then web/src/api/route-table.gen.ts is regenerated with them (make web-routes)', async () => {
    const committed = readFileSync(new URL('../src/api/route-table.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await renderRouteTable());
  });

  it('when the contracts declare a route, then the table has it, whatever group it is exported in', () => {
    const exported = contracts as unknown as Record<string, unknown>;
    const declared = routesIn(exported, 4);
    const copied = new Set(Object.values(ROUTE_GROUPS).flatMap((name) => [...routesIn(exported[name])]));
    const missing = [...declared].filter((r) => !copied.has(r)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(copied.size).toBeGreaterThan(100);
  });
});
