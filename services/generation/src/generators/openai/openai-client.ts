import { createHash } from 'node:crypto';
import OpenAI from 'openai';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** The SDK's own quick retries (with backoff) on connection errors, 429 and 5xx; the job queue retries beyond. */
  maxRetries?: number;
  timeoutMs?: number;
}

/** The SDK's client as both generators use it; `defaultTimeoutMs` is theirs (pictures take longer than words). */
export function openAiClient(opts: OpenAiOptions, defaultTimeoutMs: number): OpenAI {
  return new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    maxRetries: opts.maxRetries ?? 1,
    timeout: opts.timeoutMs ?? defaultTimeoutMs,
  });
}

/** What both generators are: the provider's name, its SDK client, and the model configured. */
export abstract class OpenAiGenerator<O extends OpenAiOptions> {
  readonly name = 'openai';
  protected readonly client: OpenAI;

  constructor(
    protected readonly opts: O,
    defaultTimeoutMs: number,
  ) {
    this.client = openAiClient(opts, defaultTimeoutMs);
  }

  get model(): string {
    return this.opts.model;
  }
}

/**
 * The account as the provider sees it: a stable hash (never the id itself), so the provider can
 * tell one abusive account from the shop as a whole, as its safety guidance asks.
 */
export function safetyIdentifier(accountId: number | undefined): string | undefined {
  if (accountId === undefined) return undefined;
  return `acct_${createHash('sha256').update(`cards-account:${accountId}`).digest('hex').slice(0, 32)}`;
}

/**
 * Whether a model takes sampling parameters (temperature). Reasoning models (the o-series and
 * the GPT-5 and later families) refuse them with a 400; the older chat families accept them.
 */
export function acceptsSampling(model: string): boolean {
  return /^(gpt-3\.5|gpt-4)/.test(model);
}
