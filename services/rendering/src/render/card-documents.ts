import {
  cardGeometry,
  cardPage,
  thumbnailClips,
  THUMBNAIL_WIDTHS,
  type ArtworkImage,
  type CardContent,
  type PagePhotos,
} from '@cards/card-layout';
import type { PrintProduct, ThumbnailFormat, ThumbnailSide } from '@cards/contracts';
import type { PictureShots, PrintDocument, ThumbnailRequest } from './card-renderer.port.js';
import { inlineFonts } from './inline-fonts.js';

/** What one card render is made from. */
export interface CardRenderInput {
  content: CardContent;
  product: PrintProduct;
  artwork: ArtworkImage | null;
  /** The customer's photos by panel. */
  photos?: PagePhotos;
}

const page = (input: CardRenderInput) =>
  cardPage({
    content: input.content,
    product: input.product,
    artwork: input.artwork,
    photos: input.photos,
    fonts: inlineFonts,
  });

/** The two-page print document of a card at the product's size, with the facts a printer's file carries. */
export function printDocument(input: CardRenderInput): PrintDocument {
  const { html, geometry: g, title } = page(input);
  const p = input.product;
  return {
    html,
    pageWidthMm: g.pageW,
    pageHeightMm: g.pageH,
    bleedMm: g.bleed,
    metadata: {
      title,
      subject: `Card instance ${input.content.id}`,
      keywords: [
        `card_instance:${input.content.id}`,
        `product:${p.id ?? p.size}`,
        `size:${p.size}`,
        ...(p.sku ? [`sku:${p.sku}`] : []),
        `trim:${p.flat_width_mm}x${p.flat_height_mm}mm`,
        `bleed:${p.bleed_mm}mm`,
      ],
    },
  };
}

/** The same page as screen pictures: the trimmed front, the trimmed inside spread, or both. */
export function thumbnailRequest(
  input: CardRenderInput,
  sides: readonly ThumbnailSide[] = ['front', 'inside'],
  format: ThumbnailFormat = 'jpeg',
): ThumbnailRequest {
  const { html, geometry: g } = page(input);
  return { html, pageWidthMm: g.pageW, pageHeightMm: g.pageH, pages: 2, ...thumbnailShots(input.product, sides, format) };
}

/** The thumbnails' shots of a card on `product`: the same pictures whether taken on their own page or on the print's. */
export function thumbnailShots(
  product: PrintProduct,
  sides: readonly ThumbnailSide[] = ['front', 'inside'],
  format: ThumbnailFormat = 'jpeg',
): PictureShots {
  const clips = thumbnailClips(cardGeometry(product));
  return { format, shots: sides.map((side) => ({ name: side, clip: clips[side], widthPx: THUMBNAIL_WIDTHS[side] })) };
}
