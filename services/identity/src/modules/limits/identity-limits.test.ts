import { AppError, MemoryRateLimiter } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { IdentityLimits } from './identity-limits.js';

describe('IdentityLimits', () => {
  it('when failures fill a counter, then check refuses with 429 and Retry-After, for that subject only', async () => {
    const limits = new IdentityLimits(new MemoryRateLimiter(), { IDENTITY_REQUESTS_PER_IP: 100 });
    for (let i = 0; i < limits.rules.currentPasswordFailuresPerUser.limit; i++) {
      await limits.check('currentPasswordFailuresPerUser', 7);
      await limits.fail('currentPasswordFailuresPerUser', 7);
    }
    const err = await limits.check('currentPasswordFailuresPerUser', 7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number((err as AppError).headers!['Retry-After'])).toBeGreaterThan(0);
    await expect(limits.check('currentPasswordFailuresPerUser', 8)).resolves.toBeUndefined();
  });

  it('when take passes the limit, then that very attempt is refused; per-IP limits follow IDENTITY_REQUESTS_PER_IP', async () => {
    const limits = new IdentityLimits(new MemoryRateLimiter(), { IDENTITY_REQUESTS_PER_IP: 3 });
    for (let i = 0; i < limits.rules.mailPerEmail.limit; i++) await limits.take('mailPerEmail', 'reset:a@x.test');
    await expect(limits.take('mailPerEmail', 'reset:a@x.test')).rejects.toMatchObject({ status: 429 });
    await expect(limits.take('mailPerEmail', 'confirm:a@x.test')).resolves.toBeUndefined();
    for (let i = 0; i < 3; i++) await limits.take('signupPerIp', '203.0.113.7');
    await expect(limits.take('signupPerIp', '203.0.113.7')).rejects.toMatchObject({ status: 429 });
  });
});
