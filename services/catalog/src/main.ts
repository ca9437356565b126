import { runServiceProcess } from '@cards/kit';
import { createCatalogApp } from './app.js';

await runServiceProcess('catalog', createCatalogApp);
