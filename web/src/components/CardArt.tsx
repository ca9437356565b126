import { THUMBNAIL_PLACEHOLDER_WIDTH } from '@cards/card-layout';
import { useState, type SyntheticEvent } from 'react';
import { apiUrl } from '../api/config';

const PALETTES = [
  ['#f7d9cf', '#b4405e', '#5a1f33'],
  ['#dfe8dc', '#2f5a3a', '#1d3524'],
  ['#e9dff0', '#6a3d8c', '#2e1b3d'],
  ['#fbe7c6', '#b5651d', '#4a2a0c'],
  ['#d9e7f2', '#2f5f8a', '#16324a'],
  ['#f6d6e0', '#a23a63', '#4d1630'],
];

/** Waits before loading a thumbnail again that answered its placeholder: 2, 4, 8, 16, 32 s, then it stays. */
const RETRY_MS = [2000, 4000, 8000, 16000, 32000];

function hash(s: string) {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * A thumbnail that may still be being drawn: its URL then answers a narrow placeholder picture,
 * never an error. When that placeholder arrives the picture is loaded again a little later
 * (under a query the server ignores, so the browser does ask again) until the real one comes.
 */
function Thumbnail({ url, alt, eager, className }: { url: string; alt: string; eager: boolean; className?: string }) {
  const [attempt, setAttempt] = useState(0);
  const src = attempt ? `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}` : url;
  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    if (e.currentTarget.naturalWidth !== THUMBNAIL_PLACEHOLDER_WIDTH || attempt >= RETRY_MS.length) return;
    const wait = RETRY_MS[attempt]!;
    setTimeout(() => setAttempt((a) => a + 1), wait);
  };
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={500}
      height={700}
      onLoad={onLoad}
    />
  );
}

/**
 * A card's front: the rendered thumbnail when there is one, otherwise a drawn stand-in in one
 * of the house palettes so a list never shows empty boxes.
 */
export function CardArt({
  src,
  title,
  alt,
  eager = false,
  className,
}: {
  src?: string | null;
  title: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  const url = apiUrl(src);
  if (url) return <Thumbnail key={url} url={url} alt={alt ?? title} eager={eager} className={className} />;
  const [bg, fg, deep] = PALETTES[hash(title) % PALETTES.length]!;
  return (
    <svg viewBox="0 0 100 140" role="img" aria-label={alt ?? title} className="card-art">
      <rect width="100" height="140" fill={bg} />
      <circle cx="78" cy="24" r="30" fill={fg} opacity=".14" />
      <circle cx="18" cy="118" r="36" fill={fg} opacity=".1" />
      <path d="M50 44c5-9 19-7 19 4 0 11-19 22-19 22S31 59 31 48c0-11 14-13 19-4z" fill={fg} opacity=".85" />
      <text x="50" y="96" textAnchor="middle" fontFamily="Georgia, serif" fontSize="10" fill={deep}>
        {title.length > 22 ? `${title.slice(0, 21)}…` : title}
      </text>
      <rect x="38" y="104" width="24" height="1.2" fill={fg} opacity=".6" />
    </svg>
  );
}
