import { tooManyFor, type AppError, type RateLimiter } from '@cards/kit';
import type { Device } from './device-cookies.js';
import type { SessionsConfig } from './sessions.config.js';

/** The sign-in limits, from config (`LOGIN_*`, `DEVICE_COOKIE_FAILURES`). */
export interface LoginRules {
  /** Failures of one address before each further try must wait (1 s, then doubling). */
  freeFailures: number;
  /** Failures of one address after which browsers without its device cookie are locked out. */
  lockoutFailures: number;
  /** Failures from one IP (browsers without a device cookie) after which that IP is locked out. */
  ipFailures: number;
  /** Failures with one device cookie after which it no longer exempts its browser. */
  deviceFailures: number;
  /** Window of every failure counter, and so the longest lockout. */
  windowSeconds: number;
}

export function loginRules(
  c: Pick<
    SessionsConfig,
    'LOGIN_FREE_FAILURES' | 'LOGIN_LOCKOUT_FAILURES' | 'LOGIN_IP_FAILURES' | 'DEVICE_COOKIE_FAILURES' | 'LOGIN_LOCKOUT_SECONDS'
  >,
): LoginRules {
  return {
    freeFailures: c.LOGIN_FREE_FAILURES,
    lockoutFailures: c.LOGIN_LOCKOUT_FAILURES,
    ipFailures: c.LOGIN_IP_FAILURES,
    deviceFailures: c.DEVICE_COOKIE_FAILURES,
    windowSeconds: c.LOGIN_LOCKOUT_SECONDS,
  };
}

type Reason = 'account_delay' | 'account_locked' | 'network_locked' | 'device_locked';

const TEXT: Record<Reason, (wait: string) => string> = {
  account_delay: (w) => `Too many failed sign-ins for this address. Please wait ${w} before trying again.`,
  account_locked: (w) =>
    `Too many failed sign-ins for this address, so signing in from a new browser is paused for ${w}. Sign in from a browser you have used here before, or reset your password to get in at once.`,
  network_locked: (w) =>
    `Too many failed sign-ins from your network, so signing in from a new browser is paused for ${w}. Sign in from a browser you have used here before, or reset your password to get in at once.`,
  device_locked: (w) => `Too many failed sign-ins from this browser. Please wait ${w} before trying again, or reset your password.`,
};

/** The 429 of a throttled sign-in: `Retry-After`, and `retry_after` with the reason in the details. */
export function signInThrottled(reason: Reason, retryAfter: number): AppError {
  return tooManyFor('rate_limited', retryAfter, TEXT[reason], { reason });
}

/**
 * Online password guessing, throttled the way OWASP recommends: per account, progressive
 * delays then a lockout; per IP, a lockout; both for untrusted browsers only. A browser with a
 * valid device cookie for the account is trusted and has just its own counter, so an attacker
 * behind the same IP (an office, a proxy) cannot stop people who signed in there before, and an
 * attacker guessing one address cannot lock its owner out of their own browser.
 *
 * Counters live in the shared rate-limit store (Redis in distributed mode), so every replica
 * sees the same. A delay is a key with a time to live, made by one counted hit on a rule
 * allowing none.
 */
export class LoginThrottle {
  constructor(
    private readonly rl: RateLimiter,
    private readonly rules: LoginRules,
  ) {}

  private keys(email: string, ip: string, device?: Device) {
    const e = email.toLowerCase();
    return {
      account: `identity:login:account:${e}`,
      wait: `identity:login:wait:${e}`,
      ip: `identity:login:ip:${ip}`,
      device: device ? `identity:login:device:${device.nonce}` : undefined,
    };
  }

  private rule(limit: number) {
    return { limit, windowSeconds: this.rules.windowSeconds };
  }

  /** Throws 429 if this attempt may not be checked now; counts nothing. */
  async admit(email: string, ip: string, device?: Device): Promise<void> {
    const k = this.keys(email, ip, device);
    if (k.device) {
      const d = await this.rl.peek(k.device, this.rule(this.rules.deviceFailures));
      if (!d.allowed) throw signInThrottled('device_locked', d.retryAfterSeconds);
      return;
    }
    const [account, wait, net] = await Promise.all([
      this.rl.peek(k.account, this.rule(this.rules.lockoutFailures)),
      this.rl.peek(k.wait, this.rule(1)),
      this.rl.peek(k.ip, this.rule(this.rules.ipFailures)),
    ]);
    if (!account.allowed) throw signInThrottled('account_locked', account.retryAfterSeconds);
    if (!net.allowed) throw signInThrottled('network_locked', net.retryAfterSeconds);
    if (!wait.allowed) throw signInThrottled('account_delay', wait.retryAfterSeconds);
  }

  /** Records a wrong password (or unknown address): the next try may have to wait. */
  async failed(email: string, ip: string, device?: Device): Promise<void> {
    const k = this.keys(email, ip, device);
    if (k.device) {
      await this.rl.hit(k.device, this.rule(this.rules.deviceFailures));
      return;
    }
    const [account] = await Promise.all([
      this.rl.hit(k.account, this.rule(this.rules.lockoutFailures)),
      this.rl.hit(k.ip, this.rule(this.rules.ipFailures)),
    ]);
    const beyond = account.count - this.rules.freeFailures;
    if (beyond >= 0 && account.count < this.rules.lockoutFailures) {
      const seconds = Math.min(2 ** beyond, this.rules.windowSeconds);
      await this.rl.hit(k.wait, { limit: 0, windowSeconds: seconds });
    }
  }

  /**
   * A right password. From an untrusted browser the account's delays start again (it got past
   * them, and its owner is the one who knows the password); from a trusted one only that
   * cookie's counter does, so a lockout someone else caused stays for everyone else.
   */
  async succeeded(email: string, device?: Device): Promise<void> {
    const k = this.keys(email, '', device);
    if (k.device) await this.rl.reset(k.device);
    else await this.forgive(email);
  }

  /** Lifts the account's delay and lockout (a successful sign-in, or a password reset through the inbox). */
  async forgive(email: string): Promise<void> {
    const k = this.keys(email, '');
    await Promise.all([this.rl.reset(k.account), this.rl.reset(k.wait)]);
  }
}
