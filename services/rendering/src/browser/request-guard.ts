import type { HTTPRequest, Page } from 'puppeteer-core';

/** What a guarded page tried to fetch and was refused. */
export interface RequestGuard {
  blocked: string[];
}

/**
 * Only inline data may load: a card page is built from escaped text and the project's own
 * bytes inlined as `data:` URLs, so any other request (a URL smuggled into text, a font or
 * image from the network, a navigation) is aborted before it leaves the browser.
 */
export function isAllowedUrl(url: string): boolean {
  return url.startsWith('data:') || url === 'about:blank';
}

export async function guardRequests(page: Page): Promise<RequestGuard> {
  const guard: RequestGuard = { blocked: [] };
  await page.setRequestInterception(true);
  page.on('request', (req: HTTPRequest) => {
    if (req.isInterceptResolutionHandled()) return;
    const url = req.url();
    if (isAllowedUrl(url)) {
      void req.continue().catch(() => undefined);
      return;
    }
    guard.blocked.push(url.slice(0, 200));
    void req.abort('blockedbyclient').catch(() => undefined);
  });
  return guard;
}
