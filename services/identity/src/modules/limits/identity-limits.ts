import { tooManyRequests, type RateLimit, type RateLimiter } from '@cards/kit';
import type { LimitsConfig } from './limits.config.js';

/**
 * The throttles of the calls attackers like besides signing in (see `LoginThrottle` for that):
 * spraying signups, mailing a victim's inbox full, guessing the current password of a stolen
 * session. Per address the limits are tight; per IP they are loose (`IDENTITY_REQUESTS_PER_IP`
 * in 10 minutes), because many people share one address (an office, a phone network).
 */
export function identityLimitRules(config: LimitsConfig) {
  const perIp = { limit: config.IDENTITY_REQUESTS_PER_IP, windowSeconds: 10 * 60 };
  return {
    signupPerIp: perIp,
    confirmPerIp: perIp,
    mailPerIp: perIp,
    resetPerIp: perIp,
    mailPerEmail: { limit: 5, windowSeconds: 60 * 60 },
    currentPasswordFailuresPerUser: { limit: 10, windowSeconds: 15 * 60 },
  } as const satisfies Record<string, RateLimit>;
}

export type LimitName = keyof ReturnType<typeof identityLimitRules>;

/** Counters of the identity service, keyed by what they protect. */
export class IdentityLimits {
  readonly rules: ReturnType<typeof identityLimitRules>;

  constructor(
    private readonly rl: RateLimiter,
    config: LimitsConfig,
  ) {
    this.rules = identityLimitRules(config);
  }

  private key(name: LimitName, subject: string | number) {
    return `identity:${name}:${String(subject).toLowerCase()}`;
  }

  /** Counts one attempt; throws 429 with Retry-After when it is over the limit. */
  async take(name: LimitName, subject: string | number): Promise<void> {
    const s = await this.rl.hit(this.key(name, subject), this.rules[name]);
    if (!s.allowed) throw tooManyRequests(s.retryAfterSeconds);
  }

  /** Throws 429 if the counter is already full, counting nothing (for failure-only counters). */
  async check(name: LimitName, subject: string | number): Promise<void> {
    const s = await this.rl.peek(this.key(name, subject), this.rules[name]);
    if (!s.allowed) throw tooManyRequests(s.retryAfterSeconds);
  }

  /** Records a failure without refusing this very attempt (its answer is already a 4xx). */
  async fail(name: LimitName, subject: string | number): Promise<void> {
    await this.rl.hit(this.key(name, subject), this.rules[name]);
  }
}
