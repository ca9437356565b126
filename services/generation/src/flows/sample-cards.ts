import { randomBytes } from 'node:crypto';
import { lockForTransaction, type AssetStore, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { OfflineImageGenerator } from '../generators/offline/offline-image-generator.js';
import { OfflineTextGenerator } from '../generators/offline/offline-text-generator.js';
import { CardRecords } from '../modules/cards/index.js';
import type { GenerationCatalog } from '../modules/catalog/index.js';
import { ReadyOptions } from '../modules/instances/index.js';
import { SAMPLES, sampleAnswers, type SampleOwner, type SampleSeeding } from '../modules/samples/index.js';

/** The module whose operations the flow runs beside the options', writing its own table. */
const cards = new CardRecords();

/**
 * The sample cards made in one transaction, under an advisory lock (a no-op once samples exist):
 * each a card (the cards module) with its options made by the offline generators, saved ready
 * and announced (the instances module's `ReadyOptions`). The samples module reaches it through
 * its port `SampleSeeding`, filled in `app.ts`.
 */
export class SampleCards implements SampleSeeding {
  constructor(private readonly d: { ds: DataSource; outbox: Outbox; assets: AssetStore; catalog: GenerationCatalog }) {}

  exist(): Promise<boolean> {
    return cards.samplesExist(this.d.ds.manager);
  }

  seed(owner: SampleOwner): Promise<number> {
    const d = this.d;
    const text = new OfflineTextGenerator();
    const image = new OfflineImageGenerator();
    const styles = d.catalog.store.styles.active();
    const personas = d.catalog.store.personas.active();
    const options = new ReadyOptions(d);
    return d.ds.transaction(async (m) => {
      await lockForTransaction(m, 'generation-samples');
      if (await cards.samplesExist(m)) return 0;
      let made = 0;
      for (const s of SAMPLES) {
        const ev = d.catalog.store.events.active().find((x) => x.slug === s.occasion);
        if (!ev) continue;
        const persona = personas.find((p) => `${p.slug} ${p.name} ${p.tone_prompt}`.toLowerCase().includes(s.tone)) ?? personas[0];
        const card = await cards.addSample(m, {
          user_id: owner.userId,
          account_id: owner.accountId,
          event_id: ev.id,
          occasion: { id: ev.id, name: ev.name, slug: ev.slug, description: ev.description, icon: ev.icon },
          occasion_name: ev.name,
          style_id: styles.length ? styles[s.style % styles.length]!.id : null,
          persona_id: persona?.id ?? null,
          recipient_name: s.recipient,
          sender_name: s.sender,
          details: s.details ?? '',
          answers: sampleAnswers(s),
          relationship: s.relationship,
          title: `${ev.name} card for ${s.recipient}`,
          favourite: false,
        });
        await options.add(m, card, async (ask) => {
          const signal = AbortSignal.timeout(10_000);
          const words = await text.generate(ask.text, signal);
          const art = await image.generate(ask.image, signal);
          const key = `generation/artwork/${ask.optionId}-1-${randomBytes(6).toString('hex')}.${art.extension}`;
          await d.assets.put(key, art.body, art.contentType);
          return { front_text: words.front, inside_text: words.inside, artwork_key: key, artwork_content_type: art.contentType };
        });
        made++;
      }
      return made;
    });
  }
}
