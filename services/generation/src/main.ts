import { runServiceProcess } from '@cards/kit';
import { createGenerationApp } from './app.js';
import { GenerationConfigKeys } from './config.js';

await runServiceProcess('generation', createGenerationApp, GenerationConfigKeys);
