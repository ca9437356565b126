import { runServiceProcess } from '@cards/kit';
import { createIdentityApp } from './app.js';
import { IdentityConfigKeys } from './config.js';

await runServiceProcess('identity', createIdentityApp, IdentityConfigKeys);
