import { randomBytes } from 'node:crypto';
import { IdentityEvents } from '@cards/contracts';
import {
  consumeEvent,
  lockForTransaction,
  type AssetStore,
  type EventBus,
  type EventSubscription,
  type Logger,
  type Outbox,
} from '@cards/kit';
import type { DataSource } from 'typeorm';
import { OfflineImageGenerator } from '../../generators/offline/offline-image-generator.js';
import { OfflineTextGenerator } from '../../generators/offline/offline-text-generator.js';
import type { GenerationCatalog } from '../catalog/index.js';
import { CardRecords } from '../cards/index.js';
import { ReadyOptions } from '../instances/index.js';
import { SAMPLES, sampleAnswers } from './sample-briefs.js';

const cards = new CardRecords();

/**
 * Seeds a handful of sample cards owned by the administrator's account, made by the offline
 * generators (words and artwork ready at once), when identity announces the admin's account
 * and no sample exists yet. Each option is ready at once and announced.
 * The seeding runs in its own transaction (under an advisory lock, a no-op once samples exist)
 * as the consumer's `after` step, with the outbox flush after it.
 */
export async function subscribeSampleSeeding(d: {
  bus: EventBus;
  ds: DataSource;
  outbox: Outbox;
  assets: AssetStore;
  catalog: GenerationCatalog;
  adminEmail: string;
  log: Logger;
}): Promise<{ subscription: EventSubscription; seeded: Promise<void> }> {
  let seededNow!: () => void;
  const seeded = new Promise<void>((resolve) => (seededNow = resolve));
  // A later start finds its samples made: nothing to wait for.
  if (await cards.samplesExist(d.ds.manager)) seededNow();
  const subscription = await consumeEvent(d.bus, {
    service: 'generation',
    handler: 'account_created',
    event: IdentityEvents.accountCreated,
    inbox: d.ds,
    filter: (e) => e.data.email.toLowerCase() === d.adminEmail.toLowerCase(),
    after: async (e) => {
      const n = await seedSampleCards({ ...d, accountId: e.data.account_id, userId: e.data.user_id });
      if (n) d.log.info({ cards: n }, 'sample cards seeded');
      await d.outbox.flush();
      seededNow();
    },
  });
  return { subscription, seeded };
}

export async function seedSampleCards(d: {
  ds: DataSource;
  outbox: Outbox;
  assets: AssetStore;
  catalog: GenerationCatalog;
  accountId: number;
  userId: number;
}): Promise<number> {
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
        user_id: d.userId,
        account_id: d.accountId,
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
