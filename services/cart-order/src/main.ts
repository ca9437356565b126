import { runServiceProcess } from '@cards/kit';
import { createCartOrderApp } from './app.js';

await runServiceProcess('cart-order', createCartOrderApp);
