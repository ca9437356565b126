/**
 * Why a generator failed, as ops count it (`generation_provider_fallbacks_total{reason}`, the
 * `fallback` log field). `unprintable` is the one failure that is not the provider's: even the
 * offline writer's words were flagged for these details, so only the customer can fix it.
 */
export type FailureCode =
  | 'bad_key'
  | 'no_credit'
  | 'model_unavailable'
  | 'refused'
  | 'content_policy'
  | 'cut_off'
  | 'malformed'
  | 'rules'
  | 'timeout'
  | 'rate_limited'
  | 'provider_error'
  | 'unreachable'
  | 'bad_request'
  | 'unknown'
  | 'unprintable';

/**
 * A generator failed. `retryable` says whether trying again later may help (rate limits,
 * outages, timeouts) or not (a refused prompt, a bad key); `reason` is shown to the person
 * whose card failed, so it is plain words, never a stack or a provider's raw message; `code`
 * is the failure's kind, for metrics and logs.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    override readonly cause?: unknown,
    readonly code: FailureCode = 'unknown',
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

export function isProviderError(e: unknown): e is ProviderError {
  return e instanceof ProviderError;
}

/** Any failure as a ProviderError: aborts and timeouts are retryable, the unknown too. */
export function toProviderError(e: unknown, what: string): ProviderError {
  if (isProviderError(e)) return e;
  const name = (e as { name?: string })?.name;
  if (name === 'AbortError' || name === 'TimeoutError')
    return new ProviderError(`Making the ${what} took too long. Please regenerate this option.`, true, e, 'timeout');
  return new ProviderError(`Something went wrong while making the ${what}. Please regenerate this option.`, true, e, 'unknown');
}
