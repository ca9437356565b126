import type { Logger } from '@cards/kit';
import OpenAI from 'openai';
import type { ModerationResult, Moderator } from './moderation.port.js';

export interface OpenAiModeratorOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
}

/**
 * OpenAI's moderation endpoint through the `openai` SDK: every category the model flags
 * (harassment, hate, sexual, violence, self-harm…). If the endpoint cannot be reached, the
 * texts are checked by the offline word list instead, so a customer is never blocked by an
 * outage, and the fall-back is logged.
 */
export class OpenAiModerator implements Moderator {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(
    private readonly opts: OpenAiModeratorOptions,
    private readonly fallback: Moderator,
    private readonly log: Logger,
  ) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 1, timeout: opts.timeoutMs ?? 15_000 });
  }

  async check(texts: readonly string[], signal?: AbortSignal): Promise<ModerationResult[]> {
    const given = texts.map((t, i) => ({ t, i })).filter((x) => x.t.trim());
    const out: ModerationResult[] = texts.map(() => ({ flagged: false, categories: [] }));
    if (!given.length) return out;
    try {
      const res = await this.client.moderations.create(
        { model: this.opts.model ?? 'omni-moderation-latest', input: given.map((x) => x.t) },
        { signal },
      );
      res.results.forEach((r, k) => {
        const categories = Object.entries(r.categories ?? {})
          .filter(([, on]) => on)
          .map(([name]) => name);
        out[given[k]!.i] = { flagged: r.flagged, categories };
      });
      return out;
    } catch (err) {
      if (signal?.aborted) throw err;
      this.log.warn({ err }, 'the moderation endpoint failed; checking with the word list instead');
      return this.fallback.check(texts, signal);
    }
  }
}
