import { AppError, conflict, notFound, unprocessable } from '@cards/kit';

export const cartEmpty = () => unprocessable('cart_empty', 'Your cart is empty', { cart: ['is empty'] });
export const addressRequired = () =>
  unprocessable('delivery_address_required', 'Choose where to send the cards', { 'delivery.address': ['is required'] });
export const amountTooSmall = () => unprocessable('amount_too_small', 'Card payments start at £0.30', { total: ['must be at least 0.30'] });
export const itemsUnavailable = (ids: number[]) =>
  unprocessable('product_unavailable', 'Some items are no longer available; remove them to continue', {
    items: ids.map((id) => `cart item ${id} is no longer available`),
  });
export const cartBusy = () => conflict('cart_changed', 'Your cart changed while checking out; please try again');
export const paymentNotFound = () => notFound('payment_not_found', 'Payment not found');
export const cartChanged = () =>
  conflict('cart_changed', 'Your cart changed after you started paying; start the payment again to pay the new total');
export const pricesChanged = () =>
  conflict('prices_changed', 'Prices changed after you started paying; start the payment again to see the new total');
export const couponGone = () => conflict('coupon_exhausted', 'The coupon was used up while you were paying; start the payment again');
export const paymentMethodRequired = () =>
  unprocessable('validation_failed', 'Invalid cart.payment_method', { 'cart.payment_method': ['is required to pay'] });
export const paymentProcessing = () =>
  conflict('payment_processing', 'Your bank is still processing the payment; the order appears as soon as it confirms');
export const paymentCanceled = () => conflict('payment_canceled', 'This payment was cancelled; start the payment again');
export const amountMismatch = () =>
  conflict('amount_mismatch', 'The payment does not match the order total; nothing was ordered. Contact us and we will sort it out');
export const providerUnavailable = () =>
  new AppError(502, 'payment_provider_unavailable', 'The payment service did not answer; nothing was charged, please try again');

export const requiresAction = (intent: { id: string; client_secret: string | null; next_action: unknown }) =>
  new AppError(402, 'requires_action', 'Your bank asks you to confirm this payment', {
    payment_intent_id: intent.id,
    client_secret: intent.client_secret,
    next_action: intent.next_action,
  });
export const declined = (code: string, message: string, declineCode?: string) =>
  new AppError(402, code, message, { decline_code: declineCode ?? null });
