/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Outlet, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from '@jest/globals';
import { makeStore } from './store-api';
import { cartApi } from '../features/cart/cart.api';
import { administrator, customer, renderRoutes } from '../test-utils';
import { Header, menuEntries } from './header';

const withHeader = [
  {
    path: '*',
    Component: () => (
      <>
        <Header />
        <main>
          <a href="/x">outside</a>
        </main>
      </>
    ),
  },
];

afterEach(cleanup);

describe('the menu', () => {
  it('when nobody is signed in, then it offers Home, About Us and Login', () => {
    expect(menuEntries({ signedIn: false, admin: false, cartCount: 0 }).map((e) => e.label)).toEqual([
      'Home',
      'Samples',
      'Christmas cards',
      'Blog',
      'About Us',
      'Sign up',
      'Login',
    ]);
  });

  it('when a customer is signed in, then it adds My Cards, Cart, My Account and Logout', () => {
    expect(menuEntries({ signedIn: true, admin: false, cartCount: 2 }).map((e) => e.label)).toEqual([
      'Home',
      'About Us',
      'My Cards',
      'Cart',
      'My Account',
      'Logout',
    ]);
  });

  it('when an admin is signed in, then Subscriptions and Admin appear too', () => {
    expect(menuEntries({ signedIn: true, admin: true, cartCount: 0 }).map((e) => e.label)).toEqual([
      'Home',
      'Subscriptions',
      'About Us',
      'My Cards',
      'Cart',
      'My Account',
      'Admin',
      'Logout',
    ]);
  });

  it('when the burger is pressed, then the nav opens with focus inside and Escape closes it and returns focus', () => {
    renderRoutes(withHeader, '/');
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Home' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it('when someone clicks outside the open menu, then it closes', () => {
    renderRoutes(withHeader, '/');
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('when the cart has cards, then the badge shows the cart’s item count', async () => {
    const { store } = renderRoutes(withHeader, '/', customer);
    const cart = {
      id: 1,
      items: [],
      item_count: 3,
      subtotal: 0,
      coupon: null,
      coupon_value: 0,
      coupon_error: null,
      shipping: 0,
      vat: 0,
      total: 0,
      currency: 'GBP' as const,
      delivery: {
        method: 'to_me' as const,
        postage_class: 'second' as const,
        postage_name: 'Royal Mail 2nd Class',
        address_id: null,
        address: null,
        arrive_by: null,
        arrive_by_mode: 'on_the_day' as const,
        arrive_by_error: null,
        arrive_by_plan: null,
        options: [],
      },
      version: 1,
    };
    await act(async () => {
      await store.dispatch(cartApi.util.upsertQueryData('getCart', undefined, cart));
    });
    expect(store.getState().cart.itemCount).toBe(3);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('when the user is an admin only by e-mail, then no admin entry appears: the server flag decides', () => {
    renderRoutes(withHeader, '/', { ...customer, current: { ...customer.current!, email: administrator.current!.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});

describe('the menu while a page loads', () => {
  it('when the menu is opened after a link was followed but before that page arrived, then its arrival leaves the menu open', async () => {
    let arrive!: () => void;
    const Slow = lazy(
      () =>
        new Promise<{ default: ComponentType }>((r) => {
          arrive = () => r({ default: () => <p>the slow page</p> });
        }),
    );
    const Shell = () => (
      <>
        <Header />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </>
    );
    const routes = [
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, Component: () => <Link to="/slow">go slow</Link> },
          { path: 'slow', Component: Slow },
        ],
      },
    ];
    const Routes = () => useRoutes(routes);
    window.history.replaceState(null, '', '/');
    render(
      <Provider store={makeStore()}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </Provider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'go slow' }));
    });
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('link', { name: 'go slow' })).toBeTruthy();
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      arrive();
    });
    expect(await screen.findByText('the slow page')).toBeTruthy();
    expect(burger.getAttribute('aria-expanded')).toBe('true');
  });
});
