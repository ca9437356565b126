import { artworkImage, type ArtworkImage } from '@cards/card-layout';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../api/config';

const cache = new Map<string, Promise<ArtworkImage | null>>();

async function load(url: string): Promise<ArtworkImage | null> {
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(`artwork ${res.status}`);
  return artworkImage(new Uint8Array(await res.arrayBuffer()), res.headers.get('content-type')) ?? null;
}

/**
 * An option's artwork as the printer gets it: its bytes inlined, vector or raster with its
 * pixel size, and the hints the painter left about where the greeting goes. Fetched once
 * per URL (artwork URLs change when the artwork does).
 */
export function useArtwork(imageUrl: string | null | undefined): { artwork: ArtworkImage | null; loading: boolean } {
  const url = apiUrl(imageUrl) || null;
  const [state, setState] = useState<{ url: string | null; artwork: ArtworkImage | null }>({ url: null, artwork: null });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let p = cache.get(url);
    if (!p) {
      p = load(url).catch(() => {
        cache.delete(url);
        return null;
      });
      cache.set(url, p);
    }
    void p.then((artwork) => {
      if (live) setState({ url, artwork });
    });
    return () => {
      live = false;
    };
  }, [url]);
  const current = state.url === url ? state.artwork : null;
  return { artwork: current, loading: !!url && state.url !== url };
}
