import type { Logger } from '@cards/kit';
import OpenAI from 'openai';
import type { FailureCode } from '../provider-error.js';
import type { ModelAvailability } from '../provider-fallback.js';
import { openAiClient, type OpenAiOptions } from './openai-client.js';

type Part = 'words' | 'artwork';

/** What ops read on the admin's queues page about a configured model. */
export interface ModelWarning {
  part: Part;
  model: string;
  /** Plain words: what is wrong and what to change. */
  message: string;
  /** True when the service makes this part offline until it is fixed. */
  offline: boolean;
}

const DAY_MS = 86_400_000;

/** The fallbacks ops must act on, and what to tell them (the customer's own refusals are not among them). */
const ACT_ON: Partial<Record<FailureCode, (model: string, key: string) => string>> = {
  no_credit: () => 'The AI provider says the account is out of credit: add credit to it.',
  bad_key: () => 'The AI provider refused the API key: check OPENAI_API_KEY.',
  model_unavailable: (model, key) => `The AI provider does not serve "${model}": set ${key} to a current model and restart.`,
  timeout: () => 'The AI provider did not answer in time, even after retries: check its status page.',
  provider_error: () => 'The AI provider kept failing with server errors, even after retries: check its status page.',
  unreachable: () => 'The AI provider could not be reached, even after retries: check the network and its status page.',
  rate_limited: () => 'The AI provider kept rate-limiting the shop, even after retries: raise the account’s limits.',
};

/**
 * The start check of the configured models: the service asks the provider about each
 * (`models.retrieve`). An unknown or retired model (404, or a shutdown date that has passed),
 * or a key the provider refuses, gives one clear log line and a warning for the admin's queues
 * page, and the part is made offline until the configuration is fixed and the service
 * restarted. A shutdown date still to come is a warning only. A provider that cannot be
 * reached leaves the models in use: each call then falls back on its own.
 */
export class ProviderModels implements ModelAvailability {
  private readonly found = new Map<Part, ModelWarning & { code?: FailureCode }>();
  /** Fallbacks since start that ops must act on, by part and reason. */
  private readonly seen = new Map<string, { part: Part; code: FailureCode; count: number; last: Date }>();
  private readonly client: OpenAI;

  constructor(private readonly d: { client: Omit<OpenAiOptions, 'model'>; models: Record<Part, string>; log: Logger; now?: () => Date }) {
    this.client = openAiClient({ ...d.client, model: '', maxRetries: 0 }, 10_000);
  }

  async check(): Promise<void> {
    for (const part of ['words', 'artwork'] as const) {
      const model = this.d.models[part];
      try {
        const info = (await this.client.models.retrieve(model)) as OpenAI.Models.Model & { shutdown_date?: string | null };
        const shutdown = info.shutdown_date ? new Date(`${info.shutdown_date}T00:00:00Z`) : undefined;
        const now = (this.d.now ?? (() => new Date()))();
        if (shutdown && shutdown.getTime() <= now.getTime())
          this.mark(part, model, 'model_unavailable', `was retired on ${info.shutdown_date}`);
        else if (shutdown)
          this.warn(part, model, `retires on ${info.shutdown_date} (in ${Math.ceil((shutdown.getTime() - now.getTime()) / DAY_MS)} days)`);
      } catch (e) {
        // A 404 about the model, not one from an OpenAI-compatible endpoint that has no models route.
        if (e instanceof OpenAI.APIError && (e.code === 'model_not_found' || (e.status === 404 && /model/i.test(e.message))))
          this.mark(part, model, 'model_unavailable', 'is unknown to the provider or retired');
        else if (e instanceof OpenAI.APIError && (e.status === 401 || e.status === 403))
          this.mark(part, model, 'bad_key', 'cannot be used: the provider refused the API key');
        else this.d.log.warn({ err: e, part, model }, 'could not ask the AI provider about its model; calls will fall back if it fails');
      }
    }
  }

  unavailable(part: Part): FailureCode | undefined {
    return this.found.get(part)?.code;
  }

  /** Counts a fallback this process made; those ops must act on show on the queues page. */
  noteFallback(part: Part, code: FailureCode) {
    if (!(code in ACT_ON) || this.found.get(part)?.offline) return;
    const key = `${part}:${code}`;
    const s = this.seen.get(key) ?? { part, code, count: 0, last: new Date() };
    s.count++;
    s.last = new Date();
    this.seen.set(key, s);
  }

  warnings(): ModelWarning[] {
    const found = [...this.found.values()].map(({ code: _code, ...w }) => w);
    const seen = [...this.seen.values()].map((s) => ({
      part: s.part,
      model: this.d.models[s.part],
      offline: true,
      message: `${ACT_ON[s.code]!(this.d.models[s.part], s.part === 'words' ? 'OPENAI_TEXT_MODEL' : 'OPENAI_IMAGE_MODEL')} The offline ${s.part === 'words' ? 'writer' : 'painter'} made the ${s.part} of ${s.count} option${s.count === 1 ? '' : 's'} instead (last at ${s.last.toISOString().slice(11, 16)} UTC).`,
    }));
    return [...found, ...seen];
  }

  private mark(part: Part, model: string, code: FailureCode, what: string) {
    const key = part === 'words' ? 'OPENAI_TEXT_MODEL' : 'OPENAI_IMAGE_MODEL';
    const message = `The ${part} model "${model}" ${what}. Until ${key} names a current model and the service restarts, the offline ${part === 'words' ? 'writer' : 'painter'} makes every option's ${part}.`;
    this.found.set(part, { part, model, message, offline: true, code });
    this.d.log.error({ part, model, fallback: code, config: key }, message);
  }

  private warn(part: Part, model: string, what: string) {
    const key = part === 'words' ? 'OPENAI_TEXT_MODEL' : 'OPENAI_IMAGE_MODEL';
    const message = `The ${part} model "${model}" ${what}. Set ${key} to its replacement before then.`;
    this.found.set(part, { part, model, message, offline: false });
    this.d.log.warn({ part, model, config: key }, message);
  }
}
