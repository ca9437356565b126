import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env, expect, test } from './fixtures';

/**
 * A phone on a poor connection: the shop opened from a deep link shows its shell (its name and
 * that the page is on its way) within 3 s, not a blank screen until the app's code is in; and
 * what the web server sends over 1 KiB comes compressed.
 */

/** Slow 3G's throughput (about 400 kbit/s down) with a 400 ms round trip, as DevTools throttles it. */
const SLOW = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 25_000 };
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const shots = resolve(import.meta.dirname, '../../.tmp/artifacts/web');
/** Client routes with no page of their own: the server sends them the shell. */
const DEEP_LINKS = ['/card/new', '/orders'];

test.describe('the shop on a slow connection', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`when a deep link is opened on a throttled connection (${size}), then the page shell shows within 3 s`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW);
      for (const path of DEEP_LINKS) {
        const started = Date.now();
        await page.goto(path, { waitUntil: 'commit' });
        // The shell, or the page itself if its code came first: either way not a blank screen.
        const shown = page
          .getByRole('status')
          .filter({ hasText: 'Opening the page…' })
          .or(page.getByRole('heading', { level: 1 }));
        await expect(shown.first(), path).toBeVisible({ timeout: Math.max(1, 3_000 - (Date.now() - started)) });
        expect(Date.now() - started, path).toBeLessThanOrEqual(3_000);
        if (path === DEEP_LINKS[0]) {
          mkdirSync(shots, { recursive: true });
          await page.screenshot({ path: join(shots, `slow-deep-link-shell-${size}.png`) });
        }
        // The app still arrives and takes over from the shell.
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 60_000 });
      }
    });
  }

  test('when a page loads, then every script, style and page over 1 KiB from the web server comes compressed', async ({ page }) => {
    const seen: Array<{ url: string; bytes: number; encoding: string | undefined }> = [];
    page.on('response', async (res) => {
      const url = new URL(res.url());
      const type = res.headers()['content-type'] ?? '';
      if (url.origin !== new URL(env.web()).origin || !/javascript|css|html/.test(type)) return;
      const bytes = (await res.body().catch(() => Buffer.alloc(0))).length;
      seen.push({ url: url.pathname, bytes, encoding: res.headers()['content-encoding'] });
    });
    await page.goto('/card/new');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const large = seen.filter((r) => r.bytes > 1024);
    expect(large.length).toBeGreaterThan(2);
    for (const r of large) expect(['br', 'gzip'], `${r.url} (${r.bytes} bytes)`).toContain(r.encoding);
  });
});
