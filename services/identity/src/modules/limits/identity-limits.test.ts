import { AppError, MemoryRateLimiter } from '@cards/kit';
import { describe, expect, it } from 'vitest';
import { IdentityLimits, LIMITS } from './identity-limits.js';

describe('IdentityLimits', () => {
  it('when failures fill an address counter, then check refuses with 429 and Retry-After until it is cleared', async () => {
    const limits = new IdentityLimits(new MemoryRateLimiter());
    for (let i = 0; i < LIMITS.loginFailuresPerEmail.limit; i++) {
      await limits.check('loginFailuresPerEmail', 'A@x.test');
      await limits.fail('loginFailuresPerEmail', 'a@x.test');
    }
    const err = await limits.check('loginFailuresPerEmail', 'a@X.test').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number((err as AppError).headers!['Retry-After'])).toBeGreaterThan(0);
    await limits.check('loginFailuresPerEmail', 'other@x.test');
    await limits.clear('loginFailuresPerEmail', 'a@x.test');
    await expect(limits.check('loginFailuresPerEmail', 'a@x.test')).resolves.toBeUndefined();
  });

  it('when take passes the limit, then that very attempt is refused', async () => {
    const limits = new IdentityLimits(new MemoryRateLimiter());
    for (let i = 0; i < LIMITS.mailPerEmail.limit; i++) await limits.take('mailPerEmail', 'reset:a@x.test');
    await expect(limits.take('mailPerEmail', 'reset:a@x.test')).rejects.toMatchObject({ status: 429 });
    await expect(limits.take('mailPerEmail', 'confirm:a@x.test')).resolves.toBeUndefined();
  });
});
