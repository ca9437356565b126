import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from './meta';
import { applyHead, headTags, type HeadTags } from './head';

/** Pre-rendering passes a collector; in the browser the head is updated after each render. */
export const HeadCollector = createContext<((t: HeadTags) => void) | null>(null);

export interface SeoProps {
  meta?: Partial<PageMeta>;
  ld?: Record<string, unknown>[];
}

export function Seo({ meta, ld }: SeoProps) {
  const { pathname } = useLocation();
  const collect = useContext(HeadCollector);
  const tags = headTags(pathname, meta, ld);
  if (collect) collect(tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadTags);
  }, [key]);
  return null;
}
