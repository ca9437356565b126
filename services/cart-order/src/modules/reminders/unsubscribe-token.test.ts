import { describe, expect, it } from '@jest/globals';
import { UnsubscribeTokens } from './unsubscribe-token.js';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens(new TextEncoder().encode('a-test-key-that-is-long-enough-for-hmac'));

  it('when a token was made for a user, then it reads back as that user and no other key or user accepts it', () => {
    const t = tokens.make(42);
    expect(tokens.read(t)).toBe(42);
    expect(tokens.read(t.replace(/^42\./, '43.'))).toBeNull();
    expect(new UnsubscribeTokens(new TextEncoder().encode('another-key-that-is-long-enough-for-hmac')).read(t)).toBeNull();
    expect(tokens.read('42.not-a-signature-at-all')).toBeNull();
    expect(tokens.read('')).toBeNull();
  });
});
