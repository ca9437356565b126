/**
 * A generator failed. `retryable` says whether trying again later may help (rate limits,
 * outages, timeouts) or not (a refused prompt, a bad key); `reason` is shown to the person
 * whose card failed, so it is plain words, never a stack or a provider's raw message.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    override readonly cause?: unknown,
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
    return new ProviderError(`Making the ${what} took too long; we will try again.`, true, e);
  return new ProviderError(`Something went wrong while making the ${what}; we will try again.`, true, e);
}
