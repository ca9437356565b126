/** The password hasher on its own, for tools that measure what a sign-up and a sign-in cost (bench/journeys). */
export { PasswordHasher } from './modules/passwords/index.js';
