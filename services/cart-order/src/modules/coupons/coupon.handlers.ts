import { cartOrderRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CouponService } from './coupon.service.js';

/** `/coupons` CRUD, admin only. */
export async function serveCoupons(rpc: RequestBus, coupons: CouponService) {
  await serveRoute(rpc, routes.listCoupons, async ({ query }) => coupons.list(query));
  await serveRoute(rpc, routes.getCoupon, async ({ params }) => coupons.get(params.key));
  await serveRoute(rpc, routes.createCoupon, async ({ body }) => coupons.create(body.coupon));
  await serveRoute(rpc, routes.updateCoupon, async ({ params, body }) => coupons.update(params.key, body.coupon));
  await serveRoute(rpc, routes.deleteCoupon, async ({ params }) => {
    await coupons.remove(params.key);
    return null;
  });
}
