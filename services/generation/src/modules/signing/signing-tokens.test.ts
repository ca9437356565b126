import { describe, expect, it } from '@jest/globals';
import { SigningTokens } from './signing-tokens.js';

const key = (s: string) => new TextEncoder().encode(s.padEnd(40, '.'));

describe('signing tokens', () => {
  it('when a link is made, then its token is 256 bits the server can derive again from the salt, and only the hash finds it', () => {
    const tokens = new SigningTokens(key('one'));
    const link = tokens.newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.tokenOf(link.salt)).toBe(link.token);
    expect(tokens.hashOf(link.token)).toBe(link.hash);
    expect(link.hash).not.toContain(link.token);
    expect(tokens.newLink().token).not.toBe(link.token);
  });

  it('when the key is another, then the same salt gives another token (a stolen database opens no link)', () => {
    const link = new SigningTokens(key('one')).newLink();
    expect(new SigningTokens(key('two')).tokenOf(link.salt)).not.toBe(link.token);
  });

  it('when a signer presents an edit token, then only the one they were given matches', () => {
    const tokens = new SigningTokens(key('one'));
    const edit = tokens.newEditToken();
    expect(tokens.editTokenMatches(edit.token, edit.hash)).toBe(true);
    expect(tokens.editTokenMatches(tokens.newEditToken().token, edit.hash)).toBe(false);
    expect(tokens.editTokenMatches('', edit.hash)).toBe(false);
  });
});
