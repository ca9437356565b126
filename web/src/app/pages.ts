import type { RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';

/** Route meta: `page` loads the route's code; `wide` widens the main content area (the home page). */
export interface RouteHandle {
  page: LazyPage;
  wide?: boolean;
}

type Load = Parameters<typeof lazyPage>[0];

/** A route whose page loads lazily; `api: false` for pages that show content without calling the API. */
function route(path: string | undefined, load: Load, opts: { api?: boolean; wide?: boolean; children?: RouteObject[] } = {}): RouteObject {
  const page = lazyPage(load, { api: opts.api });
  const handle: RouteHandle = { page, wide: opts.wide };
  return path === undefined
    ? { index: true, Component: page.Component, handle }
    : { path, Component: page.Component, handle, children: opts.children };
}

const content = { api: false };

/** Every page of the shop (docs/product.md), each in its own chunk. */
export const pages: RouteObject[] = [
  route(undefined, () => import('../features/content/home.page'), { ...content, wide: true }),
  route('samples', () => import('../features/content/samples.page')),
  route('blogs', () => import('../features/content/blogs.page'), content),
  route('christmas/cards-before-christmas', () => import('../features/content/christmas.page'), content),
  route('about', () => import('../features/content/about.page'), content),
  route('privacy', () => import('../features/content/privacy.page'), content),
  route('403', () => import('../features/content/forbidden.page'), content),
  route('maintenance', () => import('../features/content/maintenance.page'), content),
  route('wrong-address', () => import('../features/content/wrong-address.page'), content),
  route('complete', () => import('../features/cart/complete.page')),
  route('login', () => import('../features/user/login.page')),
  route('signup', () => import('../features/user/signup.page')),
  route('confirmation', () => import('../features/user/confirmation.page')),
  route('logout', () => import('../features/user/logout.page')),
  route('password/new', () => import('../features/user/password-new.page')),
  route('password/edit', () => import('../features/user/password-edit.page')),
  route('email/undo', () => import('../features/user/email-undo.page')),
  route('sign/:token', () => import('../features/signing/sign.page')),
  route('ecard/:token', () => import('../features/cards/ecard.page')),
  route('reminders/unsubscribe', () => import('../features/reminders/unsubscribe.page')),
  route('collect/:token', () => import('../features/user/collect.page')),
  route('profile', () => import('../features/user/profile.page'), {
    children: [
      route(undefined, () => import('../features/user/profile-show.page')),
      route('edit', () => import('../features/user/profile-edit.page')),
      route('orders', () => import('../features/orders/orders.page')),
      route('addresses', () => import('../features/user/addresses.page')),
      route('reminders', () => import('../features/reminders/reminders.page')),
      route('order/:number', () => import('../features/orders/order.page')),
    ],
  }),
  route('cards', () => import('../features/cards/my-cards.page')),
  route('card/new', () => import('../features/content/pick-occasion.page'), content),
  route('card/new/:event', () => import('../features/cards/new-card.page')),
  route('card/:id', () => import('../features/cards/card.page')),
  route('card/:id/edit', () => import('../features/cards/edit-card.page')),
  route('card/:id/option/:option_id', () => import('../features/cards/card-option.page')),
  route('card/:id/option/:option_id/send', () => import('../features/cards/send-to-many.page')),
  route('cart', () => import('../features/cart/cart.page')),
  route('cart/checkout', () => import('../features/cart/checkout.page')),
  route('cart/complete/:number', () => import('../features/orders/order-complete.page')),
  route('subscriptions', () => import('../features/subscriptions/subscriptions.page')),
  route('subscription/new', () => import('../features/subscriptions/new-subscription.page')),
  route('subscription/:id', () => import('../features/subscriptions/subscription.page')),
  route('subscription/:id/edit', () => import('../features/subscriptions/edit-subscription.page')),
  route('admin/*', () => import('./admin-gate.page')),
  route('*', () => import('../features/content/not-found.page'), content),
];
