import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from './meta';

export interface SeoProps {
  meta?: Partial<PageMeta>;
  ld?: Record<string, unknown>[];
  /** `index, follow` unless a page must stay out of search results (one carrying a secret token). */
  robots?: string;
}

/** For pages that must stay out of search results, e.g. account recovery (its links carry one-time tokens). */
export const NOT_INDEXED = 'noindex, nofollow';

/** Pre-rendering passes a collector, which builds the page's head from what the page asks for. */
export const HeadCollector = createContext<((page: SeoProps & { path: string }) => void) | null>(null);

// A pre-rendered page arrives with its head already in place: the first <Seo> there need not redo it.
let prerenderedPath =
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.prerendered === 'true' ? window.location.pathname : null;

/**
 * The page's head (page metadata, canonical, social tags, JSON-LD). In the browser it is
 * swapped in after each render; the code that builds it loads then, not with the first route.
 */
export function Seo({ meta, ld, robots }: SeoProps) {
  const { pathname } = useLocation();
  const collect = useContext(HeadCollector);
  if (collect) collect({ path: pathname, meta, ld, robots });
  const key = JSON.stringify([pathname, meta ?? null, ld ?? [], robots ?? null]);
  useEffect(() => {
    const [path, m, l, r] = JSON.parse(key) as [string, Partial<PageMeta> | null, Record<string, unknown>[], string | null];
    if (path === prerenderedPath) {
      prerenderedPath = null;
      return;
    }
    prerenderedPath = null;
    void import('./head').then(({ applyHead, headTags }) => applyHead(headTags(path, m ?? undefined, l, r ?? undefined)));
  }, [key]);
  return null;
}
