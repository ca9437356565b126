import { randomUUID } from 'node:crypto';
import { PHOTO_LIMITS, type Actor, type CardPhoto, type PhotoPanel, type UpdateCardPhotoInput } from '@cards/contracts';
import type { AssetStore, Config, Logger, Outbox } from '@cards/kit';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { touchCard } from '../cards/card.entity.js';
import { accountOf, type CardService } from '../cards/card.service.js';
import { CardInstanceEntity } from '../instances/card-instance.entity.js';
import { announce, saveInstance } from '../instances/card-instance.repository.js';
import type { GenerationPipeline, PartRef } from '../pipeline/generation.pipeline.js';
import { CardPhotoEntity, PhotoUploadPartEntity, type CardPhotoRow } from './card-photo.entity.js';
import { centredCrop, photoFiles, toCardPhoto } from './card-photo.store.js';
import { photoErrors } from './photo.errors.js';
import { photoType, preparePhoto, type PreparedPhoto } from './photo-processing.js';

/** Slices of an upload nobody finished are removed after this long. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * A card's own photos. Uploads arrive in slices (the BFF streams them over the bus); finishing
 * one checks and converts the photo, stores its three versions, and records it in one
 * transaction with the card's options marked for a new cover. A failure at any step removes
 * whatever that upload had stored: the slices, and the files of a photo that was not recorded.
 */
export class CardPhotoService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      assets: AssetStore;
      cards: CardService;
      pipeline: GenerationPipeline;
      config: Config;
      log: Logger;
    },
  ) {}

  /** Keeps one slice; a slice sent again (a retry) replaces itself. The upload belongs to the first account that wrote to it. */
  async uploadPart(actor: Actor, part: { upload_id: string; seq: number; data: string }): Promise<{ received: number }> {
    const account = accountOf(actor);
    const data = Buffer.from(part.data, 'base64');
    if (part.seq === 0) await photoType(data);
    return this.d.ds.transaction(async (m) => {
      const parts = m.getRepository(PhotoUploadPartEntity);
      const owner = await parts
        .createQueryBuilder('p')
        .select('min(p.account_id)', 'account_id')
        .addSelect('coalesce(sum(length(p.data)), 0)', 'total')
        .where('p.upload_id = :uploadId AND p.seq <> :seq', { uploadId: part.upload_id, seq: part.seq })
        .getRawOne<{ account_id: number | null; total: string }>();
      if (owner?.account_id != null && owner.account_id !== account) throw photoErrors.uploadIncomplete();
      const total = Number(owner?.total ?? 0) + data.length;
      if (total > PHOTO_LIMITS.maxBytes) {
        await parts.delete({ upload_id: part.upload_id });
        throw photoErrors.tooLarge(total, PHOTO_LIMITS.maxBytes);
      }
      // A slice sent again replaces itself: ON CONFLICT (upload_id, seq) DO UPDATE SET data.
      await m
        .createQueryBuilder()
        .insert()
        .into(PhotoUploadPartEntity)
        .values({ upload_id: part.upload_id, seq: part.seq, account_id: account, data })
        .orUpdate(['data'], ['upload_id', 'seq'])
        .updateEntity(false)
        .execute();
      return { received: total };
    });
  }

  /** Drops an upload's slices (the client went away, or the BFF refused the file). */
  async abort(actor: Actor, uploadId: string): Promise<null> {
    await this.parts.delete({ upload_id: uploadId, account_id: accountOf(actor) });
    return null;
  }

  /** Joins the slices, checks and converts the photo, stores it and puts it on the card's panel. */
  async finish(
    actor: Actor,
    cardId: number,
    panel: PhotoPanel,
    upload: { upload_id: string; parts: number; bytes: number },
  ): Promise<CardPhoto> {
    const account = accountOf(actor);
    let prepared: PreparedPhoto;
    try {
      await this.d.cards.owned(this.d.ds.manager, actor, cardId);
      const parts = await this.parts.find({
        select: { seq: true, data: true },
        where: { upload_id: upload.upload_id, account_id: account },
        order: { seq: 'ASC' },
      });
      const bytes = Buffer.concat(parts.map((p) => p.data));
      if (parts.length !== upload.parts || parts.some((p, i) => p.seq !== i) || bytes.length !== upload.bytes)
        throw photoErrors.uploadIncomplete();
      prepared = await preparePhoto(bytes, panel);
    } finally {
      await this.parts.delete({ upload_id: upload.upload_id });
    }

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
          crop: centredCrop(prepared.print.width, prepared.print.height),
          text_band: replaced?.text_band ?? 'top',
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
    let refs: PartRef[] = [];
    const row = await this.d.ds.transaction(async (m) => {
      const card = await this.d.cards.owned(m, actor, cardId, true);
      const row = await m
        .getRepository(CardPhotoEntity)
        .findOne({ where: { card_id: card.id, panel }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw photoErrors.notFound();
      await m.getRepository(CardPhotoEntity).delete({ id: row.id });
      refs = await this.coversChanged(m, card.id, panel === 'front' ? 'artwork_back' : 'photo');
      return row;
    });
    await this.d.outbox.flush();
    await this.d.pipeline.enqueueSafely(refs);
    await this.forget(photoFiles(row));
    return null;
  }

  /**
   * Every option of the card gets a new cover (its thumbnail is made again from the new data).
   * A front photo ends any artwork still to be made (its version moves on, so a running job is
   * fenced off); without a front photo, options that never had artwork get it queued.
   */
  private async coversChanged(m: EntityManager, cardId: number, change: 'photo' | 'photo_front' | 'artwork_back'): Promise<PartRef[]> {
    const refs: PartRef[] = [];
    const rows = await m
      .getRepository(CardInstanceEntity)
      .find({ where: { card_id: cardId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    for (const row of rows) {
      const changed = ['photo', 'status'];
      if (
        change === 'photo_front' &&
        (row.image_status === 'queued' || row.image_status === 'generating' || row.image_status === 'failed')
      ) {
        row.image_version += 1;
        row.image_status = 'ready';
        row.image_lease = null;
        row.image_error = null;
        changed.push('image');
      }
      if (change === 'artwork_back' && !row.artwork_key && row.image_status === 'ready') {
        row.image_version += 1;
        row.image_status = 'queued';
        row.image_lease = null;
        refs.push({ id: row.id, part: 'image', version: row.image_version, created_at: row.created_at });
      }
      row.thumbnail_url = null;
      await announce(m, this.d.outbox, await saveInstance(m, row), changed);
    }
    await touchCard(m, cardId);
    return refs;
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

  /** Removes the slices of uploads abandoned half way (the service's periodic work, every ten minutes). */
  async sweepUploads(olderThanMs = ABANDONED_UPLOAD_MS): Promise<number> {
    const r = await this.parts.delete({ created_at: LessThan(new Date(Date.now() - olderThanMs)) });
    return r.affected ?? 0;
  }

  private get parts() {
    return this.d.ds.getRepository(PhotoUploadPartEntity);
  }
}
