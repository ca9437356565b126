import type { PrintProduct } from '@cards/contracts';
import type { PrintDocument, ThumbnailRequest } from '../render/card-renderer.port.js';
import type { ArtworkImage } from './artwork-placement.js';
import type { CardContent } from './card-content.js';
import { cardGeometry } from './card-geometry.js';
import { cardHtml, type CardWords } from './card-html.js';
import { cardTheme } from './card-theme.js';

/** What one card render is made from. */
export interface CardRenderInput {
  data: CardContent;
  product: PrintProduct;
  artwork: ArtworkImage | null;
  /** Order stamp for the back panel, e.g. "Order 10042 · line 2 of 3 · qty 5". */
  stamp: string | null;
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+\n/g, '\n').trim() || null;

/** The printed words, with sensible fallbacks for what is missing. */
export function cardWords(d: CardContent): CardWords {
  const occasion = clean(d.occasion_name) ?? titleCase(d.occasion_slug);
  return {
    headline: clean(d.headline) ?? occasion ?? 'With love',
    occasionName: occasion,
    recipientName: clean(d.recipient_name),
    greeting: clean(d.greeting),
    message: clean(d.message) ?? '',
    signOff: clean(d.sign_off),
    senderName: clean(d.sender_name),
  };
}

function titleCase(slug: string): string | null {
  const s = slug.replace(/[-_]+/g, ' ').trim();
  return s ? s.replace(/\b\w/g, (c) => c.toUpperCase()) : null;
}

function html(input: CardRenderInput): { html: string; geometry: ReturnType<typeof cardGeometry> } {
  const geometry = cardGeometry(input.product);
  const words = cardWords(input.data);
  const title = `${words.headline} (card instance ${input.data.id})`;
  return {
    geometry,
    html: cardHtml({
      geometry, words, artwork: input.artwork, theme: cardTheme(input.data.style_slug, input.data.palette),
      stamp: input.stamp, productLabel: input.product.name, title,
    }),
  };
}

/** The two-page print document of a card instance at the product's size. */
export function printDocument(input: CardRenderInput): PrintDocument {
  const { html: h, geometry: g } = html(input);
  const words = cardWords(input.data);
  const p = input.product;
  return {
    html: h, pageWidthMm: g.pageW, pageHeightMm: g.pageH, bleedMm: g.bleed,
    metadata: {
      title: `${words.headline} (card instance ${input.data.id})`,
      subject: `Card instance ${input.data.id}`,
      keywords: [
        `card_instance:${input.data.id}`, `product:${p.id ?? p.size}`, `size:${p.size}`, ...(p.sku ? [`sku:${p.sku}`] : []),
        `trim:${p.flat_width_mm}x${p.flat_height_mm}mm`, `bleed:${p.bleed_mm}mm`, ...(input.stamp ? [input.stamp] : []),
      ],
    },
  };
}

/** Widths in pixels of the screen pictures: the front for lists and cart, the inside spread for the detail view. */
export const THUMBNAIL_WIDTHS = { front: 600, inside: 1000 } as const;

/** Front panel (trimmed) and inside spread (trimmed) as screen pictures. */
export function thumbnailRequest(input: CardRenderInput): ThumbnailRequest {
  const { html: h, geometry: g } = html(input);
  return {
    html: h, pageWidthMm: g.pageW, pageHeightMm: g.pageH, pages: 2,
    shots: [
      { name: 'front', clip: g.panels.front, widthPx: THUMBNAIL_WIDTHS.front },
      { name: 'inside', clip: { x: g.bleed, y: g.pageH + g.bleed, w: g.trimW, h: g.trimH }, widthPx: THUMBNAIL_WIDTHS.inside },
    ],
  };
}
