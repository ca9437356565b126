import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { headHtml, type HeadTags } from './seo/head';
import { HeadCollector } from './seo/Seo';

export { PAGE_META, PUBLIC_PATHS } from './seo/meta';
export { SITE } from './api/config';

/**
 * Renders one public route as a visitor sees it before any data arrives: the HTML that goes
 * into the page and the head tags for it. Used by scripts/prerender.mjs after the build.
 */
export async function render(path: string): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only plain pages are pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: HeadTags | undefined;
  const html = renderToString(
    <HeadCollector.Provider value={(t) => { head = t; }}>
      <Provider store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </HeadCollector.Provider>,
  );
  if (!head) throw new Error(`${path} rendered no <Seo>`);
  return { html, head: headHtml(head) };
}
