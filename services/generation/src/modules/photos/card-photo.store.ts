import type { CardPhoto, CardPhotoRenderData, PhotoCrop } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import { assetUrl } from '@cards/contracts';
import { CardPhotoEntity, type CardPhotoRow } from './card-photo.entity.js';

/** Every photo of the given cards, by card id. */
export async function photosByCard(m: EntityManager, cardIds: number[]): Promise<Map<number, CardPhotoRow[]>> {
  const out = new Map<number, CardPhotoRow[]>();
  if (!cardIds.length) return out;
  const rows = await m
    .getRepository(CardPhotoEntity)
    .createQueryBuilder('p')
    .where('p.card_id IN (:...ids)', { ids: cardIds })
    .orderBy('p.panel', 'ASC')
    .getMany();
  for (const r of rows) (out.get(r.card_id) ?? out.set(r.card_id, []).get(r.card_id)!).push(r);
  return out;
}

/** Whether the card's front is a photo (then it gets no artwork). */
export async function hasFrontPhoto(m: EntityManager, cardId: number): Promise<boolean> {
  return m.getRepository(CardPhotoEntity).exists({ where: { card_id: cardId, panel: 'front' } });
}

export const photoFiles = (r: Pick<CardPhotoRow, 'original_key' | 'print_key' | 'preview_key'>) => [
  r.original_key,
  r.print_key,
  r.preview_key,
];

export function toCardPhoto(r: CardPhotoRow, publicApiUrl: string): CardPhoto {
  return {
    panel: r.panel,
    width_px: r.width,
    height_px: r.height,
    original_width_px: r.original_width,
    original_height_px: r.original_height,
    source_type: r.source_type,
    bytes: r.bytes,
    crop: r.crop,
    text_band: r.text_band,
    preview_url: assetUrl(publicApiUrl, r.preview_key),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export function toRenderPhoto(r: CardPhotoRow): CardPhotoRenderData {
  return {
    panel: r.panel,
    print_key: r.print_key,
    preview_key: r.preview_key,
    width_px: r.width,
    height_px: r.height,
    crop: r.crop,
    text_band: r.text_band,
  };
}

/**
 * The crop a new photo starts with: the largest centred part of the panel's shape (the A6
 * panel with its bleed, which every portrait size shares within a few per cent).
 */
export function centredCrop(widthPx: number, heightPx: number, panelAspect = 108 / 154): PhotoCrop {
  const a = widthPx / heightPx;
  if (a > panelAspect) {
    const w = panelAspect / a;
    return { x: (1 - w) / 2, y: 0, w, h: 1 };
  }
  const h = a / panelAspect;
  return { x: 0, y: (1 - h) / 2, w: 1, h };
}
