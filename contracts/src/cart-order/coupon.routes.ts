import { z } from 'zod';
import { ListQuery } from '../common.js';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { Coupon, CouponKeyParams, CreateCouponBody, UpdateCouponBody } from './coupon.js';

/** Coupons (admin): REST routes of the cart-order service, each with the call the BFF forwards it to. */
export const couponRoutes = {
  listCoupons: forwardedRoute(
    'cart_order.coupon.list',
    defineRoute({
      method: 'get',
      path: '/coupons',
      summary: 'List coupons',
      tag: 'Coupons',
      auth: 'admin',
      query: ListQuery,
      response: z.array(Coupon),
    }),
  ),
  getCoupon: forwardedRoute(
    'cart_order.coupon.get',
    defineRoute({
      method: 'get',
      path: '/coupons/:key',
      summary: 'Show a coupon by key (case-insensitive)',
      tag: 'Coupons',
      auth: 'admin',
      params: CouponKeyParams,
      response: Coupon,
    }),
  ),
  createCoupon: forwardedRoute(
    'cart_order.coupon.create',
    defineRoute({
      method: 'post',
      path: '/coupons',
      summary: 'Create a coupon',
      tag: 'Coupons',
      auth: 'admin',
      body: CreateCouponBody,
      response: Coupon,
      status: 201,
    }),
  ),
  updateCoupon: forwardedRoute(
    'cart_order.coupon.update',
    defineRoute({
      method: 'put',
      path: '/coupons/:key',
      summary: 'Update a coupon',
      tag: 'Coupons',
      auth: 'admin',
      params: CouponKeyParams,
      body: UpdateCouponBody,
      response: Coupon,
    }),
  ),
  deleteCoupon: forwardedRoute(
    'cart_order.coupon.delete',
    defineRoute({
      method: 'delete',
      path: '/coupons/:key',
      summary: 'Delete a coupon (redemptions are kept)',
      tag: 'Coupons',
      auth: 'admin',
      params: CouponKeyParams,
      status: 204,
    }),
  ),
} as const;
