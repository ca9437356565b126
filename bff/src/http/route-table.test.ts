import { readFileSync } from 'node:fs';
import { defineRoute } from '@cards/contracts';
import { z } from 'zod';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { mountedRoutes } from '../routes/mounted-routes.js';
import { routeTableMarkdown, withRouteTable } from './route-table.js';

describe('the route tables of docs/api.md', () => {
  it('when a route is added or changed, then docs/api.md has been regenerated (make api-table)', async () => {
    const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(withRouteTable(doc, await mountedRoutes())).toBe(doc);
  });

  it('when the BFF mounts its routes, then every one of them is a row of the tables', async () => {
    const routes = await mountedRoutes();
    const table = routeTableMarkdown(routes);
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) {
      expectLabelled(table, `${r.method} ${r.path}`).toContain(
        `| ${r.method.toUpperCase()} | \`${r.path.replace(/[:*]([A-Za-z_]+)/g, '{$1}')}\` |`,
      );
    }
  });

  it('when routes are listed, then they are grouped by tag and say who may call and what a success answers', () => {
    const table = routeTableMarkdown([
      defineRoute({
        method: 'get',
        path: '/things',
        summary: 'List things',
        tag: 'Things',
        auth: 'optional',
        response: z.array(z.object({})),
      }),
      defineRoute({
        method: 'get',
        path: '/other/:id.pdf',
        summary: 'A | piped PDF',
        tag: 'Other',
        auth: 'user',
        produces: 'application/pdf',
      }),
      defineRoute({ method: 'delete', path: '/things/:id', summary: 'Delete a thing', tag: 'Things', auth: 'admin', status: 204 }),
    ]);
    expect(table.split('\n').filter((l) => l.startsWith('#### '))).toEqual(['#### Things', '#### Other']);
    expect(table).toContain('| GET | `/things` | anyone; a token is used when sent | 200, list | List things |');
    expect(table).toContain('| DELETE | `/things/{id}` | admin | 204, no body | Delete a thing |');
    expect(table).toContain('| GET | `/other/{id}.pdf` | signed in | 200, `application/pdf` | A \\| piped PDF |');
  });

  it('when the document has no marked block, then regenerating it fails with a message naming the markers', () => {
    expect(() => withRouteTable('# API\n', [])).toThrow(/route-table:start/);
  });
});
