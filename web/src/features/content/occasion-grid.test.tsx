/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { makeShellStore } from '../../app/store';
import { OccasionGrid } from './occasion-grid';

/** A real local API whose catalogue has one active occasion (none, when a test says so). */
let server: Server;
let noneActive = false;
beforeAll(async () => {
  // Jest's ES module loader cannot link two dynamic imports that share modules while both are in
  // flight (jestjs/jest#11434), which is how the grid loads the API chunk and its live part.
  // Loading them once here first leaves the grid's own loads nothing to link.
  await import('../../app/toolkit');
  await import('../../app/store-api');
  await import('./occasion-grid-live');
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const body = req.url?.startsWith('/events')
      ? [{ id: 1, slug: 'graduation', name: 'Graduation', icon: '🎓', description: 'Caps off', active: !noneActive }]
      : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  window.__CARDS_CONFIG__ = { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  cleanup();
  noneActive = false;
});

const grid = (store = makeShellStore()) => (
  <Provider store={store}>
    <MemoryRouter>
      <OccasionGrid />
    </MemoryRouter>
  </Provider>
);

describe('the occasion grid', () => {
  it('when it is pre-rendered, then it shows the standard occasions without the API', () => {
    const html = renderToString(grid());
    expect(html).toContain('Birthday');
    expect(html).not.toContain('Graduation');
  });

  it('when the page has been idle and the catalogue answers, then its occasions replace the standard ones', async () => {
    render(grid());
    expect(screen.getByText('Birthday')).toBeTruthy();
    expect(await screen.findByText('Graduation', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Birthday')).toBeNull();
  });

  it('when the catalogue has no active occasion, then the grid says so and points to the samples instead of showing nothing', async () => {
    noneActive = true;
    render(grid());
    expect((await screen.findByRole('status', undefined, { timeout: 10_000 })).textContent).toContain('refreshing our occasions');
    expect(screen.getByRole('link', { name: 'sample cards' }).getAttribute('href')).toBe('/samples');
    expect(screen.queryByText('Birthday')).toBeNull();
  });
});
