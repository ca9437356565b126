import type { Actor, CardInstance, CardWordsVersion } from '@cards/contracts';
import { unprocessable, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { generationInProgress } from './instance.errors.js';
import { announce, ownedInstance, saveInstance } from './card-instance.store.js';
import { restoreWords, wordHistory } from './word-history.js';

/** An option's words over time, and the undo that brings an earlier version back. */
export class WordHistoryService {
  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      /** The option as clients see it, after a restore. */
      view: (actor: Actor, id: number) => Promise<CardInstance>;
    },
  ) {}

  async history(actor: Actor, id: number): Promise<CardWordsVersion[]> {
    return wordHistory(await ownedInstance(this.d.ds.manager, actor, id));
  }

  /** Free (nothing is generated), and refused while new words are being written. */
  async restore(actor: Actor, id: number, version: number): Promise<CardInstance> {
    await this.d.ds.transaction(async (m) => {
      const row = await ownedInstance(m, actor, id, true);
      if (row.text_status === 'queued' || row.text_status === 'generating') throw generationInProgress('words');
      if (!restoreWords(row, version))
        throw unprocessable('validation_failed', 'There is no such earlier version of these words', {
          version: [`is not an earlier version of these words (0 to ${Math.max(0, (row.earlier_texts?.length ?? 0) - 1)})`],
        });
      await announce(m, this.d.outbox, await saveInstance(m, row), ['text']);
    });
    await this.d.outbox.flush();
    return this.d.view(actor, id);
  }
}
