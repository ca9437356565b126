import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CartEdits } from './cart-edits.js';
import type { CartService } from './cart.service.js';
import type { SendToManyService } from './send-to-many.service.js';

/**
 * The cart calls of the REST API (docs/api.md); checkout's are the payments module's. The changes
 * that write another module's tables too go to `edits`, a flow.
 */
export async function serveCart(rpc: RequestBus, cart: CartService, mailing: SendToManyService, edits: CartEdits) {
  await serveRoute(rpc, routes.getCart, async ({ actor }) => cart.view(actor));
  await serveRoute(rpc, routes.addToCart, async ({ actor, body }) => cart.add(actor, body.cart));
  await serveRoute(rpc, routes.removeFromCart, async ({ actor, body }) => edits.remove(actor, body.cart_item.id));
  await serveRoute(rpc, routes.clearCart, async ({ actor }) => edits.clear(actor));
  await serveRoute(rpc, routes.updateCartItem, async ({ actor, params, body }) =>
    cart.updateItem(actor, params.id, body.cart_item.quantity),
  );
  await serveRoute(rpc, routes.sendToMany, async ({ actor, body }) => edits.sendToMany(actor, body.mailing));
  await serveRoute(rpc, routes.listDates, async ({ actor, body }) => mailing.listDates(actor, body.recipients));
  await serveRoute(rpc, routes.setCartItemRecipients, async ({ actor, params, body }) =>
    edits.setRecipients(actor, params.id, body.recipients),
  );
  await serveRoute(rpc, routes.applyCoupon, async ({ actor, body }) => cart.applyCoupon(actor, body.key));
  await serveRoute(rpc, routes.removeCoupon, async ({ actor }) => cart.removeCoupon(actor));
  await serveRoute(rpc, routes.setDelivery, async ({ actor, body }) => edits.setDelivery(actor, body.delivery));
  await serveRoute(rpc, routes.couponValid, async ({ actor, body }) => cart.couponValid(actor, body.key));
}
