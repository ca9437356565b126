import OpenAI from 'openai';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** The SDK's own quick retries on connection errors, 429 and 5xx; the job queue retries beyond. */
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
