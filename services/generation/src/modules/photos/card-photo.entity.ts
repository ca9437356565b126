import { TimestampedRow } from '@cards/kit';
import type { PhotoCrop, PhotoPanel, TextBand } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Unique } from 'typeorm';

/** A card's own photo on one panel: the three stored versions and how it sits on the panel. */
@Entity({ name: 'card_photos' })
@Check('card_photos_panel_check', "panel IN ('front','inside_left')")
@Check('card_photos_text_band_check', "text_band IN ('top','middle','bottom')")
@Unique('card_photos_card_id_panel_key', ['card_id', 'panel'])
export class CardPhotoEntity extends TimestampedRow {
  // The cards table is the cards module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('cards', { name: 'card_photos_card_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  card_id!: number;

  @Column({ type: 'int' })
  account_id!: number;

  @Column({ type: 'text' })
  panel!: PhotoPanel;

  /** Full size, oriented, without metadata: kept privately for reprints and support. */
  @Column({ type: 'text' })
  original_key!: string;

  /** What the PDF embeds: JPEG, sRGB, longest edge at most the print limit. */
  @Column({ type: 'text' })
  print_key!: string;

  /** Screen size, for the designer and thumbnails; public under an unguessable key. */
  @Column({ type: 'text' })
  preview_key!: string;

  @Column({ type: 'text' })
  source_type!: string;

  @Column({ type: 'int' })
  bytes!: number;

  @Column({ type: 'int' })
  original_width!: number;

  @Column({ type: 'int' })
  original_height!: number;

  /** Pixel size of the print version. */
  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ type: 'jsonb' })
  crop!: PhotoCrop;

  @Column({ type: 'text', default: 'top' })
  text_band!: TextBand;
}

/** A photo's row as the service reads and writes it. */
export type CardPhotoRow = CardPhotoEntity;
