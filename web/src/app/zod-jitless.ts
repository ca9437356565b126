import { config } from 'zod/v4/core';

/**
 * The web origin's Content-Security-Policy allows no `eval`. Zod compiles object parsers with
 * `new Function` when it may, and its probe for that is reported as a CSP violation even though
 * it fails quietly; jitless mode parses the same without the probe. Must run before any schema
 * is built, so boot.tsx imports this first.
 */
config({ jitless: true });
