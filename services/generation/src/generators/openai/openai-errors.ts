import OpenAI from 'openai';
import { ProviderError, toProviderError } from '../provider-error.js';

/**
 * Maps the SDK's errors to what the pipeline needs: may a retry help, what kind of failure it
 * is (for the fallback's count), and what a person could be told. Rate limits, server errors,
 * timeouts and dropped connections are retried; a refused prompt, a bad key, no credit or a
 * model the provider no longer serves are not (retrying would fail the same way and cost
 * money). Every final failure falls back to the offline writer or painter, so these reasons
 * reach a customer only where no fallback exists.
 */
export function mapOpenAiError(e: unknown, what: 'words' | 'artwork'): ProviderError {
  const again = `Please regenerate this option.`;
  if (e instanceof OpenAI.APIConnectionTimeoutError || e instanceof OpenAI.APIUserAbortError)
    return new ProviderError(`Making the ${what} took too long. ${again}`, true, e, 'timeout');
  if (e instanceof OpenAI.APIConnectionError)
    return new ProviderError(`We could not reach the AI service for the ${what}. ${again}`, true, e, 'unreachable');
  if (e instanceof OpenAI.APIError) {
    const status = e.status ?? 0;
    const code = String((e as { code?: unknown }).code ?? '');
    if (status === 429 && code === 'insufficient_quota')
      return new ProviderError(`The AI service is out of credit, so the ${what} could not be made. ${again}`, false, e, 'no_credit');
    if (status === 429) return new ProviderError(`The AI service was busy making the ${what}. ${again}`, true, e, 'rate_limited');
    if (status >= 500 || status === 408 || status === 409)
      return new ProviderError(`The AI service had a problem making the ${what}. ${again}`, true, e, 'provider_error');
    if (status === 400 && /content_policy|moderation|safety/i.test(`${code} ${e.message}`))
      return new ProviderError(
        `The AI service declined to make the ${what} for these details. Try rewording the details and regenerate.`,
        false,
        e,
        'content_policy',
      );
    if (status === 401 || status === 403)
      return new ProviderError(
        `The AI service refused the shop's credentials, so the ${what} could not be made. ${again}`,
        false,
        e,
        'bad_key',
      );
    if (status === 404 || code === 'model_not_found')
      return new ProviderError(`The AI model for the ${what} is not available. ${again}`, false, e, 'model_unavailable');
    return new ProviderError(`The AI service could not make the ${what} (error ${status}). ${again}`, false, e, 'bad_request');
  }
  return toProviderError(e, what);
}
