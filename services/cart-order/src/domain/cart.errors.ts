import { notFound, unprocessable } from '@cards/kit';

export const cartItemNotFound = () => notFound('cart_item_not_found', 'Cart item not found');
export const productNotFound = () => notFound('product_not_found', 'Product not found');
export const productUnavailable = () =>
  unprocessable('product_unavailable', 'This product is no longer available', { 'cart.product_id': ['is not available'] });
export const cardInstanceNotReady = (status: string) =>
  unprocessable('card_instance_not_ready', 'This card is still being made; add it when it is ready', {
    'cart.card_instance.id': [`is ${status}, not ready`],
  });
export const quantityTooHigh = (field: string, would: number) =>
  unprocessable('validation_failed', `Invalid ${field}`, { [field]: [`would be ${would}; at most 100 of one card`] });
export const cartFull = () => unprocessable('cart_full', 'A cart holds at most 50 different cards', { cart: ['holds at most 50 items'] });
export const addressNotFound = () => notFound('address_not_found', 'Address not found');
/** The chosen arrive-by day cannot be reached: the reason in words ("No deliveries on Sundays"). */
export const arriveByUnreachable = (reason: string, field = 'delivery.arrive_by') =>
  unprocessable('arrive_by_unreachable', `${reason}. Choose another day.`, { [field]: [reason] });
export const mailingQuantity = () =>
  unprocessable('mailing_quantity', 'A card sent to many is printed once for each recipient by post; change its recipients instead', {
    'cart_item.quantity': ['is the number of recipients by post'],
  });
export const notAMailing = () =>
  unprocessable('not_a_mailing', 'This line is not sent to a list; send the card to many to choose recipients', {
    cart_item: ['has no recipients'],
  });
