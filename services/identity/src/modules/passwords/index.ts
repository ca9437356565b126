/** Passwords: hashing (argon2id) and what a new one must not be. The front door of the module; everything else in it is private. */
export { PasswordHasher } from './password-hasher.js';
export { assertGoodPassword } from './password-policy.js';
