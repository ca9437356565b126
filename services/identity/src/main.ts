import { runServiceProcess } from '@cards/kit';
import { createIdentityApp } from './app.js';

await runServiceProcess('identity', createIdentityApp);
