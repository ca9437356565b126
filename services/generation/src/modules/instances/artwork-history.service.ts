import type { Actor, CardArtworkVersion, CardInstance } from '@cards/contracts';
import { unprocessable, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { generationInProgress } from './instance.errors.js';
import { announce, ownedInstance, saveInstance } from './card-instance.store.js';
import { artworkHistory, restoreArtwork } from './artwork-history.js';

/** An option's artwork over time, and the undo that brings an earlier picture back. */
export class ArtworkHistoryService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      publicApiUrl: string;
      /** The option as clients see it, after a restore. */
      view: (actor: Actor, id: number) => Promise<CardInstance>;
    },
  ) {}

  async history(actor: Actor, id: number): Promise<CardArtworkVersion[]> {
    return artworkHistory(await ownedInstance(this.d.ds.manager, actor, id), this.d.publicApiUrl);
  }

  /** Free (nothing is generated), and refused while new artwork is being made. */
  async restore(actor: Actor, id: number, version: number): Promise<CardInstance> {
    await this.d.ds.transaction(async (m) => {
      const row = await ownedInstance(m, actor, id, true);
      if (row.image_status === 'queued' || row.image_status === 'generating') throw generationInProgress('artwork');
      if (!restoreArtwork(row, version))
        throw unprocessable('validation_failed', 'There is no such earlier artwork for this option', {
          version: [`is not an earlier artwork of this option (0 to ${Math.max(0, (row.earlier_artworks?.length ?? 0) - 1)})`],
        });
      await announce(m, this.d.outbox, await saveInstance(m, row), ['image']);
    });
    await this.d.outbox.flush();
    return this.d.view(actor, id);
  }
}
