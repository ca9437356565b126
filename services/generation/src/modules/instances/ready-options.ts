import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import type { ImageRequest } from '../../generators/image-generator.port.js';
import type { TextRequest } from '../../generators/text-generator.port.js';
import type { GenerationCatalog } from '../catalog/index.js';
import type { CardFacts } from '../cards/index.js';
import { CardInstanceEntity, newInstanceRow, overallStatus } from './card-instance.entity.js';
import { announce } from './card-instance.store.js';
import { imageRequest, textRequest } from './generation-context.js';

/** What an option made at once is asked for: its id (known once its row is saved) and the requests its words and artwork are made from. */
export interface ReadyOptionAsk {
  optionId: number;
  text: TextRequest;
  image: ImageRequest;
}

/** An option's parts, made: its words, and its artwork already in the asset store. */
export interface ReadyParts {
  front_text: string;
  inside_text: string;
  artwork_key: string;
  artwork_content_type: string;
}

/**
 * Options whose words and artwork are made at once, in the caller's transaction, never queued
 * (the sample cards): the option is saved generating, its parts are made, then it is saved
 * ready and announced. Its pictures are drawn the first time it is looked at.
 */
export class ReadyOptions {
  constructor(private readonly d: { outbox: Outbox; catalog: GenerationCatalog }) {}

  async add(m: EntityManager, card: CardFacts, make: (ask: ReadyOptionAsk) => Promise<ReadyParts>): Promise<void> {
    const repo = m.getRepository(CardInstanceEntity);
    const inst = await repo.save(
      newInstanceRow(
        { card_id: card.id, user_id: card.user_id, account_id: card.account_id },
        { status: 'generating', front_text: '', inside_text: '', text_status: 'generating', image_status: 'generating', edited: false },
      ),
    );
    const parts = await make({
      optionId: inst.id,
      text: textRequest(card, inst, this.d.catalog),
      image: imageRequest(card, inst, this.d.catalog),
    });
    Object.assign(inst, parts, { text_status: 'ready', image_status: 'ready', status: overallStatus('ready', 'ready') });
    const saved = await repo.save(inst);
    await announce(m, this.d.outbox, saved, ['created', 'text', 'image', 'status']);
  }
}
