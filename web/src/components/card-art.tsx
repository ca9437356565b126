import { apiUrl } from '../api/config';

const PALETTES = [
  ['#f7d9cf', '#b4405e', '#5a1f33'],
  ['#dfe8dc', '#2f5a3a', '#1d3524'],
  ['#e9dff0', '#6a3d8c', '#2e1b3d'],
  ['#fbe7c6', '#b5651d', '#4a2a0c'],
  ['#d9e7f2', '#2f5f8a', '#16324a'],
  ['#f6d6e0', '#a23a63', '#4d1630'],
];

function hash(s: string) {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * A card's front: the rendered thumbnail when there is one, otherwise a drawn stand-in in one
 * of the house palettes so a list never shows empty boxes.
 */
export function CardArt({ src, title, alt, eager = false }: { src?: string | null; title: string; alt?: string; eager?: boolean }) {
  const url = apiUrl(src);
  if (url) return <img src={url} alt={alt ?? title} loading={eager ? 'eager' : 'lazy'} decoding="async" width={500} height={700} />;
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
