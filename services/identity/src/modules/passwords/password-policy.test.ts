import { describe, expect, it } from '@jest/globals';
import { commonPasswords, passwordProblems } from './password-policy.js';

describe('passwordProblems', () => {
  it('when the shipped list is loaded, then it holds at least the top thousand common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(1000);
    expect(commonPasswords().has('password')).toBe(true);
  });

  it('when a password is shorter than 8 or longer than 128 characters, then it is refused', () => {
    expect(passwordProblems('Ab3$xyz')).toEqual(['is too short (minimum is 8 characters)']);
    expect(passwordProblems('x'.repeat(129))[0]).toMatch(/too long/);
    expect(passwordProblems('k'.repeat(7) + 'Q'.repeat(121))).toEqual([]);
  });

  it('when a password is on the common list in any case, then it is refused', () => {
    for (const p of ['password', 'PASSWORD1', 'qwertyuiop', 'iloveyou', '12345678', 'Sunshine']) {
      expect(passwordProblems(p.length >= 8 ? p : p + 'xx')).not.toEqual([]);
    }
    expect(passwordProblems('Football')).toEqual(['is too common; choose something harder to guess']);
  });

  it('when a common word only has a short suffix of digits or symbols, then it is refused too', () => {
    expect(passwordProblems('sunshine2024!')).toEqual(['is too common; choose something harder to guess']);
    expect(passwordProblems('monkey99')).toEqual(['is too common; choose something harder to guess']);
  });

  it('when a password is one repeated character or the e-mail address, then it is refused', () => {
    expect(passwordProblems('zzzzzzzzzz')).toEqual(['must not be one character repeated']);
    expect(passwordProblems('Marjorie.Q@example.org', { email: 'marjorie.q@example.org' })).toEqual(['must not be your e-mail address']);
    expect(passwordProblems('marjorie.quill', { email: 'marjorie.quill@example.org' })).toEqual(['must not be your e-mail address']);
  });

  it('when a passphrase is long and uncommon, then it is accepted', () => {
    expect(passwordProblems('violet tractor under lantern')).toEqual([]);
    expect(passwordProblems('Gr33ting-Cards-Rock-2025', { email: 'a@b.co' })).toEqual([]);
  });
});
