import { CartOrderEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { AccountPlanEntity } from './entitlement.entities.js';

/**
 * Keeps `account_plans` in step with cart-order's subscriptions. Applied once per event
 * (inbox); an older event never overwrites a newer state of the same subscription's account.
 */
export async function subscribeSubscriptionChanged(bus: EventBus, ds: DataSource): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'generation',
    handler: 'subscription_changed',
    event: CartOrderEvents.subscriptionChanged,
    inbox: ds,
    apply: async (m, e) => {
      const d = e.data;
      // One upsert whose update only happens when the event is not older than the state held.
      await m
        .createQueryBuilder()
        .insert()
        .into(AccountPlanEntity)
        .values({
          account_id: d.account_id,
          subscription_id: d.subscription_id,
          plan_id: d.plan_id,
          plan_slug: d.plan_slug ?? 'plus',
          status: d.status,
          current_period_end: d.current_period_end ? new Date(d.current_period_end) : null,
          updated_at: new Date(e.occurredAt),
        })
        .orUpdate(['subscription_id', 'plan_id', 'plan_slug', 'status', 'current_period_end', 'updated_at'], ['account_id'], {
          overwriteCondition: { where: 'account_plans.updated_at <= EXCLUDED.updated_at' },
        })
        .execute();
    },
  });
}
