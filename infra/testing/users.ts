import { randomBytes } from 'node:crypto';
import { configSource } from '@cards/kit';
import { extractToken, latestMailTo } from './mail.js';
import type { RestTarget } from './rest-target.js';

/** What the helpers return: the bearer token and the user as `POST /login` gave it. */
export interface SignedIn {
  token: string;
  user: { id: number; email: string; name: string; account_id: number | null; admin: boolean; confirmed: boolean };
}

/** A password the identity service accepts (long, not on the common list). */
export const TEST_PASSWORD = 'violet-tractor-under-lantern-42';

async function json(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** `POST /login`; returns the token from the Authorization header and the body's user. */
export async function login(t: RestTarget, email: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${t.baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const body = (await json(res, 'POST /login')) as { status: { data: { user: SignedIn['user'] } } };
  const token = /^Bearer (.+)$/.exec(res.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new Error('POST /login gave no Authorization header');
  return { token, user: body.status.data.user };
}

/**
 * A new customer, the way a person becomes one: `POST /signup`, the confirmation link read
 * from the mail folder and followed, then `POST /login`. Every call is to the REST API.
 */
export async function signUpAndLogin(t: RestTarget, opts: { email?: string; name?: string; password?: string } = {}): Promise<SignedIn> {
  const email = (opts.email ?? `user-${randomBytes(5).toString('hex')}@cards.test`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  await json(
    await fetch(`${t.baseUrl}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password, password_confirmation: password, name: opts.name ?? 'Test Customer' } }),
    }),
    'POST /signup',
  );
  const mail = await latestMailTo(t, email, { template: 'confirmation' });
  const token = extractToken(mail, '/confirmation', 'confirmation_token');
  await json(await fetch(`${t.baseUrl}/confirmation?confirmation_token=${encodeURIComponent(token)}`), 'GET /confirmation');
  return login(t, email, password);
}

/**
 * The administrator from the platform's ADMIN_EMAIL / ADMIN_PASSWORD. The password is identity's
 * key, read as the test set it (`testConfig` always does) from the config's environment, since the
 * test support loads no service code.
 */
export function loginAsAdmin(t: RestTarget): Promise<SignedIn> {
  const password = configSource(t.config).ADMIN_PASSWORD;
  if (!password) throw new Error('loginAsAdmin needs ADMIN_PASSWORD in the config the platform was started with');
  return login(t, t.config.ADMIN_EMAIL, password);
}

/** Headers for an authenticated JSON call. */
export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' };
}
