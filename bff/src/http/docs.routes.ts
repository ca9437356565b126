import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { buildOpenApi } from '@cards/contracts';
import express, { Router } from 'express';
import type { RouteRegistry } from './route-registry.js';

const require = createRequire(import.meta.url);

/** `/openapi.json` from the mounted routes, and `/docs`: Swagger UI served from the package, no CDN. */
export function docsRouter(registry: RouteRegistry) {
  const router = Router();
  let doc: unknown;
  router.get('/openapi.json', (_req, res) => {
    doc ??= buildOpenApi(registry.routes, { title: 'Greeting Cards API', version: '1.0.0' });
    res.json(doc);
  });
  // Only the folder: the package's main module loads the 3.5 MB browser bundle into this
  // process (about 20 MB of RSS) although the files are only ever served from disk.
  const uiDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get('/docs/swagger-initializer.js', (_req, res) => {
    res
      .type('application/javascript')
      .send(
        `window.onload = () => { window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' }); };`,
      );
  });
  router.get('/docs', (req, res, next) => (req.originalUrl.endsWith('/') ? next() : res.redirect(301, '/docs/')));
  router.use('/docs', express.static(uiDir, { index: 'index.html' }));
  return router;
}
