import {
  configSlice,
  createRateLimiter,
  defineService,
  loadSecretKey,
  runsHandlers,
  runsWorkers,
  serveCall,
  type DefinedService,
  type Infra,
  type Logger,
  type Outbox,
  type ServiceContext,
} from '@cards/kit';
import { GenerationCalls, type Actor } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { warmProseCheck } from '@cards/card-words';
import { database } from './db/database.js';
import { GENERATION_SCHEMA } from './db/schema.js';
import { FallbackImageGenerator } from './generators/fallback-image-generator.js';
import { announceFallbacks, countFallbacks } from './generators/fallback-notices.js';
import { GuardedTextGenerator } from './generators/guarded-text-generator.js';
import type { ImageGenerator } from './generators/image-generator.port.js';
import { OfflineImageGenerator } from './generators/offline/offline-image-generator.js';
import { OfflineTextGenerator } from './generators/offline/offline-text-generator.js';
import { OpenAiConfig } from './generators/openai/openai.config.js';
import { OpenAiImageGenerator } from './generators/openai/openai-image-generator.js';
import { OpenAiTextGenerator } from './generators/openai/openai-text-generator.js';
import { ProviderModels } from './generators/openai/provider-models.js';
import { ProviderFallback } from './generators/provider-fallback.js';
import type { TextGenerator } from './generators/text-generator.port.js';
import type { Moderator } from './moderation/moderation.port.js';
import { OpenAiModerator } from './moderation/openai-moderator.js';
import { WordListModerator } from './moderation/word-list-moderator.js';
import { generationCatalog, type GenerationCatalog } from './modules/catalog/index.js';
import { CardRecords, CardService, registerCardHandlers } from './modules/cards/index.js';
import {
  EntitlementService,
  EntitlementsConfig,
  PaymentSessionService,
  registerAllowanceHandlers,
  registerPaymentHandlers,
  subscribeSubscriptionChanged,
} from './modules/entitlements/index.js';
import {
  cardCovers,
  cardParts,
  CardInstanceService,
  GeneratingCards,
  InstancesConfig,
  registerCardInstanceHandlers,
  registerArtworkHistoryHandlers,
  registerWordHistoryHandlers,
  signingOptions,
  ArtworkHistoryService,
  WordHistoryService,
} from './modules/instances/index.js';
import {
  ECARD_WAITS_QUEUE,
  EcardPages,
  EcardWaits,
  OrderEcards,
  registerMailingHandlers,
  type SendEcard,
} from './modules/mailings/index.js';
import { CardPhotoService, PhotosConfig, registerCardPhotoHandlers } from './modules/photos/index.js';
import { GenerationPipeline, PipelineConfig } from './modules/pipeline/index.js';
import { subscribeSampleSeeding } from './modules/samples/index.js';
import { SampleCards } from './flows/sample-cards.js';
import { CardSigningService, registerSigningHandlers, SignerService, SigningConfig, SigningTokens } from './modules/signing/index.js';

export { GENERATION_SCHEMA };

/** Config picks the moderator: OpenAI's moderation endpoint with a key (the word list if it is down), the word list without. */
function moderatorOf(infra: Infra, log: Logger): Moderator {
  const c = configSlice(OpenAiConfig, infra.config);
  const words = new WordListModerator();
  if (!c.OPENAI_API_KEY) return words;
  return new OpenAiModerator({ apiKey: c.OPENAI_API_KEY, baseURL: c.OPENAI_BASE_URL }, words, log);
}

/**
 * Config picks the generators: OpenAI with a key, the offline ones without. Words always pass
 * the guard (rules and moderation); the provider's words and artwork fall back to the offline
 * writer's and painter's on any final failure, counted (see `ProviderFallback`). The
 * configured models are checked with the provider before the first job.
 */
async function generators(infra: Infra, moderator: Moderator, log: Logger): Promise<Generators> {
  const c = configSlice(OpenAiConfig, infra.config);
  const offline = new OfflineTextGenerator();
  if (!c.OPENAI_API_KEY)
    return { text: new GuardedTextGenerator({ writer: offline, moderator, log }), image: new OfflineImageGenerator(), models: null };
  const common = {
    apiKey: c.OPENAI_API_KEY,
    baseURL: c.OPENAI_BASE_URL,
    timeoutMs: configSlice(PipelineConfig, infra.config).GENERATION_PROVIDER_TIMEOUT_MS,
  };
  const models = new ProviderModels({ client: common, models: { words: c.OPENAI_TEXT_MODEL, artwork: c.OPENAI_IMAGE_MODEL }, log });
  await models.check();
  // Each fallback goes to every generation process, the one answering the queues page among them.
  const availability = { unavailable: models.unavailable.bind(models), noteFallback: announceFallbacks(infra.bus, log) };
  return {
    text: new GuardedTextGenerator({
      writer: new OpenAiTextGenerator({
        ...common,
        model: c.OPENAI_TEXT_MODEL,
        maxOutputTokens: c.OPENAI_TEXT_MAX_OUTPUT_TOKENS,
        temperature: c.OPENAI_TEXT_TEMPERATURE,
      }),
      fallback: offline,
      moderator,
      log,
      policy: new ProviderFallback({ part: 'words', log, models: availability }),
    }),
    image: new FallbackImageGenerator({
      primary: new OpenAiImageGenerator({
        ...common,
        model: c.OPENAI_IMAGE_MODEL,
        size: c.OPENAI_IMAGE_SIZE as `${number}x${number}`,
        quality: c.OPENAI_IMAGE_QUALITY,
      }),
      fallback: new OfflineImageGenerator(),
      policy: new ProviderFallback({ part: 'artwork', log, models: availability }),
    }),
    models,
  };
}

interface Generators {
  text: TextGenerator;
  image: ImageGenerator;
  /** The start check of the provider's models (null when no provider is configured). */
  models: ProviderModels | null;
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
  /** Order e-cards waiting for the next allowance window (null in a worker-only process). */
  ecardWaits: EcardWaits | null;
}

/** What every part of the service is built with. */
interface Basics {
  infra: Infra;
  ds: DataSource;
  outbox: Outbox;
  log: Logger;
  catalog: GenerationCatalog;
  moderator: Moderator;
}

/**
 * The modules, wired one way: the lower ones (cards, photos, signing, entitlements) reach the
 * options and the pipeline only through the ports they own, filled here.
 */
function wireModules(b: Basics, gen: { text: TextGenerator; image: ImageGenerator }) {
  const { infra, ds, outbox, log, catalog, moderator } = b;
  const config = infra.config;
  const pipeline = new GenerationPipeline({
    ds,
    outbox,
    queue: infra.queue,
    assets: infra.assets,
    catalog,
    text: gen.text,
    image: gen.image,
    config: configSlice(PipelineConfig, config),
    log,
  });
  const instancesConfig = configSlice(InstancesConfig, config);
  const lent = { outbox, catalog, publicApiUrl: instancesConfig.PUBLIC_API_URL, queue: pipeline, stamps: new CardRecords() };
  const generating = new GeneratingCards();
  const entitlements = new EntitlementService({
    ds,
    catalog,
    config: configSlice(EntitlementsConfig, config),
    rpc: infra.rpc,
    log,
    cardsGenerating: (m, accountId, exceptCardId) => generating.count(m, accountId, exceptCardId),
  });
  const cards = new CardService({ ds, catalog, parts: cardParts(lent), moderator, assets: infra.assets, log });
  const photos = new CardPhotoService({
    ds,
    outbox,
    assets: infra.assets,
    cards,
    covers: cardCovers(lent),
    config: configSlice(PhotosConfig, config),
    log,
  });
  // Every e-card sent is kept for the page its mail links to (the mailings module's).
  const ecardPages = new EcardPages({ ds, webUrl: config.PUBLIC_WEB_URL });
  const instances = new CardInstanceService({
    ds,
    outbox,
    catalog,
    entitlements,
    pipeline,
    cards,
    stamps: new CardRecords(),
    moderator,
    rpc: infra.rpc,
    keepEcard: (sent) => ecardPages.keep(sent),
    config: instancesConfig,
    log,
  });
  const payments = new PaymentSessionService({
    ds,
    rpc: infra.rpc,
    catalog,
    entitlements,
    cards: { generate: (actor, id) => instances.generate(actor, id), get: (actor, id) => cards.get(actor, id) },
    config: configSlice(EntitlementsConfig, config),
  });
  const view = (actor: Actor, id: number) => instances.get(actor, id);
  const history = new WordHistoryService({ ds, outbox, view });
  const artworks = new ArtworkHistoryService({ ds, outbox, publicApiUrl: instancesConfig.PUBLIC_API_URL, view });
  return { pipeline, cards, photos, instances, payments, entitlements, history, artworks, ecardPages, options: signingOptions(lent) };
}

/** The signing module: its link secret, its rate limiter, the owner's and the signers' services. */
async function wireSigning(
  b: Basics,
  s: { cards: CardService; options: ReturnType<typeof signingOptions> },
  onStop: ServiceContext['onStop'],
) {
  const { ds, outbox, moderator } = b;
  const config = configSlice(SigningConfig, b.infra.config);
  const limiter = await createRateLimiter(b.infra.config);
  onStop('rate-limiter', () => limiter.close());
  const tokens = new SigningTokens(
    await loadSecretKey({
      secret: config.SIGNING_LINK_SECRET,
      envKey: 'SIGNING_LINK_SECRET',
      name: 'signing-links',
      purpose: 'generation makes the private signing links of group cards with it',
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
    }),
  );
  // Signatures reach their card's row through their port `SignedCards`, the cards module's records.
  const records = new CardRecords();
  return {
    owner: new CardSigningService({ ds, outbox, cards: s.cards, records, options: s.options, moderator, tokens, config }),
    signers: new SignerService({ ds, outbox, moderator, tokens, limiter, options: s.options, cards: records, config }),
  };
}

/** The generation service's composition root: the one place its adapters and modules are wired. */
export function createGenerationApp(infra: Infra): DefinedService<GenerationParts> {
  return defineService(infra, {
    name: 'generation',
    ...database,
    async wire({ ds, outbox, log, onStop, onStarted, periodic }) {
      const catalog = generationCatalog(infra.rpc, infra.bus, log);
      await catalog.start();
      onStop('catalog-read-model', () => catalog.stop());

      const moderator = moderatorOf(infra, log);
      // Every text is checked by card-words' prose check: its dictionary loads before any request.
      await warmProseCheck();
      const gen = await generators(infra, moderator, log);
      log.info({ text: gen.text.name, image: gen.image.name, moderation: moderator.name, queue: infra.config.QUEUE }, 'generators chosen');
      const basics: Basics = { infra, ds, outbox, log, catalog, moderator };
      const m = wireModules(basics, gen);
      const { pipeline, photos } = m;
      onStop('pipeline', () => pipeline.stop());

      let samplesSeeded: Promise<void> | null = null;
      let ecardWaits: EcardWaits | null = null;
      // A worker-only process (ROLE=worker) takes jobs and nothing else.
      if (runsHandlers(infra.config)) {
        await registerCardHandlers(infra.rpc, m.cards);
        await registerPaymentHandlers(infra.rpc, m.payments);
        await registerCardInstanceHandlers(infra.rpc, m.instances);
        await registerAllowanceHandlers(infra.rpc, m.entitlements, m.cards);
        await registerWordHistoryHandlers(infra.rpc, m.history);
        await registerArtworkHistoryHandlers(infra.rpc, m.artworks);
        await registerCardPhotoHandlers(infra.rpc, photos);
        const signing = await wireSigning(basics, m, onStop);
        await registerSigningHandlers(infra.rpc, signing.owner, signing.signers);
        await registerMailingHandlers(infra.rpc, { moderator, entitlements: m.entitlements, pages: m.ecardPages });
        if (gen.models) {
          const counting = await countFallbacks(infra.bus, gen.models);
          onStop('provider-fallback-count', () => counting.stop());
        }
        await serveCall(infra.rpc, GenerationCalls.providerStatus, async () => ({ warnings: gen.models?.warnings() ?? [] }));
        const sendEcard: SendEcard = (userId, id, to) => m.instances.sendToRecipient(userId, id, to);
        const subscribed = await subscribe(basics, sendEcard, onStop);
        samplesSeeded = subscribed.seeded;
        ecardWaits = subscribed.waits;
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
      return { pipeline, samplesSeeded, ecardWaits };
    },
  });
}

/**
 * The events the service consumes: plan changes, paid orders' e-cards, and the admin's account
 * for the sample cards (when seeding). Answers when samples exist.
 */
async function subscribe(
  b: Basics,
  sendEcard: SendEcard,
  onStop: ServiceContext['onStop'],
): Promise<{ seeded: Promise<void> | null; waits: EcardWaits }> {
  const { infra, ds, outbox, catalog, log } = b;
  const c = configSlice(EntitlementsConfig, infra.config);
  const caps = { perHour: c.ECARDS_PER_ACCOUNT_HOUR, perDay: c.ECARDS_PER_ACCOUNT_DAY, peoplePerDay: c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY };
  const waits = new EcardWaits({ ds, outbox, queue: infra.queue, send: sendEcard, caps, log });
  const ecards = new OrderEcards({ ds, outbox, bus: infra.bus, send: sendEcard, log, waits });
  // E-cards waiting for their turn: the table is the schedule, armed again at every start.
  const worker = infra.queue.work(ECARD_WAITS_QUEUE, async () => waits.handle(), { concurrency: 1, timeoutMs: 120_000 });
  onStop('ecard-waits', () => worker.close());
  await waits.rearm();
  const subs = [await subscribeSubscriptionChanged(infra.bus, ds), ...(await ecards.subscribe())];
  let samplesSeeded: Promise<void> | null = null;
  if (infra.config.SEED) {
    const samples = await subscribeSampleSeeding({
      bus: infra.bus,
      ds,
      outbox,
      // The samples reach the flow that makes cards with their options through their port.
      samples: new SampleCards({ ds, outbox, assets: infra.assets, catalog }),
      adminEmail: infra.config.ADMIN_EMAIL,
      log,
    });
    subs.push(samples.subscription);
    samplesSeeded = samples.seeded;
  }
  onStop('subscriptions', () => Promise.allSettled(subs.map((s) => s.stop())));
  return { seeded: samplesSeeded, waits };
}
