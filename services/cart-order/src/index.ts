export { createCartOrderApp, CART_ORDER_SCHEMA } from './app.js';
