import { randomUUID } from 'node:crypto';
import { PHOTO_LIMITS, UPLOADS_PREFIX, type Actor, type CardPhoto, type PhotoPanel, type UpdateCardPhotoInput } from '@cards/contracts';
import type { AssetStore, Logger, Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { CardService } from '../cards/index.js';
import type { CardCovers, CoverChange } from './card-covers.port.js';
import type { PhotosConfig } from './photos.config.js';
import { CardPhotoEntity, type CardPhotoRow } from './card-photo.entity.js';
import { calmestBand } from './calm-band.js';
import { centredCrop, photoFiles, toCardPhoto } from './card-photo.store.js';
import { photoErrors } from './photo.errors.js';
import { preparePhoto, type PreparedPhoto } from './photo-processing.js';

/** A temporary upload nobody took (a crash between the BFF and here) is removed after this long. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * A card's own photos. The BFF streams an upload to the asset store under a temporary key and
 * hands over the key; taking it checks and converts the photo, stores its three versions, and
 * records it in one transaction with the card's options given a new cover. A failure at any
 * step removes whatever that upload had stored: the temporary file, and the files of a photo
 * that was not recorded.
 */
export class CardPhotoService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      assets: AssetStore;
      cards: Pick<CardService, 'owned'>;
      covers: CardCovers;
      config: PhotosConfig;
      log: Logger;
    },
  ) {}

  /**
   * Takes the photo the BFF streamed to `upload.key`: checks and converts it, stores it and
   * puts it on the card's panel. The temporary file is deleted whatever happens.
   */
  async upload(actor: Actor, cardId: number, panel: PhotoPanel, upload: { key: string; bytes: number }): Promise<CardPhoto> {
    let prepared: PreparedPhoto;
    try {
      await this.d.cards.owned(this.d.ds.manager, actor, cardId);
      const file = await this.d.assets.get(upload.key);
      if (!file || file.body.length !== upload.bytes) throw photoErrors.uploadIncomplete();
      if (file.body.length > PHOTO_LIMITS.maxBytes) throw photoErrors.tooLarge(file.body.length, PHOTO_LIMITS.maxBytes);
      prepared = await preparePhoto(file.body, panel);
    } finally {
      await this.d.assets
        .delete(upload.key)
        .catch((err) => this.d.log.warn({ err, key: upload.key }, 'upload not deleted; the sweep will'));
    }

    // A new photo's greeting starts in its calmest band (a replaced photo's choice was for other faces).
    const crop = centredCrop(prepared.print.width, prepared.print.height);
    const band = panel === 'front' ? await calmestBand(prepared.preview.body, crop).catch(() => 'top' as const) : 'top';
    const keys = await this.store(prepared);
    let replaced: CardPhotoRow | null = null;
    let saved: CardPhotoRow;
    try {
      saved = await this.d.ds.transaction(async (m) => {
        const card = await this.d.cards.owned(m, actor, cardId, true);
        const repo = m.getRepository(CardPhotoEntity);
        replaced = await repo.findOne({ where: { card_id: card.id, panel }, lock: { mode: 'pessimistic_write' } });
        const row = await repo.save({
          ...(replaced ? { id: replaced.id, created_at: replaced.created_at } : {}),
          card_id: card.id,
          account_id: card.account_id,
          panel,
          ...keys,
          source_type: prepared.sourceType,
          bytes: prepared.bytes,
          original_width: prepared.original.width,
          original_height: prepared.original.height,
          width: prepared.print.width,
          height: prepared.print.height,
          crop,
          text_band: band,
        } as CardPhotoRow);
        await this.coversChanged(m, card.id, panel === 'front' ? 'photo_front' : 'photo');
        return row;
      });
    } catch (e) {
      await this.forget(photoFiles(keys));
      throw e;
    }
    await this.d.outbox.flush();
    if (replaced) await this.forget(photoFiles(replaced));
    this.d.log.info(
      { card: cardId, panel, type: prepared.sourceType, width: prepared.print.width, height: prepared.print.height },
      'photo stored',
    );
    return toCardPhoto(saved, this.d.config.PUBLIC_API_URL);
  }

  /** New crop or greeting band: the options' covers are made again. */
  async update(actor: Actor, cardId: number, panel: PhotoPanel, patch: UpdateCardPhotoInput): Promise<CardPhoto> {
    const row = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const repo = m.getRepository(CardPhotoEntity);
      const row = await repo.findOne({ where: { card_id: card.id, panel }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw photoErrors.notFound();
      if (patch.crop) row.crop = patch.crop;
      if (patch.text_band) row.text_band = patch.text_band;
      const saved = await repo.save(row);
      await this.coversChanged(m, card.id, 'photo');
      return saved;
    });
    await this.d.outbox.flush();
    return toCardPhoto(row, this.d.config.PUBLIC_API_URL);
  }

  /** Takes the photo off; a front without one gets artwork made for the options that have none. */
  async remove(actor: Actor, cardId: number, panel: PhotoPanel): Promise<null> {
    let queueArtwork = async () => {};
    const row = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const row = await m
        .getRepository(CardPhotoEntity)
        .findOne({ where: { card_id: card.id, panel }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw photoErrors.notFound();
      await m.getRepository(CardPhotoEntity).delete({ id: row.id });
      queueArtwork = await this.coversChanged(m, card.id, panel === 'front' ? 'artwork_back' : 'photo');
      return row;
    });
    await this.d.outbox.flush();
    await queueArtwork();
    await this.forget(photoFiles(row));
    return null;
  }

  /** Every option of the card gets a new cover (a new version, so new thumbnail URLs). */
  private coversChanged(m: EntityManager, cardId: number, change: CoverChange) {
    return this.d.covers.changed(m, cardId, change);
  }

  /** Stores the three versions under a fresh unguessable id; on any failure none is left. */
  private async store(p: PreparedPhoto): Promise<Pick<CardPhotoRow, 'original_key' | 'print_key' | 'preview_key'>> {
    const id = randomUUID();
    const keys = {
      original_key: `generation/photos/${id}/original.${p.original.extension}`,
      print_key: `generation/photos/${id}/print.jpg`,
      preview_key: `generation/photo-previews/${id}.jpg`,
    };
    try {
      await this.d.assets.put(keys.original_key, p.original.body, p.original.contentType);
      await this.d.assets.put(keys.print_key, p.print.body, p.print.contentType);
      await this.d.assets.put(keys.preview_key, p.preview.body, p.preview.contentType);
    } catch (e) {
      await this.forget(photoFiles(keys));
      throw e;
    }
    return keys;
  }

  /** Deletes files; a failure is logged, never thrown over the answer the customer is waiting for. */
  async forget(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((k) => this.d.assets.delete(k).catch((err) => this.d.log.warn({ err, key: k }, 'could not delete a photo file'))),
    );
  }

  /** Removes uploads left in the store's temporary folder and never made a photo (the service's periodic work, every ten minutes). */
  async sweepUploads(olderThanMs = ABANDONED_UPLOAD_MS): Promise<number> {
    const before = Date.now() - olderThanMs;
    let swept = 0;
    for await (const f of this.d.assets.list(UPLOADS_PREFIX)) {
      if (f.modifiedAt.getTime() >= before) continue;
      await this.d.assets.delete(f.key);
      swept++;
    }
    if (swept) this.d.log.info({ swept }, 'abandoned uploads removed');
    return swept;
  }
}
