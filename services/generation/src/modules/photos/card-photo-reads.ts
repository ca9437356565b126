import type { CardPhoto, CardPhotoRenderData } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import type { CardPhotoRow } from './card-photo.entity.js';
import { hasFrontPhoto, photoFiles, photosByCard, toCardPhoto, toRenderPhoto } from './card-photo.store.js';

/** A card's photo as the rest of the service reads it: every field of the photo, read only. */
export type CardPhotoView = Readonly<CardPhotoRow>;

/**
 * The photos module's read port for the rest of the service (a card's options, the pipeline),
 * in the caller's transaction. The card-photos table is written by this module only.
 */
export class CardPhotoReads {
  /** Whether the card has a photo on its front, which takes the artwork's place. */
  hasFront(tx: EntityManager, cardId: number): Promise<boolean> {
    return hasFrontPhoto(tx, cardId);
  }

  /** Every photo of the given cards, by card id. */
  byCard(tx: EntityManager, cardIds: number[]): Promise<Map<number, CardPhotoView[]>> {
    return photosByCard(tx, cardIds);
  }

  /** A photo as the API shows it. */
  view(p: CardPhotoView, publicApiUrl: string): CardPhoto {
    return toCardPhoto(p, publicApiUrl);
  }

  /** A photo as the renderer lays it out. */
  forRender(p: CardPhotoView): CardPhotoRenderData {
    return toRenderPhoto(p);
  }

  /** The asset keys of a photo's files (the original, the print file, the preview). */
  files(p: CardPhotoView): string[] {
    return photoFiles(p);
  }
}
