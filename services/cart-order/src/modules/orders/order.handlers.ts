import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { OrderService } from './order.service.js';

/** `/orders`, `/order/{number}`, `/orders/{id}/cancel` for customers; `/admin/orders` CRUD for admins. */
export async function serveOrders(rpc: RequestBus, orders: OrderService) {
  await serveRoute(rpc, routes.listOrders, async ({ actor, query }) => orders.list(query, actor.user_id));
  await serveRoute(rpc, routes.getOrder, async ({ actor, params }) => orders.get(params.id, actor.user_id));
  await serveRoute(rpc, routes.getOrderByNumber, async ({ actor, params }) => orders.byNumber(params.number, actor.user_id));
  await serveRoute(rpc, routes.cancelOrder, async ({ actor, params }) => orders.cancel(actor, params.id));
  await serveRoute(rpc, routes.changeArriveBy, async ({ actor, params, body }) =>
    orders.changeArriveBy(actor, params.id, body.order.arrive_by, body.order.arrive_by_mode),
  );

  await serveRoute(rpc, routes.adminListOrders, async ({ query }) => orders.list(query, null));
  await serveRoute(rpc, routes.adminGetOrder, async ({ params }) => orders.get(params.id, null));
  await serveRoute(rpc, routes.adminCreateOrder, async ({ body }) => orders.adminCreate(body.order));
  await serveRoute(rpc, routes.adminUpdateOrder, async ({ params, body }) => orders.adminUpdate(params.id, body.order));
  await serveRoute(rpc, routes.adminDeleteOrder, async ({ params }) => {
    await orders.adminDelete(params.id);
    return null;
  });
}
