import { z } from 'zod';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import {
  ChangeArriveByBody,
  CreateAdminOrderBody,
  Order,
  OrderIdParams,
  OrderListQuery,
  OrderNumberParams,
  UpdateAdminOrderBody,
} from './order.js';

/** Customers' orders and the admin's order views: REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const orderRoutes = {
  listOrders: forwardedRoute(
    'cart_order.order.list',
    defineRoute({
      method: 'get',
      path: '/orders',
      summary: 'My orders, newest first',
      tag: 'Orders',
      auth: 'user',
      query: OrderListQuery,
      response: z.array(Order),
    }),
  ),
  getOrder: forwardedRoute(
    'cart_order.order.get',
    defineRoute({
      method: 'get',
      path: '/orders/:id',
      summary: 'One of my orders',
      tag: 'Orders',
      auth: 'user',
      params: OrderIdParams,
      response: Order,
    }),
  ),
  getOrderByNumber: forwardedRoute(
    'cart_order.order.get_by_number',
    defineRoute({
      method: 'get',
      path: '/order/:number',
      summary: 'One of my orders by its number',
      tag: 'Orders',
      auth: 'user',
      params: OrderNumberParams,
      response: Order,
    }),
  ),
  cancelOrder: forwardedRoute(
    'cart_order.order.cancel',
    defineRoute({
      method: 'post',
      path: '/orders/:id/cancel',
      summary: 'Cancel my order before it goes to production (refunded in full)',
      tag: 'Orders',
      auth: 'user',
      params: OrderIdParams,
      response: Order,
      errors: [409],
    }),
  ),
  changeArriveBy: forwardedRoute(
    'cart_order.order.change_arrive_by',
    defineRoute({
      method: 'put',
      path: '/orders/:id/arrive_by',
      summary: 'Change the arrive-by day of my held order (422 with the reason when it cannot be reached)',
      tag: 'Orders',
      auth: 'user',
      params: OrderIdParams,
      body: ChangeArriveByBody,
      response: Order,
      errors: [409],
    }),
  ),

  adminListOrders: forwardedRoute(
    'cart_order.admin_order.list',
    defineRoute({
      method: 'get',
      path: '/admin/orders',
      summary: 'All orders',
      tag: 'Admin',
      auth: 'admin',
      query: OrderListQuery,
      response: z.array(Order),
    }),
  ),
  adminGetOrder: forwardedRoute(
    'cart_order.admin_order.get',
    defineRoute({
      method: 'get',
      path: '/admin/orders/:id',
      summary: 'Any order',
      tag: 'Admin',
      auth: 'admin',
      params: OrderIdParams,
      response: Order,
    }),
  ),
  adminCreateOrder: forwardedRoute(
    'cart_order.admin_order.create',
    defineRoute({
      method: 'post',
      path: '/admin/orders',
      summary: 'Record a manual (already paid) order',
      tag: 'Admin',
      auth: 'admin',
      body: CreateAdminOrderBody,
      response: Order,
      status: 201,
    }),
  ),
  adminUpdateOrder: forwardedRoute(
    'cart_order.admin_order.update',
    defineRoute({
      method: 'put',
      path: '/admin/orders/:id',
      summary: 'Move an order along its status machine, set tracking',
      tag: 'Admin',
      auth: 'admin',
      params: OrderIdParams,
      body: UpdateAdminOrderBody,
      response: Order,
      errors: [409],
    }),
  ),
  adminDeleteOrder: forwardedRoute(
    'cart_order.admin_order.delete',
    defineRoute({
      method: 'delete',
      path: '/admin/orders/:id',
      summary: 'Archive a cancelled or refunded order',
      tag: 'Admin',
      auth: 'admin',
      params: OrderIdParams,
      status: 204,
      errors: [409],
    }),
  ),
} as const;
