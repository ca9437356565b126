import type { PrintProduct } from '@cards/contracts';
import type { ArtworkImage } from './artwork-image.js';
import type { CardContent } from './card-content.js';
import { cardGeometry, type CardGeometry, type Rect } from './card-geometry.js';
import { cardHtml, type PagePhotos } from './card-html.js';
import { cardTheme } from './card-theme.js';
import { cardWords, type CardWords } from './card-words.js';
import type { FontSource } from './font-faces.js';

/** What one card page is made from. */
export interface CardPageRequest {
  content: CardContent;
  product: Pick<PrintProduct, 'name' | 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>;
  artwork: ArtworkImage | null;
  /** The customer's photos by panel, with their crops and (front) the greeting's band. */
  photos?: PagePhotos;
  fonts: FontSource;
  /** Set when `fonts` gives URLs rather than `data:`: the origin they are on. */
  fontOrigin?: string;
}

/** A card laid out: its HTML and where everything is. */
export interface CardPage {
  html: string;
  geometry: CardGeometry;
  words: CardWords;
  title: string;
}

/**
 * The one layout of a card: the print PDF, the thumbnails and the web app's live preview
 * are all this HTML, so what the customer sees is what prints.
 */
export function cardPage(req: CardPageRequest): CardPage {
  const geometry = cardGeometry(req.product);
  const words = cardWords(req.content);
  const title = `${words.headline} (card instance ${req.content.id})`;
  const html = cardHtml({
    geometry,
    words,
    artwork: req.artwork,
    photos: req.photos,
    theme: cardTheme(req.content.style, req.content.palette),
    productLabel: req.product.name,
    title,
    fonts: req.fonts,
    fontOrigin: req.fontOrigin,
    signatures: req.content.signatures,
  });
  return { html, geometry, words, title };
}

/** Widths in pixels of the screen pictures: the front for lists and cart, the inside spread for the detail view. */
export const THUMBNAIL_WIDTHS = { front: 600, inside: 1000 } as const;

/**
 * Width in pixels of the light picture a thumbnail URL answers while the thumbnail is first
 * drawn (or when drawing it failed): far narrower than any thumbnail, so a page can tell the
 * stand-in from the real picture and load it again.
 */
export const THUMBNAIL_PLACEHOLDER_WIDTH = 50;

/** The regions the thumbnails show, in mm from the top-left of page 1 (page 2 starts at `pageH`): the trimmed front and the trimmed inside spread. */
export function thumbnailClips(g: CardGeometry): { front: Rect; inside: Rect } {
  return { front: g.panels.front, inside: { x: g.bleed, y: g.pageH + g.bleed, w: g.trimW, h: g.trimH } };
}
