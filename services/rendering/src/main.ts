import { runServiceProcess } from '@cards/kit';
import { createRenderingApp } from './app.js';
import { RenderingConfigKeys } from './config.js';

await runServiceProcess('rendering', createRenderingApp, RenderingConfigKeys);
