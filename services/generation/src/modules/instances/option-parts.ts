import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { CardReads, type CardFacts } from '../cards/index.js';
import { CardPhotoReads } from '../photos/index.js';
import { rememberArtwork } from './artwork-history.js';
import type { CardInstanceRow, Part } from './card-instance.entity.js';
import { announce, lockInstance, optionsOfCard, saveInstance, unfinishedOptions } from './card-instance.store.js';
import type { PartRef } from './part-queue.port.js';
import { rememberWords } from './word-history.js';

const cardReads = new CardReads();

export type { Part };

/** A part of an option as a job names it: the option, the part and the version it was queued for. */
export interface PartJob {
  instance_id: number;
  part: Part;
  version: number;
}

/** An option as the pipeline reads it while it makes one of its parts. */
export type OptionView = Readonly<CardInstanceRow>;

/** What a claimed part is made from: the option, its card, and (for words) the card's other options. */
export interface ClaimedPart {
  inst: OptionView;
  card: CardFacts;
  mates: OptionView[];
}

/** What became of a part: its words, its artwork (already stored under `key`), or why it failed. */
export type PartOutcome =
  | { made: 'words'; front: string; inside: string }
  | { made: 'artwork'; key: string; contentType: string }
  | { made: 'nothing'; reason: string };

const photos = new CardPhotoReads();

/**
 * The instances module's operations for the generation pipeline, each in the caller's
 * transaction: the parts left unfinished, claiming a part under a lease (a fencing token), and
 * storing what was made only while the lease is held. Every status change is announced through
 * the outbox in the same transaction. The card-instances table is written by this module only.
 */
export class OptionParts {
  constructor(private readonly outbox: Outbox) {}

  /** Parts left `queued` or `generating` since before `before`, oldest option first. */
  async unfinished(tx: EntityManager, before: Date): Promise<PartRef[]> {
    const refs: PartRef[] = [];
    for (const r of await unfinishedOptions(tx, before)) {
      if (r.text_status === 'queued' || r.text_status === 'generating')
        refs.push({ id: r.id, part: 'text', version: r.text_version, created_at: r.created_at });
      if (r.image_status === 'queued' || r.image_status === 'generating')
        refs.push({ id: r.id, part: 'image', version: r.image_version, created_at: r.created_at });
    }
    return refs;
  }

  /**
   * Claims the part for `lease` (status `generating`); undefined when there is nothing to make:
   * the option is gone or superseded, the part is done (a duplicate delivery), or the front became
   * the customer's photo after the job was queued (the part is then finished without artwork).
   */
  async claim(tx: EntityManager, job: PartJob, lease: string): Promise<ClaimedPart | undefined> {
    const inst = await lockInstance(tx, job.instance_id);
    if (!inst || inst[`${job.part}_version`] !== job.version) return undefined;
    const status = inst[`${job.part}_status`];
    if (status === 'ready' || status === 'failed') return undefined;
    const card = await cardReads.find(tx, inst.card_id);
    if (!card) return undefined;
    if (job.part === 'image' && (await photos.hasFront(tx, card.id))) {
      inst.image_status = 'ready';
      inst.image_lease = null;
      inst.image_error = null;
      await announce(tx, this.outbox, await saveInstance(tx, inst), ['image', 'status']);
      return undefined;
    }
    // The card's options, for words unlike each other's.
    const mates = job.part === 'text' ? await optionsOfCard(tx, inst.card_id) : [];
    const before = inst.status;
    inst[`${job.part}_status`] = 'generating';
    inst[`${job.part}_lease`] = lease;
    const saved = await saveInstance(tx, inst);
    if (status !== 'generating' || before !== saved.status) await announce(tx, this.outbox, saved, ['status']);
    return { inst: saved, card, mates };
  }

  /** Stores what became of the part if `lease` still holds it at `job`'s version; false when it was fenced off. */
  async finish(tx: EntityManager, job: PartJob, lease: string, outcome: PartOutcome): Promise<boolean> {
    const row = await lockInstance(tx, job.instance_id);
    if (!row || row[`${job.part}_lease`] !== lease || row[`${job.part}_version`] !== job.version) return false;
    row[`${job.part}_lease`] = null;
    if (outcome.made === 'nothing') {
      row[`${job.part}_status`] = 'failed';
      row[`${job.part}_error`] = outcome.reason;
    } else {
      applyMade(row, outcome);
      row[`${job.part}_status`] = 'ready';
      row[`${job.part}_error`] = null;
    }
    const saved = await saveInstance(tx, row);
    const changed = { words: ['text', 'status'], artwork: ['image', 'status'], nothing: ['status'] }[outcome.made];
    await announce(tx, this.outbox, saved, changed);
    return true;
  }
}

/** Puts what was made on the option; what it replaces is remembered, so an undo can bring it back. */
function applyMade(row: CardInstanceRow, made: Exclude<PartOutcome, { made: 'nothing' }>): void {
  if (made.made === 'words') {
    // No regenerate of the card gives the words replaced again.
    rememberWords(row);
    row.front_text = made.front;
    row.inside_text = made.inside;
    row.edited = false;
    row.front_requested = false;
  } else {
    // The artwork's file stays.
    rememberArtwork(row);
    row.artwork_key = made.key;
    row.artwork_content_type = made.contentType;
  }
}
