import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CartService } from './cart.service.js';
import type { SendToManyService } from './send-to-many.service.js';

/** The cart calls of the REST API (docs/api.md); checkout's are the payments module's. */
export async function serveCart(rpc: RequestBus, cart: CartService, mailing: SendToManyService) {
  await serveRoute(rpc, routes.getCart, async ({ actor }) => cart.view(actor));
  await serveRoute(rpc, routes.addToCart, async ({ actor, body }) => cart.add(actor, body.cart));
  await serveRoute(rpc, routes.removeFromCart, async ({ actor, body }) => cart.remove(actor, body.cart_item.id));
  await serveRoute(rpc, routes.clearCart, async ({ actor }) => cart.clear(actor));
  await serveRoute(rpc, routes.updateCartItem, async ({ actor, params, body }) =>
    cart.updateItem(actor, params.id, body.cart_item.quantity),
  );
  await serveRoute(rpc, routes.sendToMany, async ({ actor, body }) => mailing.sendToMany(actor, body.mailing));
  await serveRoute(rpc, routes.listDates, async ({ actor, body }) => mailing.listDates(actor, body.recipients));
  await serveRoute(rpc, routes.setCartItemRecipients, async ({ actor, params, body }) =>
    mailing.setRecipients(actor, params.id, body.recipients),
  );
  await serveRoute(rpc, routes.applyCoupon, async ({ actor, body }) => cart.applyCoupon(actor, body.key));
  await serveRoute(rpc, routes.removeCoupon, async ({ actor }) => cart.removeCoupon(actor));
  await serveRoute(rpc, routes.setDelivery, async ({ actor, body }) => cart.setDelivery(actor, body.delivery));
  await serveRoute(rpc, routes.couponValid, async ({ actor, body }) => cart.couponValid(actor, body.key));
}
