import { escapeHtml } from '@cards/card-layout/escape-html';
import { SITE } from '../api/config';
import { absoluteUrl, metaFor, type PageMeta } from './meta';
import { breadcrumbLd, organizationLd, websiteLd } from './structured-data';

export interface HeadTags {
  meta: PageMeta;
  path: string;
  ld: Record<string, unknown>[];
  robots: string;
}

/** The head of one page: page metadata (docs/product.md), canonical, social tags, robots and JSON-LD. */
export function headTags(
  path: string,
  override?: Partial<PageMeta>,
  extraLd: Record<string, unknown>[] = [],
  robots = 'index, follow',
): HeadTags {
  const meta = metaFor(path, override);
  const ld = [websiteLd(), breadcrumbLd(path), ...(path === '/' ? [organizationLd()] : []), ...extraLd];
  return { meta, path, ld, robots };
}

/** The managed head elements as HTML, each marked `data-seo` so the client can replace them. */
export function headHtml(t: HeadTags): string {
  const { meta } = t;
  const url = absoluteUrl(t.path);
  const image = absoluteUrl(meta.image);
  const m = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta data-seo ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title data-seo>${escapeHtml(meta.title)}</title>`,
    m('name', 'description', meta.description),
    m('name', 'keywords', meta.keywords),
    m('name', 'robots', t.robots),
    `<link data-seo rel="canonical" href="${escapeHtml(url)}">`,
    m('property', 'og:title', meta.title),
    m('property', 'og:description', meta.description),
    m('property', 'og:type', meta.type === 'article' ? 'article' : meta.type === 'product' ? 'product' : 'website'),
    m('property', 'og:url', url),
    m('property', 'og:image', image),
    m('property', 'og:site_name', meta.siteName),
    m('property', 'og:locale', 'en_GB'),
    m('name', 'twitter:card', 'summary_large_image'),
    m('name', 'twitter:site', SITE.twitter),
    m('name', 'twitter:title', meta.title),
    m('name', 'twitter:description', meta.description),
    m('name', 'twitter:image', image),
    ...t.ld.map((j) => `<script data-seo type="application/ld+json">${JSON.stringify(j).replace(/</g, '\\u003c')}</script>`),
  ].join('\n    ');
}

/** Client side: swap the previous page's managed head for this one's. */
export function applyHead(t: HeadTags, doc: Document = document) {
  doc.head.querySelectorAll('[data-seo]').forEach((el) => el.remove());
  const tpl = doc.createElement('template');
  tpl.innerHTML = headHtml(t);
  doc.head.append(tpl.content);
  doc.title = t.meta.title;
}
