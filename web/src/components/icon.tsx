/**
 * The interface icons of docs/product.md (and a few for the shell), drawn as inline strokes so they
 * cost no request and follow the text colour. Decorative unless given a `title`.
 */
const PATHS = {
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  generate:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM5 15l.6 1.4L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.6z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  compass: 'M12 3v3M12 6a2 2 0 110 4 2 2 0 010-4zM11 9.8L6 21M13 9.8L18 21M7.6 17.5c2.9 1.3 5.9 1.3 8.8 0',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 7 8.5-7',
  add: 'M12 5v14M5 12h14',
  'thumbs-up': 'M7 21H4V10h3zM7 10l4-7c1.7 0 2.5 1 2.5 2.5L13 9h6a2 2 0 012 2.3l-1.3 7.5A2.5 2.5 0 0117.2 21H7',
  print: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9.5 20a1 1 0 100-2 1 1 0 000 2zM17 20a1 1 0 100-2 1 1 0 000 2z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  check: 'M5 12.5l4.5 4.5L19 7',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11',
  quality:
    'M12 2l2.4 2.2 3.2-.4.6 3.2 2.8 1.6-1.4 2.9 1.4 2.9-2.8 1.6-.6 3.2-3.2-.4L12 21l-2.4-2.2-3.2.4-.6-3.2L3 14.4l1.4-2.9L3 8.6l2.8-1.6.6-3.2 3.2.4zM8.5 12l2.5 2.5 4.5-4.5',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3.5 7.5 8 12 8zM12 8s1.5-5 4-4.5S16.5 8 12 8z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 7.5v.5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  cards: 'M4 6h12v14H4zM8 6V3h12v14h-4',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-1-3-2.2.2-1.3-1.5.5-2.2L14 3l-1.2 1.8h-1.6L10 3 7 4.5l.5 2.2L6.2 8.2 4 8l-1 3 2 1-.1 1 .1 1-2 1 1 3 2.2-.2 1.3 1.5-.5 2.2L10 21l1.2-1.8h1.6L14 21l3-1.5-.5-2.2 1.3-1.5 2.2.2 1-3-2-1 .1-1z',
} as const;

export type IconName = keyof typeof PATHS | 'spinner';

export function Icon({ name, size = 20, title, className }: { name: IconName; size?: number; title?: string; className?: string }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  if (name === 'spinner') {
    return (
      <svg className={`icon spin ${className ?? ''}`} width={size} height={size} viewBox="0 0 24 24" fill="none" {...a11y}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity=".2" strokeWidth="2.5" />
        <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg
      className={`icon ${className ?? ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The loading spinner with a text for screen readers. */
export function Spinner({ label = 'Loading...', size = 20 }: { label?: string; size?: number }) {
  return (
    <span className="spinner" role="status">
      <Icon name="spinner" size={size} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
