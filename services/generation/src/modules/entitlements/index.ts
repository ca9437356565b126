/**
 * Entitlements: who may generate how much (plans, packs, hourly and concurrent limits, e-card
 * caps), the paid checkout sessions that grant more, and the plans cart-order announces. The
 * front door of the module; everything else in it is private.
 */
import { AccountPlanEntity, GrantEntity, UsageEntity } from './entitlement.entities.js';

export { EntitlementService, type Charge, type EntitlementsDeps, type GenerationKind } from './entitlement.service.js';
export { EntitlementsConfig } from './entitlements.config.js';
export { PaymentSessionService, type PaidCards, type PaymentSessionDeps } from './payment-session.service.js';
export { subscribeSubscriptionChanged } from './on-subscription-changed.subscriber.js';
export { registerPaymentHandlers } from './payment.handlers.js';
export { registerAllowanceHandlers } from './allowance.handlers.js';

/** The module's tables, for the service's DataSource. */
export const entitlementTables = [AccountPlanEntity, GrantEntity, UsageEntity];
