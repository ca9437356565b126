import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a reminder mail's unsubscribe link: the user id and an HMAC of it, so
 * the link works without signing in and cannot be made for someone else. It never expires:
 * an old mail's link must still stop the mails.
 */
export class UnsubscribeTokens {
  constructor(private readonly key: Uint8Array) {}

  private sign(userId: number): string {
    return createHmac('sha256', this.key).update(`reminder-mails:${userId}`).digest('base64url');
  }

  make(userId: number): string {
    return `${userId}.${this.sign(userId)}`;
  }

  /** The user a token was made for, or `null` when it is not one of ours. */
  read(token: string): number | null {
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token.trim());
    if (!m) return null;
    const userId = Number(m[1]);
    const want = Buffer.from(this.sign(userId));
    const got = Buffer.from(m[2]!);
    return want.length === got.length && timingSafeEqual(want, got) ? userId : null;
  }
}
