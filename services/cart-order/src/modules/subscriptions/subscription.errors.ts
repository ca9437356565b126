import { conflict, notFound, unprocessable } from '@cards/kit';

export const subscriptionNotFound = () => notFound('subscription_not_found', 'Subscription not found');
export const planNotFound = () => notFound('plan_not_found', 'Plan not found');
export const planUnavailable = () =>
  unprocessable('plan_unavailable', 'This plan cannot be bought', { 'subscription.plan_id': ['is not available'] });
export const planIsFree = () =>
  unprocessable('plan_is_free', 'This plan is free; there is nothing to subscribe to', { 'subscription.plan_id': ['is free'] });
export const noAccount = () => unprocessable('account_required', 'Your user has no account to subscribe');
export const alreadySubscribed = () =>
  conflict('subscription_exists', 'This account already has a live subscription; cancel it first or change it');
export const checkoutNotFound = () => notFound('checkout_session_not_found', 'Checkout session not found');
export const testProviderOnly = () => notFound('route_not_found', 'Only the test payment provider takes test payments');
