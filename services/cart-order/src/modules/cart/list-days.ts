import type { Cart } from '@cards/contracts';
import { arriveByUnreachable } from '../../domain/cart.errors.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { POSTAGE } from '../../domain/pricing.js';
import { ListDatePlanner, type ArriveByRules, type ListDefaults, type PersonAim } from '../delivery-dates/index.js';
import type { ListedRecipient, RecipientSnapshot } from '../mailing/index.js';
import type { CartEntity } from './cart.entity.js';

/** What a person without a day or postage of their own follows: the cart's delivery. */
export const listDefaultsOf = (cart: Pick<CartEntity, 'postage_class' | 'arrive_by' | 'arrive_by_mode'>): ListDefaults => ({
  postage_class: cart.postage_class,
  arrive_by: calendarDay(cart.arrive_by),
  arrive_by_mode: cart.arrive_by_mode,
});

const aimOf = (r: RecipientSnapshot): PersonAim => ({
  name: r.name,
  channel: r.channel,
  postcode: r.address?.postcode ?? null,
  arrive_by: r.arrive_by ?? null,
  postage_class: r.postage_class ?? null,
});

/**
 * Each person's own day, checked against their postcode's nation and bank holidays and their
 * postage, when a list is set and again when the payment starts (time moves on): 422 naming
 * the first person whose day cannot be reached. People who follow the cart's day are checked
 * with the cart's (`PUT /cart/delivery`).
 */
export function assertListDays(arriveBy: ArriveByRules, now: Date, list: RecipientSnapshot[], cart: Parameters<typeof listDefaultsOf>[0]) {
  const planner = new ListDatePlanner(arriveBy);
  for (const r of list) {
    if (!r.arrive_by || r.arrive_by === 'asap') continue;
    const plan = planner.person(now, aimOf(r), listDefaultsOf(cart));
    if (!plan.ok) throw arriveByUnreachable(plan.reason, 'recipients.arrive_by');
  }
}

/** Each line sent to many with its people by date, as of `now` (ordinary lines have none). */
export function withListDates(
  view: Cart,
  lists: Map<number, ListedRecipient[]>,
  { arriveBy, now, cart }: { arriveBy: ArriveByRules; now: Date; cart: Parameters<typeof listDefaultsOf>[0] },
): Cart {
  const planner = new ListDatePlanner(arriveBy);
  return {
    ...view,
    items: view.items.map((i) => {
      const people = lists.get(i.id);
      if (!people?.length) return i;
      return {
        ...i,
        list_dates: planner.groups(
          now,
          people.map((r) => ({ ...aimOf(r), id: r.id })),
          listDefaultsOf(cart),
        ),
      };
    }),
  };
}

/** A list not yet added, by date (the send page's preview), its people named by their address-book entries. */
export function listDatesOf(arriveBy: ArriveByRules, now: Date, list: RecipientSnapshot[], cart: Parameters<typeof listDefaultsOf>[0]) {
  return new ListDatePlanner(arriveBy).groups(
    now,
    list.map((r) => ({ ...aimOf(r), id: r.address_id ?? 0 })),
    listDefaultsOf(cart),
  );
}

/** A list's envelopes in pence: each printed card at its own postage, or the cart's. */
export function listPostage(cartClass: CartEntity['postage_class'], people: RecipientSnapshot[]): number {
  return people.filter((r) => r.channel === 'post').reduce((s, r) => s + POSTAGE[r.postage_class ?? cartClass].price, 0);
}
