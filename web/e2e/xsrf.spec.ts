import { env, expect, snap, test } from './fixtures';

const cookieOf = (setCookie: string | undefined) => /(?:^|\n)XSRF-TOKEN=([^;\n]+)/.exec(setCookie ?? '')?.[1];

test.describe('the XSRF cookie in a new browser', () => {
  test('when a new browser opens the sign-in page and signs in, then every first API answer sets one cookie and the sign-in goes through first time', async ({
    page,
  }) => {
    const cookies: string[] = [];
    const reading: Array<Promise<unknown>> = [];
    const xsrfHeaders: Array<string | undefined> = [];
    page.on('response', (r) => {
      if (!r.url().startsWith(env.api())) return;
      reading.push(
        r.headerValue('set-cookie').then((v) => {
          const set = cookieOf(v ?? undefined);
          if (set) cookies.push(set);
        }),
      );
    });
    page.on('request', (r) => {
      if (r.url() === `${env.api()}/login`) xsrfHeaders.push(r.headers()['x-xsrf-token']);
    });

    await page.goto('/login');
    await page.getByLabel('Email').fill(env.admin().email);
    await page.getByLabel('Password').fill(env.admin().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await snap(page, 'xsrf-signed-in');

    await Promise.all(reading);
    // How many first answers race before the cookie is in depends on the machine's speed; the
    // next test makes them race on purpose. Whatever their number, they all set the same one.
    expect(cookies.length).toBeGreaterThanOrEqual(1);
    expect(new Set(cookies).size).toBe(1);
    expect(xsrfHeaders).toEqual([cookies[0]]);
    const jar = (await page.context().cookies(env.api())).filter((c) => c.name === 'XSRF-TOKEN').map((c) => c.value);
    expect(jar).toEqual([cookies[0]]);
  });

  test('when a new browser fires parallel first calls and writes echoing the cookie as soon as one answer is in, then no write is refused', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await context.clearCookies();
    const statuses = await page.evaluate(async (api) => {
      const readCookie = () =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length);
      const reads = ['/events', '/styles', '/products', '/plans', '/personas', '/product_categories'].map((p) =>
        fetch(`${api}${p}`, { credentials: 'include' }),
      );
      await Promise.race(reads);
      // What the SPA's HTTP client does for each write: read the cookie, echo it, send.
      const writes = [1, 2, 3, 4].map((i) => {
        const xsrf = readCookie();
        return fetch(`${api}/login`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
          body: JSON.stringify({ user: { email: `nobody-${i}@e2e.test`, password: 'not-the-password-123' } }),
        });
      });
      await Promise.all(reads);
      return Promise.all(
        writes.map(async (w) => {
          const r = await w;
          return `${r.status} ${((await r.json()) as { code?: string }).code ?? ''}`;
        }),
      );
    }, env.api());
    // Wrong passwords: refused as credentials, never for the XSRF token.
    for (const s of statuses) expect(s).toMatch(/^401 /);
  });
});
