import { tooManyRequests, type RateLimit, type RateLimiter } from '@cards/kit';

/**
 * The throttles of the calls attackers like: guessing passwords, spraying signups, mailing
 * a victim's inbox full. Per address the limits are tight (10 failed logins a quarter hour,
 * so the 11th gets 429); per IP they are loose, because many people share one address (an
 * office, a phone network) and tests all come from 127.0.0.1.
 */
export const LIMITS = {
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 100, windowSeconds: 15 * 60 },
  signupPerIp: { limit: 100, windowSeconds: 10 * 60 },
  confirmPerIp: { limit: 100, windowSeconds: 10 * 60 },
  mailPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  mailPerIp: { limit: 100, windowSeconds: 10 * 60 },
  resetPerIp: { limit: 100, windowSeconds: 10 * 60 },
  currentPasswordFailuresPerUser: { limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof LIMITS;

/** Counters of the identity service, keyed by what they protect. */
export class IdentityLimits {
  constructor(private readonly rl: RateLimiter) {}

  private key(name: LimitName, subject: string | number) {
    return `identity:${name}:${String(subject).toLowerCase()}`;
  }

  /** Counts one attempt; throws 429 with Retry-After when it is over the limit. */
  async take(name: LimitName, subject: string | number): Promise<void> {
    const s = await this.rl.hit(this.key(name, subject), LIMITS[name]);
    if (!s.allowed) throw tooManyRequests(s.retryAfterSeconds);
  }

  /** Throws 429 if the counter is already full, counting nothing (for failure-only counters). */
  async check(name: LimitName, subject: string | number): Promise<void> {
    const s = await this.rl.peek(this.key(name, subject), LIMITS[name]);
    if (!s.allowed) throw tooManyRequests(s.retryAfterSeconds);
  }

  /** Records a failure without refusing this very attempt (its answer is already a 4xx). */
  async fail(name: LimitName, subject: string | number): Promise<void> {
    await this.rl.hit(this.key(name, subject), LIMITS[name]);
  }

  async clear(name: LimitName, subject: string | number): Promise<void> {
    await this.rl.reset(this.key(name, subject));
  }
}
