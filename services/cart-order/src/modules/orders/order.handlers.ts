import {
  CartOrderCalls,
  ChangeArriveByBody,
  CreateAdminOrderBody,
  OrderIdParams,
  OrderListQuery,
  OrderNumberParams,
  UpdateAdminOrderBody,
} from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import type { OrderService } from './order.service.js';

/** `/orders`, `/order/{number}`, `/orders/{id}/cancel` for customers; `/admin/orders` CRUD for admins. */
export async function registerOrderHandlers(rpc: RequestBus, orders: OrderService) {
  await serveCall(rpc, CartOrderCalls.listOrders, async (call) =>
    orders.list(parseInput(OrderListQuery, call.query), requireActor(call).user_id),
  );
  await serveCall(rpc, CartOrderCalls.getOrder, async (call) =>
    orders.get(parseInput(OrderIdParams, call.params).id, requireActor(call).user_id),
  );
  await serveCall(rpc, CartOrderCalls.getOrderByNumber, async (call) =>
    orders.byNumber(parseInput(OrderNumberParams, call.params).number, requireActor(call).user_id),
  );
  await serveCall(rpc, CartOrderCalls.cancelOrder, async (call) =>
    orders.cancel(requireActor(call), parseInput(OrderIdParams, call.params).id),
  );
  await serveCall(rpc, CartOrderCalls.changeArriveBy, async (call) => {
    const { arrive_by, arrive_by_mode } = parseInput(ChangeArriveByBody, call.body).order;
    return orders.changeArriveBy(requireActor(call), parseInput(OrderIdParams, call.params).id, arrive_by, arrive_by_mode);
  });

  await serveCall(rpc, CartOrderCalls.adminListOrders, async (call) => {
    requireAdmin(call);
    return orders.list(parseInput(OrderListQuery, call.query), null);
  });
  await serveCall(rpc, CartOrderCalls.adminGetOrder, async (call) => {
    requireAdmin(call);
    return orders.get(parseInput(OrderIdParams, call.params).id, null);
  });
  await serveCall(rpc, CartOrderCalls.adminCreateOrder, async (call) => {
    requireAdmin(call);
    return orders.adminCreate(parseInput(CreateAdminOrderBody, call.body).order);
  });
  await serveCall(rpc, CartOrderCalls.adminUpdateOrder, async (call) => {
    requireAdmin(call);
    return orders.adminUpdate(parseInput(OrderIdParams, call.params).id, parseInput(UpdateAdminOrderBody, call.body).order);
  });
  await serveCall(rpc, CartOrderCalls.adminDeleteOrder, async (call) => {
    requireAdmin(call);
    await orders.adminDelete(parseInput(OrderIdParams, call.params).id);
    return null;
  });
}
