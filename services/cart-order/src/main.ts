import { runServiceProcess } from '@cards/kit';
import { createCartOrderApp } from './app.js';
import { CartOrderConfigKeys } from './config.js';

await runServiceProcess('cart-order', createCartOrderApp, CartOrderConfigKeys);
