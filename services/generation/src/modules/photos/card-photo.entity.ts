import type { PhotoCrop, PhotoPanel, TextBand } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

export interface CardPhotoRow {
  id: number;
  card_id: number;
  account_id: number;
  panel: PhotoPanel;
  /** Full size, oriented, without metadata: kept privately for reprints and support. */
  original_key: string;
  /** What the PDF embeds: JPEG, sRGB, longest edge at most the print limit. */
  print_key: string;
  /** Screen size, for the designer and thumbnails; public under an unguessable key. */
  preview_key: string;
  source_type: string;
  bytes: number;
  original_width: number;
  original_height: number;
  /** Pixel size of the print version. */
  width: number;
  height: number;
  crop: PhotoCrop;
  text_band: TextBand;
  created_at: Date;
  updated_at: Date;
}

export const CardPhotoEntity = new EntitySchema<CardPhotoRow>({
  name: 'CardPhoto',
  tableName: 'card_photos',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    card_id: { type: 'int' },
    account_id: { type: 'int' },
    panel: { type: 'text' },
    original_key: { type: 'text' },
    print_key: { type: 'text' },
    preview_key: { type: 'text' },
    source_type: { type: 'text' },
    bytes: { type: 'int' },
    original_width: { type: 'int' },
    original_height: { type: 'int' },
    width: { type: 'int' },
    height: { type: 'int' },
    crop: { type: 'jsonb' },
    text_band: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
