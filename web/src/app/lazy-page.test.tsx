/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { withQuietApi } from '../test-utils';
import { apiReady } from './load-api';
import { AppRoutes, preloadRoute } from './routes';
import { makeShellStore } from './store';

withQuietApi();

const app = (store: ReturnType<typeof makeShellStore>, path: string) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </Provider>
);

describe('lazily loaded pages', () => {
  it('when a content page opens, then it renders without loading the API', async () => {
    const store = makeShellStore();
    render(app(store, '/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards that sound like you' })).toBeTruthy();
    expect(apiReady(store)).toBe(false);
  });

  it('when a page that calls the API opens, then it waits for the API to be installed and renders', async () => {
    const store = makeShellStore();
    render(app(store, '/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(apiReady(store)).toBe(true);
  });

  it('when a route is preloaded, then it renders at once, with nothing to wait for', async () => {
    const store = makeShellStore();
    await preloadRoute('/blogs', store);
    render(app(store, '/blogs'));
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas for cards worth keeping' })).toBeTruthy();
  });
});
