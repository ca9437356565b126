import { SITE } from '../api/config';

/** The metadata fields every page has (docs/product.md). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  image: string;
  type: 'website' | 'article' | 'product';
  siteName: string;
  /** Sitemap priority (docs/product.md lists each page's). */
  priority: number;
}

export const DEFAULT_META: PageMeta = {
  title: 'Greeting Cards — personalised cards, printed and posted',
  description:
    'Design a personalised greeting card in minutes: words and artwork made for the occasion and the person. Printed on premium card and posted from £3.95.',
  keywords:
    'personalised greeting cards, custom cards, birthday cards, anniversary cards, thank you cards, printed cards, AI greeting cards',
  image: '/og-image.svg',
  type: 'website',
  siteName: SITE.name,
  priority: 0.5,
};

/** The public paths with their own metadata and sitemap priorities (docs/product.md). */
export const PAGE_META: Record<string, Partial<PageMeta> & { title: string; priority: number }> = {
  '/': {
    title: 'Personalised Greeting Cards, Printed & Posted from £3.95 | Greeting Cards',
    description:
      'Create a one-of-a-kind greeting card for any occasion. Personal words and artwork in minutes, printed on premium card and delivered fast, from £3.95.',
    keywords:
      'personalised greeting cards, custom birthday cards, anniversary cards, wedding cards, thank you cards, sympathy cards, printed cards UK',
    priority: 1,
  },
  '/christmas/cards-before-christmas': {
    title: 'Christmas Cards Delivered Before Christmas | Greeting Cards',
    description:
      'Personalised Christmas cards, printed and posted in time for the big day. See last posting dates and design yours in minutes, from £3.95.',
    keywords: 'christmas cards, personalised christmas cards, last posting dates, christmas cards delivered, family christmas cards',
    priority: 0.9,
  },
  '/blogs': {
    title: 'The Card Journal: Ideas for Personal Greeting Cards | Greeting Cards',
    description:
      'Why handwritten cards still matter, how to make a card truly personal, and the right card for any occasion. Ideas and advice from our card makers.',
    keywords: 'greeting card ideas, what to write in a card, handwritten cards, personalised cards, card etiquette',
    type: 'article',
    priority: 0.8,
  },
  '/samples': {
    title: 'Sample Cards: See What You Can Make | Greeting Cards',
    description:
      'Browse sample personalised cards for birthdays, anniversaries, weddings, thank-yous and more. Every design is printed on premium card from £3.95.',
    keywords: 'greeting card samples, card designs, personalised card examples, birthday card designs',
    type: 'product',
    priority: 0.7,
  },
  '/cards': {
    title: 'My Cards | Greeting Cards',
    description: 'Your saved greeting cards: open a design, make changes, print at home or order printed copies.',
    keywords: 'my cards, saved greeting cards, card designs',
    priority: 0.6,
  },
  '/about': {
    title: 'About Us: Cards That Sound Like You | Greeting Cards',
    description:
      'We help people send cards that feel personal, with words and artwork made for each occasion and printed with care in the UK.',
    keywords: 'about greeting cards, personalised card company, UK card printing',
    priority: 0.5,
  },
  '/complete': {
    title: 'Thank You for Your Order | Greeting Cards',
    description: 'Your order is confirmed. We will print your cards on premium stock and post them to you.',
    keywords: 'order complete, greeting card order',
    priority: 0.4,
  },
  '/privacy': {
    title: 'Privacy Policy | Greeting Cards',
    description: 'How Greeting Cards collects, uses and protects your personal information, and the choices you have.',
    keywords: 'privacy policy, data protection, GDPR, cookies',
    priority: 0.3,
  },
};

/** Public pages pre-rendered at build time and listed in sitemap.xml. */
export const PUBLIC_PATHS = [
  '/',
  '/christmas/cards-before-christmas',
  '/blogs',
  '/samples',
  '/cards',
  '/about',
  '/complete',
  '/privacy',
] as const;

export function metaFor(path: string, override?: Partial<PageMeta>): PageMeta {
  return { ...DEFAULT_META, ...(PAGE_META[path] ?? {}), ...(override ?? {}) };
}

export function absoluteUrl(path: string): string {
  if (/^https?:/.test(path)) return path;
  return `${SITE.origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A readable crumb for each path segment. */
const CRUMB_NAMES: Record<string, string> = {
  blogs: 'Blog',
  samples: 'Samples',
  about: 'About Us',
  privacy: 'Privacy Policy',
  cards: 'My Cards',
  card: 'Card',
  cart: 'Cart',
  checkout: 'Checkout',
  complete: 'Order complete',
  christmas: 'Christmas',
  'cards-before-christmas': 'Cards before Christmas',
  profile: 'My Account',
  subscriptions: 'Subscriptions',
  subscription: 'Subscription',
  login: 'Sign in',
  signup: 'Create an account',
  new: 'New',
  edit: 'Edit',
  orders: 'Orders',
  order: 'Order',
  option: 'Option',
  confirmation: 'Confirm e-mail',
  maintenance: 'Maintenance',
  'wrong-address': 'Wrong address',
};

export function breadcrumbs(path: string): { name: string; url: string }[] {
  const crumbs = [{ name: 'Home', url: absoluteUrl('/') }];
  const parts = path.split('/').filter(Boolean);
  parts.forEach((p, i) => {
    const name =
      CRUMB_NAMES[p] ??
      decodeURIComponent(p)
        .replace(/[-_]/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase());
    crumbs.push({ name, url: absoluteUrl(`/${parts.slice(0, i + 1).join('/')}`) });
  });
  return crumbs;
}
