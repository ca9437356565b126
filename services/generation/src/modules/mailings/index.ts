/**
 * Cards sent to many, generation's part: the checks cart-order asks before it keeps a list
 * (moderation, the e-card quota) and the e-cards of paid orders. The front door of the module;
 * everything else in it is private. It owns no table.
 */
export { registerMailingHandlers } from './mailing.handlers.js';
export { OrderEcards, type SendEcard } from './order-ecards.js';
