/**
 * Subscriptions to plans and the provider checkout sessions that buy them (or a generation
 * pack). The front door of the module; everything else in it is private.
 */
import { CheckoutSessionEntity, SubscriptionEntity } from './subscription.entity.js';

export { SubscriptionService } from './subscription.service.js';
export { serveSubscriptions } from './subscription.handlers.js';
export { LivePlanReads } from './live-plans.js';

/** The module's tables, for the service's DataSource. */
export const subscriptionTables = [CheckoutSessionEntity, SubscriptionEntity];
