import { SITE } from '../api/config';
import { absoluteUrl, breadcrumbs } from './meta';

type Json = Record<string, unknown>;

export function websiteLd(): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl('/cards')}?search={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbLd(path: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs(path).map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export function organizationLd(): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    contactPoint: {
      '@type': 'ContactPoint',
      email: SITE.supportEmail,
      contactType: 'customer support',
      areaServed: 'GB',
      availableLanguage: 'English',
    },
    sameAs: [`https://twitter.com/${SITE.twitter.slice(1)}`],
  };
}

/** The product template: default price 3.95 GBP (the shop's "from" price), in stock. */
export function productLd(p: { name: string; description: string; image: string; url: string; price?: number }): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: absoluteUrl(p.image),
    url: absoluteUrl(p.url),
    brand: { '@type': 'Brand', name: SITE.name },
    offers: {
      '@type': 'Offer',
      price: (p.price ?? 3.95).toFixed(2),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(p.url),
    },
  };
}

/** The article template (the blog's articles). */
export function articleLd(a: {
  title: string;
  description: string;
  image: string;
  url: string;
  datePublished: string;
  dateModified: string;
}): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    image: absoluteUrl(a.image),
    url: absoluteUrl(a.url),
    mainEntityOfPage: absoluteUrl(a.url),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: { '@type': 'Organization', name: SITE.name },
    publisher: { '@type': 'Organization', name: SITE.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') } },
  };
}
