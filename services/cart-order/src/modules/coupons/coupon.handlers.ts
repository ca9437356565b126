import { CartOrderCalls, CouponKeyParams, CreateCouponBody, ListQuery, UpdateCouponBody } from '@cards/contracts';
import { parseInput, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import type { CouponService } from './coupon.service.js';

/** `/coupons` CRUD, admin only. */
export async function registerCouponHandlers(rpc: RequestBus, coupons: CouponService) {
  await serveCall(rpc, CartOrderCalls.listCoupons, async (call) => {
    requireAdmin(call);
    return coupons.list(parseInput(ListQuery, call.query));
  });
  await serveCall(rpc, CartOrderCalls.getCoupon, async (call) => {
    requireAdmin(call);
    return coupons.get(parseInput(CouponKeyParams, call.params).key);
  });
  await serveCall(rpc, CartOrderCalls.createCoupon, async (call) => {
    requireAdmin(call);
    return coupons.create(parseInput(CreateCouponBody, call.body).coupon);
  });
  await serveCall(rpc, CartOrderCalls.updateCoupon, async (call) => {
    requireAdmin(call);
    return coupons.update(parseInput(CouponKeyParams, call.params).key, parseInput(UpdateCouponBody, call.body).coupon);
  });
  await serveCall(rpc, CartOrderCalls.deleteCoupon, async (call) => {
    requireAdmin(call);
    await coupons.remove(parseInput(CouponKeyParams, call.params).key);
    return null;
  });
}
