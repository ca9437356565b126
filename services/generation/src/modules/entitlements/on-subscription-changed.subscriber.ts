import { CartOrderEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';

/**
 * Keeps `account_plans` in step with cart-order's subscriptions. Applied once per event
 * (inbox); an older event never overwrites a newer state of the same subscription's account.
 */
export async function subscribeSubscriptionChanged(bus: EventBus, ds: DataSource): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'generation',
    handler: 'subscription_changed',
    event: CartOrderEvents.subscriptionChanged,
    inbox: { ds, schema: 'generation' },
    apply: async (m, e) => {
      const d = e.data;
      await m.query(
        `INSERT INTO generation.account_plans (account_id, subscription_id, plan_id, plan_slug, status, current_period_end, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (account_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, plan_id = EXCLUDED.plan_id, plan_slug = EXCLUDED.plan_slug,
           status = EXCLUDED.status, current_period_end = EXCLUDED.current_period_end, updated_at = EXCLUDED.updated_at
         WHERE generation.account_plans.updated_at <= EXCLUDED.updated_at`,
        [d.account_id, d.subscription_id, d.plan_id, d.plan_slug ?? 'plus', d.status, d.current_period_end, e.occurredAt],
      );
    },
  });
}
