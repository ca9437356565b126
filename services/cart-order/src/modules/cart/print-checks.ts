import { photoPrintCheck } from '@cards/card-layout';
import { FLAT_SIZE_MM, ProductSize, type CardInstanceForCartReply, type PhotoPrintCheck } from '@cards/contracts';
import type { ProductView } from '../catalog-view/index.js';

/**
 * How sharp the card's photos print on the product, as cropped (the layout's own numbers):
 * shown on the cart line before paying, and kept on the order line for the print team.
 * Undefined for a card without photos.
 */
export function printChecks(instance: Pick<CardInstanceForCartReply, 'photos'>, product: ProductView): PhotoPrintCheck[] | undefined {
  if (!instance.photos?.length) return undefined;
  const size = ProductSize.safeParse(product.size).data;
  const sheet =
    product.print ??
    (size ? { flat_width_mm: FLAT_SIZE_MM[size].width, flat_height_mm: FLAT_SIZE_MM[size].height, bleed_mm: 3 } : undefined);
  if (!sheet) return undefined;
  return instance.photos.map((p) => photoPrintCheck(sheet, p));
}
