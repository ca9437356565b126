import { runServiceProcess } from '@cards/kit';
import { createGenerationApp } from './app.js';

await runServiceProcess('generation', createGenerationApp);
