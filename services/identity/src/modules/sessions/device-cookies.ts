import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE_PREFIX, type DeviceCookie } from '@cards/contracts';

export { DEVICE_COOKIE_PREFIX, type DeviceCookie };

/** What a valid device cookie proves: this browser signed in as `userId` before. */
export interface Device {
  userId: number;
  nonce: string;
}

const b64 = (b: Buffer) => b.toString('base64url');

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a signed
 * cookie a successful sign-in leaves in the browser. A browser holding a valid one for the
 * account it signs in to is trusted: the lockout that guessing from elsewhere causes for that
 * account, and the per-IP lockout, do not apply to it (it has its own failure counter, keyed by
 * the cookie's nonce). The cookie proves nothing else: it never signs anybody in.
 *
 * Value: `v1.<user id>.<expiry, epoch seconds>.<nonce>.<HMAC-SHA256>`; the key is derived from
 * the session key, so every identity replica can check every cookie. One cookie per user, named
 * after a keyed hash of the user id, so people sharing a browser keep theirs.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    sessionKey: Uint8Array,
    private readonly lifetimeDays: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', sessionKey).update('cards device cookie v1').digest();
  }

  private mac(s: string): string {
    return b64(createHmac('sha256', this.key).update(s).digest());
  }

  nameFor(userId: number): string {
    return DEVICE_COOKIE_PREFIX + this.mac(`name:${userId}`).slice(0, 12);
  }

  issue(userId: number): DeviceCookie {
    const maxAge = this.lifetimeDays * 86_400;
    const body = `v1.${userId}.${Math.floor(this.now() / 1000) + maxAge}.${b64(randomBytes(16))}`;
    return { name: this.nameFor(userId), value: `${body}.${this.mac(body)}`, max_age_seconds: maxAge };
  }

  /** The device among `values` issued to `userId`, still valid and correctly signed; else undefined. */
  trusted(values: readonly string[] | undefined, userId: number): Device | undefined {
    for (const v of values ?? []) {
      const d = this.read(v);
      if (d?.userId === userId) return d;
    }
    return undefined;
  }

  private read(value: string): Device | undefined {
    const parts = value.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1') return undefined;
    const body = parts.slice(0, 4).join('.');
    const given = Buffer.from(parts[4]!);
    const want = Buffer.from(this.mac(body));
    if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;
    const userId = Number(parts[1]);
    const exp = Number(parts[2]);
    if (!Number.isInteger(userId) || !Number.isFinite(exp) || exp * 1000 <= this.now()) return undefined;
    return { userId, nonce: parts[3]! };
  }
}
