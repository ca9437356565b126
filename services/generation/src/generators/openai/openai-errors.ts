import OpenAI from 'openai';
import { ProviderError, toProviderError } from '../provider-error.js';

/**
 * Maps the SDK's errors to what the pipeline needs: may a retry help, and what to tell the
 * person. Rate limits, server errors, timeouts and dropped connections are retried; a
 * refused prompt or a bad key is not (retrying would fail the same way and cost money).
 */
export function mapOpenAiError(e: unknown, what: 'words' | 'artwork'): ProviderError {
  if (e instanceof OpenAI.APIConnectionTimeoutError)
    return new ProviderError(`Making the ${what} took too long; we will try again.`, true, e);
  if (e instanceof OpenAI.APIUserAbortError) return new ProviderError(`Making the ${what} took too long; we will try again.`, true, e);
  if (e instanceof OpenAI.APIConnectionError)
    return new ProviderError(`We could not reach the AI service for the ${what}; we will try again.`, true, e);
  if (e instanceof OpenAI.APIError) {
    const status = e.status ?? 0;
    const code = String((e as { code?: unknown }).code ?? '');
    if (status === 429 && code === 'insufficient_quota')
      return new ProviderError(`The AI service is out of credit, so the ${what} could not be made. Please try again later.`, false, e);
    if (status === 429) return new ProviderError(`The AI service is busy right now; the ${what} will be retried shortly.`, true, e);
    if (status >= 500 || status === 408 || status === 409)
      return new ProviderError(`The AI service had a problem making the ${what}; we will try again.`, true, e);
    if (status === 400 && /content_policy|moderation|safety/i.test(`${code} ${e.message}`)) {
      return new ProviderError(
        `The AI service declined to make the ${what} for these details. Try rewording the details and regenerate.`,
        false,
        e,
      );
    }
    if (status === 401 || status === 403)
      return new ProviderError(
        `The AI service refused our credentials, so the ${what} could not be made. The shop has been told.`,
        false,
        e,
      );
    return new ProviderError(`The AI service could not make the ${what} (error ${status}).`, false, e);
  }
  return toProviderError(e, what);
}
