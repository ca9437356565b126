import { CatalogCalls, GenerationCalls, PrintProduct, type CardInstanceRenderData } from '@cards/contracts';
import {
  AppError,
  assertSafeKey,
  notFound,
  ReplyContractError,
  requestCall,
  type AssetStore,
  type Logger,
  type RequestBus,
} from '@cards/kit';
import { artworkImage, type ArtworkImage, type PagePhotos } from '@cards/card-layout';
import { SAMPLE_PRODUCTS } from '../../samples/sample-card.js';

/** Where artwork may come from: the project's own generated and curated assets. */
const ARTWORK_PREFIXES = ['generation/', 'catalog/'];
const PRODUCT_TTL_MS = 60_000;

/** Reads what a render is made of from the services that own it: words, product, artwork bytes. */
export class CardSource {
  private readonly products = new Map<string, { at: number; product: PrintProduct }>();

  constructor(
    private readonly rpc: RequestBus,
    private readonly assets: AssetStore,
    private readonly log: Logger,
  ) {}

  /** `GenerationCalls.cardInstanceRenderData`; a 404 there is a 404 here. */
  async renderData(id: number): Promise<CardInstanceRenderData> {
    try {
      return await requestCall(this.rpc, GenerationCalls.cardInstanceRenderData, { id }, { timeoutMs: 10_000 });
    } catch (err) {
      if (!(err instanceof ReplyContractError)) throw err;
      this.log.error({ id, err }, 'render data does not match the contract');
      throw new AppError(502, 'render_data_invalid', 'The card could not be read for printing');
    }
  }

  /** A product by id from the catalogue; without an id the shop's A6 card. */
  async product(id: number | null | undefined, fallbackSize?: PrintProduct['size'] | null): Promise<PrintProduct> {
    const cacheKey = id ? `id:${id}` : 'default';
    const hit = this.products.get(cacheKey);
    if (hit && Date.now() - hit.at < PRODUCT_TTL_MS) return hit.product;
    let product: PrintProduct;
    if (id) {
      try {
        product = toPrintProduct(await requestCall(this.rpc, CatalogCalls.product.find, { id }));
      } catch (e) {
        if ((e as AppError).status === 404 && fallbackSize) return { ...SAMPLE_PRODUCTS[fallbackSize], id };
        if ((e as AppError).status === 404) throw notFound('product_not_found', `Product ${id} not found`);
        throw e;
      }
    } else {
      product = await this.defaultProduct();
    }
    this.products.set(cacheKey, { at: Date.now(), product });
    return product;
  }

  private async defaultProduct(): Promise<PrintProduct> {
    try {
      // Every product a customer may pick, from the snapshot other services build their catalogue from.
      const { products } = await requestCall(this.rpc, CatalogCalls.snapshot, {});
      const a6 = products
        .map((p) => ({ raw: p as { active?: boolean; price?: number }, p: PrintProduct.safeParse(pick(p)) }))
        .filter((x) => x.p.success && x.p.data.size === 'A6' && x.raw.active !== false)
        .sort((a, b) => (a.raw.price ?? 0) - (b.raw.price ?? 0))[0];
      if (a6?.p.success) return a6.p.data;
    } catch (err) {
      this.log.warn({ err }, 'catalogue products unavailable; using the built-in A6 size');
    }
    return SAMPLE_PRODUCTS.A6;
  }

  /** The artwork's bytes as a data URL, with its pixel size when it is raster and its hints when it is ours. */
  async artwork(key: string | null): Promise<ArtworkImage | null> {
    if (!key) return null;
    assertSafeKey(key);
    if (!ARTWORK_PREFIXES.some((p) => key.startsWith(p)))
      throw new AppError(422, 'artwork_not_allowed', "Artwork must be one of the project's own assets");
    const file = await this.assets.get(key);
    if (!file) throw new AppError(409, 'artwork_missing', `Artwork ${key} is not stored (yet)`);
    const image = artworkImage(file.body, key.endsWith('.svg') ? 'image/svg+xml' : file.contentType);
    if (!image) throw new AppError(422, 'artwork_unsupported', `Artwork ${key} is not PNG, JPEG, WebP or SVG`);
    return image;
  }
}

/**
 * The customer's photos as a page draws them: the print version for PDFs (the JPEG's own bytes
 * go into the PDF at full size), the screen version for thumbnails (the same picture, fewer pixels).
 */
export async function loadPhotos(
  source: Pick<CardSource, 'artwork'>,
  photos: CardInstanceRenderData['photos'],
  version: 'print' | 'preview',
): Promise<PagePhotos> {
  const out: PagePhotos = {};
  for (const p of photos ?? []) {
    const image = await source.artwork(version === 'print' ? p.print_key : p.preview_key);
    if (image) out[p.panel] = { image, crop: p.crop, textBand: p.text_band };
  }
  return out;
}

function pick(p: unknown) {
  const o = (p ?? {}) as Record<string, unknown>;
  return {
    id: o.id,
    name: o.name,
    size: o.size,
    flat_width_mm: Number(o.flat_width_mm),
    flat_height_mm: Number(o.flat_height_mm),
    bleed_mm: o.bleed_mm == null ? 3 : Number(o.bleed_mm),
    sku: o.sku ?? null,
  };
}

function toPrintProduct(p: unknown): PrintProduct {
  const r = PrintProduct.safeParse(pick(p));
  if (!r.success) throw new AppError(502, 'product_invalid', 'The product has no usable print size');
  return r.data;
}
