import { readdir, readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** This worker's own platform (global-setup.ts starts one a worker). */
const mine = (name: string) => process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? '0'}`]!;

export const env = {
  web: () => mine('E2E_WEB_URL'),
  api: () => mine('E2E_API_URL'),
  dataDir: () => mine('E2E_DATA_DIR'),
  admin: () => ({ email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! }),
};

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => {
    await use(env.web());
  },
});
export { expect };

const shots = resolve(import.meta.dirname, '../../.tmp/artifacts/web');

/**
 * Waits until the page has had no request in flight for half a second ("networkidle"), for
 * 10 s at most: a frame added after the page loaded (the words editor's sheet) may never report
 * "networkidle" to Playwright, though nothing is in flight, and an unbounded wait then spends
 * the whole test's time.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Saves a full-page screenshot under .tmp/artifacts/web/ to look at after the run, when the run
 * asks for them (`SCREENSHOTS=1`, as `make screenshots` does). `make test` takes none: nobody
 * looks at CI's, and a hundred full-page shots cost minutes of its two cores.
 */
export async function snap(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  const idle = () => settled(page);
  await idle();
  // Bring lazy images in before the full-page shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await idle();
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Serious and critical axe violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Axe reads colours as painted: anything half-way through fading in fails the contrast rule.
  // So animations finish first, except endless ones (a spinner) and the toasts' hidden
  // auto-close timer (an animation of its own, which would wait the toast away).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().endTime === Infinity ||
          (a as CSSAnimation).animationName === 'Toastify__trackProgress',
      ),
  );
  // The card as it prints (a sandboxed frame without scripts, where axe cannot run and would wait
  // for ever) is a picture of the card, titled on its frame; the page around it is checked.
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe.sheet-frame')
    // A toast comes and goes on its own timers: on a busy machine axe's reading (seconds) met one
    // mid-fade, failing contrast at random. Toasts are left out; shown whole, they pass.
    .exclude('.Toastify')
    .analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

function decodeQuotedPrintable(s: string) {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The confirmation link mailed to `email` (read from DATA_DIR/mail), waiting for it to arrive. */
export async function confirmationLink(email: string, timeoutMs = 15_000): Promise<string> {
  const dir = join(env.dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const n of names
      .filter((x) => x.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(dir, n), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const m = /https?:\/\/[^\s"'<>]*\/confirmation\?confirmation_token=[A-Za-z0-9._~%-]+/.exec(text);
      if (m) return m[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation mail to ${email} in ${dir}`);
}

/**
 * The words of `selector`'s text (runs of four letters or more) that the page sets across two
 * lines, each with the tag it stands in: how "Decemb/er" is caught, since no style alone says it.
 */
export async function brokenWords(page: Page, selector = 'main'): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const out: string[] = [];
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode() as Text | null; n; n = walk.nextNode() as Text | null) {
      for (const m of n.data.matchAll(/\p{L}{4,}/gu)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (lines.size > 1) out.push(`${m[0]} <${n.parentElement?.tagName.toLowerCase()}>`);
      }
    }
    return out;
  });
}
