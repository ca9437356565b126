import type { RouteObject } from 'react-router';
import { Layout } from './Layout';

/** Route meta: `wide` widens the main content area (spec §2: the home page). */
export interface RouteHandle { wide?: boolean }

type Loader = () => Promise<Record<string, unknown>>;
/** Every page loads lazily (spec §2); each module exports the page as `Page`. */
const page = (load: Loader) => async () => ({ Component: (await load()).Page as React.ComponentType });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, lazy: page(() => import('../features/content/home.page')), handle: { wide: true } satisfies RouteHandle },
      { path: 'samples', lazy: page(() => import('../features/content/samples.page')) },
      { path: 'blogs', lazy: page(() => import('../features/content/blogs.page')) },
      { path: 'christmas/cards-before-christmas', lazy: page(() => import('../features/content/christmas.page')) },
      { path: 'about', lazy: page(() => import('../features/content/about.page')) },
      { path: 'privacy', lazy: page(() => import('../features/content/privacy.page')) },
      { path: '403', lazy: page(() => import('../features/content/forbidden.page')) },
      { path: 'maintenance', id: 'maintenance', lazy: page(() => import('../features/content/maintenance.page')) },
      { path: 'complete', lazy: page(() => import('../features/cart/complete.page')) },
      { path: 'login', lazy: page(() => import('../features/user/login.page')) },
      { path: 'signup', lazy: page(() => import('../features/user/signup.page')) },
      { path: 'confirmation', lazy: page(() => import('../features/user/confirmation.page')) },
      { path: 'logout', lazy: page(() => import('../features/user/logout.page')) },
      { path: 'password/new', lazy: page(() => import('../features/user/password-new.page')) },
      { path: 'password/edit', lazy: page(() => import('../features/user/password-edit.page')) },
      {
        path: 'profile',
        lazy: page(() => import('../features/user/profile.page')),
        children: [
          { index: true, lazy: page(() => import('../features/user/profile-show.page')) },
          { path: 'edit', lazy: page(() => import('../features/user/profile-edit.page')) },
          { path: 'orders', lazy: page(() => import('../features/orders/orders.page')) },
          { path: 'order/:number', lazy: page(() => import('../features/orders/order.page')) },
        ],
      },
      { path: 'cards', lazy: page(() => import('../features/cards/my-cards.page')) },
      { path: 'card/new', lazy: page(() => import('../features/cards/pick-occasion.page')) },
      { path: 'card/new/:event', lazy: page(() => import('../features/cards/new-card.page')) },
      { path: 'card/:id', lazy: page(() => import('../features/cards/card.page')) },
      { path: 'card/:id/edit', lazy: page(() => import('../features/cards/edit-card.page')) },
      { path: 'card/:id/option/:option_id', lazy: page(() => import('../features/cards/card-option.page')) },
      { path: 'cart', lazy: page(() => import('../features/cart/cart.page')) },
      { path: 'cart/checkout', lazy: page(() => import('../features/cart/checkout.page')) },
      { path: 'cart/complete/:number', lazy: page(() => import('../features/cart/order-complete.page')) },
      { path: 'subscriptions', lazy: page(() => import('../features/subscriptions/subscriptions.page')) },
      { path: 'subscription/new', lazy: page(() => import('../features/subscriptions/new-subscription.page')) },
      { path: 'subscription/:id', lazy: page(() => import('../features/subscriptions/subscription.page')) },
      { path: 'subscription/:id/edit', lazy: page(() => import('../features/subscriptions/edit-subscription.page')) },
      { path: 'admin/*', lazy: page(() => import('./admin-gate.page')) },
      { path: '*', lazy: page(() => import('../features/content/not-found.page')) },
    ],
  },
];
