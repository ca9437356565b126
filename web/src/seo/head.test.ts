/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { describe, expect, it } from '@jest/globals';
import { applyHead, headHtml, headTags } from './head';
import { PAGE_META, PUBLIC_PATHS } from './meta';

const types = (path: string) => headTags(path).ld.map((j) => j['@type']);

describe('page metadata', () => {
  it('when a page is not home, then it carries WebSite and BreadcrumbList but no Organization', () => {
    expect(types('/blogs')).toEqual(['WebSite', 'BreadcrumbList']);
    expect(types('/')).toEqual(['WebSite', 'BreadcrumbList', 'Organization']);
  });

  it('when the sitemap priorities are read, then they are the spec’s', () => {
    expect(Object.fromEntries(PUBLIC_PATHS.map((p) => [p, PAGE_META[p]!.priority]))).toEqual({
      '/': 1,
      '/christmas/cards-before-christmas': 0.9,
      '/blogs': 0.8,
      '/samples': 0.7,
      '/cards': 0.6,
      '/about': 0.5,
      '/complete': 0.4,
      '/privacy': 0.3,
    });
  });

  it('when a path has no own metadata, then the defaults apply with a canonical link and robots index, follow', () => {
    const html = headHtml(headTags('/card/new'));
    expect(html).toContain('<title data-seo>Greeting Cards — personalised cards, printed and posted</title>');
    expect(html).toContain('rel="canonical" href="https://www.greeting-cards.co.uk/card/new"');
    expect(html).toContain('name="robots" content="index, follow"');
    expect(html).toContain('name="twitter:site" content="@greetingcardsuk"');
  });

  it('when the client moves to another page, then the managed head is replaced, not added to', () => {
    applyHead(headTags('/'));
    applyHead(headTags('/about'));
    expect(document.title).toBe(PAGE_META['/about']!.title);
    expect(document.head.querySelectorAll('link[rel=canonical]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
  });
});
