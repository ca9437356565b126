import { readFileSync } from 'node:fs';
import { passwordMismatch, weakPassword } from './password.errors.js';

/** The bounds NIST SP 800-63B asks for: long passphrases allowed, short ones refused. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: ReadonlySet<string> | undefined;

/** The shipped list of the most used passwords, loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/**
 * What is wrong with a new password, worded for the form's field (empty when it is fine).
 * Beyond the length bounds it refuses the common passwords, those same words with a short
 * run of digits or symbols tacked on ("sunshine2024!"), a single repeated character, and the
 * user's own e-mail address: the first guesses of every attacker.
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  if (password.length < PASSWORD_MIN) return [`is too short (minimum is ${PASSWORD_MIN} characters)`];
  if (password.length > PASSWORD_MAX) return [`is too long (maximum is ${PASSWORD_MAX} characters)`];
  const lower = password.toLowerCase();
  const list = commonPasswords();
  const stem = lower.replace(/[\d\W_]{1,5}$/u, '');
  if (list.has(lower) || (stem.length >= 4 && stem !== lower && list.has(stem))) return ['is too common; choose something harder to guess'];
  if (/^(.)\1+$/su.test(password)) return ['must not be one character repeated'];
  const email = context.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return ['must not be your e-mail address'];
  return [];
}

/** Checks a new password's strength and confirmation, naming the field that is wrong (422). */
export function assertGoodPassword(password: string, confirmation: string | undefined, email: string) {
  const problems = passwordProblems(password, { email });
  if (problems.length) throw weakPassword('password', problems);
  if (confirmation !== undefined && confirmation !== password) throw passwordMismatch();
}
