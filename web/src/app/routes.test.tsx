/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { administrator, customer, renderRoutes, withQuietApi } from '../test-utils';
import { routes } from './routes';

withQuietApi();

describe('the routes', () => {
  it('when a customer without the admin flag opens /admin, then the forbidden page shows the message once', async () => {
    const { location } = renderRoutes(routes, '/admin', customer);
    await waitFor(() => expect(location().pathname).toBe('/403'));
    expect(await screen.findAllByText('You need administrator privileges to access this area.')).toHaveLength(1);
  });

  it('when an admin opens /admin, then they stay in the admin area', async () => {
    const { location, container } = renderRoutes(routes, '/admin', administrator);
    await waitFor(() => expect(container.querySelector('main')?.textContent ?? '').not.toBe(''));
    expect(location().pathname).toBe('/admin');
    expect(screen.queryByText('You need administrator privileges to access this area.')).toBeNull();
  });

  it('when a path is unknown, then the not-found page answers', async () => {
    renderRoutes(routes, '/no/such/thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
  });

  it('when a visitor opens the blog, then it has three articles', async () => {
    const { container } = renderRoutes(routes, '/blogs');
    await screen.findByRole('heading', { level: 1, name: 'Ideas for cards worth keeping' });
    expect(container.querySelectorAll('article')).toHaveLength(3);
  });

  it('when the home page renders, then the main area is wide and other pages are not', async () => {
    const { navigate, container } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: /Cards that sound like you/ });
    expect(container.querySelector('main')!.className).toContain('main-wide');
    await navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'Cards that sound like you' });
    expect(container.querySelector('main')!.className).not.toContain('main-wide');
  });

  it('when a visitor opens a page for signed-in people, then they are sent to /login with a way back', async () => {
    const { location } = renderRoutes(routes, '/cart');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?return_to=%2Fcart');
  });

  it('when a page is left scrolled, then the next page opens at the top; at the top already, nothing is scrolled and nothing logged', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const errors = jest.spyOn(console, 'error');
    const { navigate } = renderRoutes(routes, '/about');
    await screen.findByRole('heading', { level: 1, name: 'Cards that sound like you' });
    await navigate('/blogs');
    await screen.findByRole('heading', { level: 1, name: 'Ideas for cards worth keeping' });
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'Cards that sound like you' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(errors.mock.calls.flat().join(' ')).not.toContain('scrollTo');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockRestore();
    errors.mockRestore();
  });
});
