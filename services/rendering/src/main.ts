import { runServiceProcess } from '@cards/kit';
import { createRenderingApp } from './app.js';

await runServiceProcess('rendering', createRenderingApp);
