import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/routes';
import type { HeadTags } from './seo/head';
import { HeadCollector } from './seo/seo';

export { PAGE_META, PUBLIC_PATHS } from './seo/meta';
export { SITE } from './api/config';

/**
 * Renders one public route as a visitor sees it before any data arrives: the HTML that goes
 * into the page and the head tags for it. Used by scripts/prerender.mjs after the build.
 */
export async function render(path: string): Promise<{ html: string; head: string }> {
  // The browser loads these two lazily; imported the same way here so the build splits them alike.
  const [{ makeStore }, { headHtml, headTags }] = await Promise.all([import('./app/store-api'), import('./seo/head')]);
  const store = makeStore();
  await preloadRoute(path, store);
  let head: HeadTags | undefined;
  const html = renderToString(
    <HeadCollector.Provider
      value={(p) => {
        head = headTags(p.path, p.meta, p.ld, p.robots);
      }}
    >
      <Provider store={store}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </HeadCollector.Provider>,
  );
  if (!head) throw new Error(`${path} rendered no <Seo>`);
  return { html, head: headHtml(head) };
}
