import { MemoryRateLimiter, waitInWords } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { LoginThrottle, type LoginRules } from './login-throttle.js';

const rules: LoginRules = { freeFailures: 3, lockoutFailures: 6, ipFailures: 8, deviceFailures: 2, windowSeconds: 900 };

function setup() {
  let now = 1_000_000;
  const throttle = new LoginThrottle(new MemoryRateLimiter(() => now), rules);
  return {
    throttle,
    later: (s: number) => {
      now += s * 1000;
    },
  };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { status: number; details: { retry_after: number; reason: string }; headers: Record<string, string> }) => e,
  );

describe('LoginThrottle', () => {
  it('when an address keeps failing, then after the free failures each try waits 1 s, 2 s, 4 s, then the address is locked for the window', async () => {
    const { throttle, later } = setup();
    for (let i = 0; i < 3; i++) {
      await throttle.admit('a@x.test', '1.1.1.1');
      await throttle.failed('a@x.test', '1.1.1.1');
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const e = await refusal(throttle.admit('a@x.test', '1.1.1.1'));
      expect(e).toMatchObject({ status: 429, details: { reason: 'account_delay' } });
      waits.push(e!.details.retry_after);
      expect(e!.headers['Retry-After']).toBe(String(e!.details.retry_after));
      later(e!.details.retry_after);
      await throttle.admit('a@x.test', '1.1.1.1');
      await throttle.failed('a@x.test', '1.1.1.1');
    }
    expect(waits).toEqual([1, 2, 4]);
    const locked = await refusal(throttle.admit('a@x.test', '2.2.2.2'));
    expect(locked).toMatchObject({ status: 429, details: { reason: 'account_locked' } });
    expect(locked!.details.retry_after).toBeGreaterThan(800);
    await expect(throttle.admit('b@x.test', '1.1.1.1')).resolves.toBeUndefined();
  });

  it("when the browser holds the account's device cookie, then the lockout others caused does not apply, and its own failures lock only it", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 6; i++) await throttle.failed('a@x.test', '1.1.1.1');
    const device = { userId: 1, nonce: 'n1' };
    await expect(throttle.admit('a@x.test', '1.1.1.1', device)).resolves.toBeUndefined();
    await throttle.succeeded('a@x.test', device);
    expect(await refusal(throttle.admit('a@x.test', '3.3.3.3'))).toMatchObject({ details: { reason: 'account_locked' } });
    await throttle.failed('a@x.test', '1.1.1.1', device);
    await throttle.failed('a@x.test', '1.1.1.1', device);
    expect(await refusal(throttle.admit('a@x.test', '1.1.1.1', device))).toMatchObject({ details: { reason: 'device_locked' } });
    await expect(throttle.admit('a@x.test', '1.1.1.1', { userId: 1, nonce: 'n2' })).resolves.toBeUndefined();
  });

  it('when one IP fails across many addresses, then its untrusted browsers are locked out and trusted ones are not', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 8; i++) await throttle.failed(`victim${i}@x.test`, '6.6.6.6');
    expect(await refusal(throttle.admit('someone@x.test', '6.6.6.6'))).toMatchObject({ details: { reason: 'network_locked' } });
    await expect(throttle.admit('someone@x.test', '6.6.6.6', { userId: 9, nonce: 'n9' })).resolves.toBeUndefined();
    await expect(throttle.admit('someone@x.test', '7.7.7.7')).resolves.toBeUndefined();
  });

  it("when a password is reset, then the address's delay and lockout are lifted", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 6; i++) await throttle.failed('a@x.test', '1.1.1.1');
    await throttle.forgive('a@x.test');
    await expect(throttle.admit('a@x.test', '4.4.4.4')).resolves.toBeUndefined();
  });

  it('when a wait is said in words, then it reads as a person would say it', () => {
    expect([
      waitInWords(1),
      waitInWords(45),
      waitInWords(60),
      waitInWords(61),
      waitInWords(900),
      waitInWords(3600),
      waitInWords(5400),
    ]).toEqual(['1 second', '45 seconds', '1 minute', '2 minutes', '15 minutes', '1 hour', '2 hours']);
  });
});
