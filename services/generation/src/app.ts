import {
  createRateLimiter,
  defineService,
  loadSecretKey,
  runsHandlers,
  runsWorkers,
  type DefinedService,
  type Infra,
  type Logger,
} from '@cards/kit';
import { warmProseCheck } from '@cards/card-words';
import { CreateGeneration1700000050000 } from './db/migrations/1700000050000-create-generation.js';
import { UsageRecipient1700000050100 } from './db/migrations/1700000050100-usage-recipient.js';
import { AddFrontRequested1700000051000 } from './db/migrations/1700000051000-add-front-requested.js';
import { CardPhotos1700000052000 } from './db/migrations/1700000052000-card-photos.js';
import { CardSigning1700000053000 } from './db/migrations/1700000053000-card-signing.js';
import { CardWordsMemory1700000054000 } from './db/migrations/1700000054000-card-words-memory.js';
import { ReadyWithoutThumbnail1700000055000 } from './db/migrations/1700000055000-ready-without-thumbnail.js';
import { GENERATION_ENTITIES } from './db/entities.js';
import { GENERATION_SCHEMA } from './db/schema.js';
import { GuardedTextGenerator } from './generators/guarded-text-generator.js';
import type { ImageGenerator } from './generators/image-generator.port.js';
import { OfflineImageGenerator } from './generators/offline/offline-image-generator.js';
import { OfflineTextGenerator } from './generators/offline/offline-text-generator.js';
import { OpenAiImageGenerator } from './generators/openai/openai-image-generator.js';
import { OpenAiTextGenerator } from './generators/openai/openai-text-generator.js';
import type { TextGenerator } from './generators/text-generator.port.js';
import type { Moderator } from './moderation/moderation.port.js';
import { OpenAiModerator } from './moderation/openai-moderator.js';
import { WordListModerator } from './moderation/word-list-moderator.js';
import { generationCatalog } from './modules/catalog/catalog-read-model.js';
import { registerCardHandlers } from './modules/cards/card.handlers.js';
import { CardService } from './modules/cards/card.service.js';
import { EntitlementService } from './modules/entitlements/entitlement.service.js';
import { subscribeSubscriptionChanged } from './modules/entitlements/on-subscription-changed.subscriber.js';
import { PaymentSessionService } from './modules/entitlements/payment-session.service.js';
import { registerCardPhotoHandlers } from './modules/photos/card-photo.handlers.js';
import { CardPhotoService } from './modules/photos/card-photo.service.js';
import { registerCardInstanceHandlers } from './modules/instances/card-instance.handlers.js';
import { CardInstanceService } from './modules/instances/card-instance.service.js';
import { registerAllowanceHandlers } from './modules/entitlements/allowance.handlers.js';
import { registerWordHistoryHandlers } from './modules/instances/word-history.handlers.js';
import { WordHistoryService } from './modules/instances/word-history.service.js';
import { GenerationPipeline } from './modules/pipeline/generation.pipeline.js';
import { subscribeSampleSeeding } from './modules/samples/sample-cards.seed.js';
import { CardSigningService } from './modules/signing/card-signing.service.js';
import { SignerService } from './modules/signing/signer.service.js';
import { registerSigningHandlers } from './modules/signing/signing.handlers.js';
import { SigningTokens } from './modules/signing/signing-tokens.js';

export { GENERATION_SCHEMA };

/** Config picks the moderator: OpenAI's moderation endpoint with a key (the word list if it is down), the word list without. */
function moderatorOf(infra: Infra, log: Logger): Moderator {
  const c = infra.config;
  const words = new WordListModerator();
  if (!c.OPENAI_API_KEY) return words;
  return new OpenAiModerator({ apiKey: c.OPENAI_API_KEY, baseURL: c.OPENAI_BASE_URL }, words, log);
}

/**
 * Config picks the generators: OpenAI with a key, the offline ones without. Words always pass
 * the guard (rules and moderation); OpenAI's fall back to the offline writer's.
 */
function generators(infra: Infra, moderator: Moderator, log: Logger): { text: TextGenerator; image: ImageGenerator } {
  const c = infra.config;
  const offline = new OfflineTextGenerator();
  if (!c.OPENAI_API_KEY) return { text: new GuardedTextGenerator({ writer: offline, moderator, log }), image: new OfflineImageGenerator() };
  const common = { apiKey: c.OPENAI_API_KEY, baseURL: c.OPENAI_BASE_URL, timeoutMs: c.GENERATION_PROVIDER_TIMEOUT_MS };
  return {
    text: new GuardedTextGenerator({
      writer: new OpenAiTextGenerator({ ...common, model: c.OPENAI_TEXT_MODEL }),
      fallback: offline,
      moderator,
      log,
    }),
    image: new OpenAiImageGenerator({ ...common, model: c.OPENAI_IMAGE_MODEL }),
  };
}

/** What the generation service exposes to ops tools and tests. */
export interface GenerationParts {
  pipeline: GenerationPipeline;
  /**
   * Settles once the public sample cards exist: at once on a later start, after the first
   * start's seeding otherwise (never when seeding is off). A one-process start waits for it,
   * so /samples is full on the first visit.
   */
  samplesSeeded: Promise<void> | null;
}

/** The generation service's composition root: the one place its adapters and modules are wired. */
export function createGenerationApp(infra: Infra): DefinedService<GenerationParts> {
  return defineService(infra, {
    name: 'generation',
    schema: GENERATION_SCHEMA,
    entities: GENERATION_ENTITIES,
    migrations: [
      CreateGeneration1700000050000,
      UsageRecipient1700000050100,
      AddFrontRequested1700000051000,
      CardPhotos1700000052000,
      CardSigning1700000053000,
      CardWordsMemory1700000054000,
      ReadyWithoutThumbnail1700000055000,
    ],
    async wire({ ds, outbox, log, onStop, onStarted, periodic }) {
      const catalog = generationCatalog(infra.rpc, infra.bus, log);
      await catalog.start();
      onStop('catalog-read-model', () => catalog.stop());

      const moderator = moderatorOf(infra, log);
      // Every text is checked by card-words' prose check: its dictionary loads before any request.
      await warmProseCheck();
      const gen = generators(infra, moderator, log);
      log.info({ text: gen.text.name, image: gen.image.name, moderation: moderator.name, queue: infra.config.QUEUE }, 'generators chosen');
      const pipeline = new GenerationPipeline({
        ds,
        outbox,
        queue: infra.queue,
        assets: infra.assets,
        catalog,
        text: gen.text,
        image: gen.image,
        config: infra.config,
        log,
      });
      onStop('pipeline', () => pipeline.stop());
      const entitlements = new EntitlementService(ds, catalog, infra.config, infra.rpc, log);
      const cards = new CardService(ds, outbox, catalog, entitlements, pipeline, moderator, infra.config, infra.assets, log);
      const photos = new CardPhotoService({ ds, outbox, assets: infra.assets, cards, pipeline, config: infra.config, log });
      const instances = new CardInstanceService(
        ds,
        outbox,
        catalog,
        entitlements,
        pipeline,
        cards,
        moderator,
        infra.rpc,
        infra.config,
        log,
      );
      const payments = new PaymentSessionService(ds, infra.rpc, catalog, entitlements, cards, infra.config);

      let samplesSeeded: Promise<void> | null = null;
      // A worker-only process (ROLE=worker) takes jobs and nothing else.
      if (runsHandlers(infra.config)) {
        await registerCardHandlers(infra.rpc, cards, payments);
        await registerCardInstanceHandlers(infra.rpc, instances);
        await registerAllowanceHandlers(infra.rpc, entitlements);
        await registerWordHistoryHandlers(infra.rpc, new WordHistoryService({ ds, outbox, view: (actor, id) => instances.get(actor, id) }));
        await registerCardPhotoHandlers(infra.rpc, photos);
        const limiter = await createRateLimiter(infra.config);
        onStop('rate-limiter', () => limiter.close());
        const tokens = new SigningTokens(
          await loadSecretKey({
            secret: infra.config.SIGNING_LINK_SECRET,
            envKey: 'SIGNING_LINK_SECRET',
            name: 'signing-links',
            purpose: 'generation makes the private signing links of group cards with it',
            dataDir: infra.config.DATA_DIR,
            production: infra.config.NODE_ENV === 'production',
          }),
        );
        await registerSigningHandlers(
          infra.rpc,
          new CardSigningService({ ds, outbox, cards, moderator, tokens, config: infra.config }),
          new SignerService({ ds, outbox, moderator, tokens, limiter, catalog, config: infra.config }),
        );
        const subs = [await subscribeSubscriptionChanged(infra.bus, ds)];
        if (infra.config.SEED) {
          const samples = await subscribeSampleSeeding({
            bus: infra.bus,
            ds,
            outbox,
            assets: infra.assets,
            catalog,
            adminEmail: infra.config.ADMIN_EMAIL,
            log,
          });
          subs.push(samples.subscription);
          samplesSeeded = samples.seeded;
        }
        onStop('subscriptions', () => Promise.allSettled(subs.map((s) => s.stop())));
      }
      // Once a minute for the cluster, parts idle a minute with no live job are queued again.
      periodic({ name: 'sweep-unfinished-parts', repeat: { everyMs: 60_000 }, run: () => pipeline.sweep({ olderThanMs: 60_000 }) });
      periodic({ name: 'sweep-photo-uploads', repeat: { everyMs: 10 * 60_000 }, run: () => photos.sweepUploads() });
      if (runsWorkers(infra.config)) {
        onStarted(async () => {
          // Parts left unfinished by a process that died are queued again before work starts.
          await pipeline.sweep();
          pipeline.startWorker();
        });
      }
      return { pipeline, samplesSeeded };
    },
  });
}
