import { describe, expect, it } from '@jest/globals';
import { ReaderTokens, type VerifiedToken } from './reader-tokens.js';

const who = (userId: number, admin: boolean, jti = `jti-${userId}`, exp = 4_000_000_000): VerifiedToken => ({
  actor: { user_id: userId, admin },
  jti,
  exp,
});

describe('ReaderTokens', () => {
  it('when a customer token is remembered, then it reads the public view until its time runs out', () => {
    let now = 1_000;
    const tokens = new ReaderTokens({ publicTtlMs: 60_000, now: () => now });
    expect(tokens.viewOf('tok')).toBeUndefined();
    tokens.remember('tok', who(1, false), tokens.generation());
    expect(tokens.viewOf('tok')).toBe('public');
    now += 60_001;
    expect(tokens.viewOf('tok')).toBeUndefined();
  });

  it('when identity refused a token, then it reads the public view like a visitor', () => {
    const tokens = new ReaderTokens();
    tokens.remember('bad', null, tokens.generation());
    expect(tokens.viewOf('bad')).toBe('public');
  });

  it('when an admin token is remembered, then it reads the admin view for the admin lifetime, never past the token expiry', () => {
    let now = 1_000_000;
    const tokens = new ReaderTokens({ adminTtlMs: 10_000, now: () => now });
    tokens.remember('adm', who(7, true), tokens.generation());
    tokens.remember('soon', who(8, true, 'j8', 1_005), tokens.generation());
    expect(tokens.viewOf('adm')).toBe('admin');
    now += 6_000;
    expect(tokens.viewOf('soon')).toBeUndefined();
    expect(tokens.viewOf('adm')).toBe('admin');
    now += 4_001;
    expect(tokens.viewOf('adm')).toBeUndefined();
  });

  it('when a write passes, then admin tokens are forgotten and customer tokens kept', () => {
    const tokens = new ReaderTokens();
    tokens.remember('adm', who(7, true), tokens.generation());
    tokens.remember('cus', who(9, false), tokens.generation());
    tokens.forgetAdmins();
    expect([tokens.viewOf('adm'), tokens.viewOf('cus')]).toEqual([undefined, 'public']);
  });

  it('when an admin verification started before a revocation, then its answer is not remembered', () => {
    const tokens = new ReaderTokens();
    const gen = tokens.generation();
    tokens.revoked(99, 'other');
    tokens.remember('adm', who(7, true), gen);
    expect(tokens.viewOf('adm')).toBeUndefined();
  });

  it('when identity announces a revoked session, a changed user or all sessions revoked, then only those tokens are forgotten', () => {
    const tokens = new ReaderTokens();
    tokens.remember('a1', who(1, true, 'j1'), tokens.generation());
    tokens.remember('a1b', who(1, true, 'j1b'), tokens.generation());
    tokens.remember('a2', who(2, true, 'j2'), tokens.generation());
    tokens.remember('a3', who(3, true, 'j3'), tokens.generation());
    tokens.revoked(1, 'j1');
    expect([tokens.viewOf('a1'), tokens.viewOf('a1b')]).toEqual([undefined, 'admin']);
    tokens.revoked(1, null);
    expect(tokens.viewOf('a1b')).toBeUndefined();
    tokens.userChanged(2);
    expect([tokens.viewOf('a2'), tokens.viewOf('a3')]).toEqual([undefined, 'admin']);
  });

  it('when more tokens than it holds are remembered, then the oldest are forgotten', () => {
    const tokens = new ReaderTokens({ maxEntries: 2 });
    for (const t of ['a', 'b', 'c']) tokens.remember(t, who(1, false), tokens.generation());
    expect([tokens.viewOf('a'), tokens.viewOf('b'), tokens.viewOf('c')]).toEqual([undefined, 'public', 'public']);
  });
});
