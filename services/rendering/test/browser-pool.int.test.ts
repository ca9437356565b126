import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { testLogger } from '@cards/testing/logger';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { ChromiumBrowser } from '../src/browser/chromium-browser.js';
import { processesMatching } from '../src/browser/stray-processes.js';
import { loadDocument, ChromiumPdfRenderer } from '../src/render/chromium-pdf-renderer.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const pool = (over: Partial<ConstructorParameters<typeof ChromiumBrowser>[0]> = {}) =>
  new ChromiumBrowser({
    executablePath: CHROMIUM,
    maxPages: 2,
    maxRendersPerBrowser: 50,
    stepTimeoutMs: 20_000,
    log: testLogger(),
    spares: 0,
    ...over,
  });

describe('Chromium browser pool', () => {
  let server: Server;
  let origin = '';
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('when a page tries to reach an outside address, then the request is blocked and never arrives', async () => {
    const browser = pool();
    try {
      const html = `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css"></head><body>
        <img src="${origin}/pixel.png"><iframe src="${origin}/frame"></iframe>
        <script>fetch('${origin}/fetch').catch(() => {}); new Image().src = '${origin}/js-image';</script></body></html>`;
      const blocked = await browser.withPage(async (page, guard) => {
        await loadDocument(page, html, 20_000);
        await new Promise((r) => setTimeout(r, 300));
        return [...guard.blocked];
      });
      expect(hits).toEqual([]);
      expect(blocked).toEqual(expect.arrayContaining([`${origin}/style.css`, `${origin}/pixel.png`, `${origin}/frame`]));
      expect(browser.stats().blockedRequests).toBeGreaterThanOrEqual(3);
    } finally {
      await browser.close();
    }
  });

  it('when Chromium is killed while rendering, then that job fails and the next one gets a new browser', async () => {
    const browser = pool();
    const pdf = new ChromiumPdfRenderer(browser, 20_000);
    const doc = {
      html: '<p>hello</p>',
      pageWidthMm: 100,
      pageHeightMm: 100,
      bleedMm: 0,
      metadata: { title: 't', subject: 's', keywords: [] },
    };
    try {
      await pdf.renderPdf(doc);
      browser.once('lease', ({ pid }: { pid: number }) => process.kill(pid, 'SIGKILL'));
      await expect(pdf.renderPdf(doc)).rejects.toThrow();
      const again = await pdf.renderPdf(doc);
      expect(again.subarray(0, 5).toString()).toBe('%PDF-');
      expect(browser.stats()).toMatchObject({ launches: 2, crashes: 1 });
    } finally {
      await browser.close();
    }
  });

  it('when Chromium stops answering, then a page that cannot be opened in time gets it replaced, and the next job renders in a new one', async () => {
    const browser = pool({ stepTimeoutMs: 10_000, maxPages: 1, jobsPerPage: 1 });
    let stuck: number | undefined;
    try {
      browser.once('lease', ({ pid }: { pid: number }) => {
        stuck = pid;
      });
      await browser.withPage((page) => page.setContent('<p>before</p>'));
      // Frozen, not dead: no crash event comes, the browser just never answers.
      process.kill(stuck!, 'SIGSTOP');
      await expect(browser.withPage(async () => 'rendered')).rejects.toThrow(/did not finish within 10000 ms/);
      expect(await browser.withPage(async (page) => page.evaluate(() => 1 + 1))).toBe(2);
      expect(browser.stats()).toMatchObject({ launches: 2 });
      // The frozen one is killed once its close times out (one step limit, 10 s, after it was retired).
      await eventually(() => browser.pids().includes(stuck!), { timeout: 60_000, interval: 250 }).toBe(false);
    } finally {
      try {
        if (stuck) process.kill(stuck, 'SIGCONT');
      } catch {
        /* already gone */
      }
      await browser.close();
    }
  });

  it('when Chromium cannot be started, then each job fails with the reason instead of waiting, with or without spares', async () => {
    for (const spares of [0, 2]) {
      const browser = pool({ executablePath: '/nonexistent/chromium', spares });
      try {
        for (let job = 0; job < 2; job++)
          await expect(browser.withPage(async () => 'rendered')).rejects.toThrow(/nonexistent\/chromium|ENOENT|Failed to launch/);
        expect(browser.stats().launches).toBe(0);
      } finally {
        await browser.close();
      }
    }
  });

  it('when the pool closes, then no Chromium process of it is left', async () => {
    const browser = pool({ spares: 2 });
    await browser.withPage(async (page) => {
      await page.setContent('<p>x</p>');
    });
    const dirs = browser.userDataDirs();
    expect(dirs.length).toBe(1);
    expect((await processesMatching(dirs[0]!)).length).toBeGreaterThan(1);
    await browser.close();
    expect(await processesMatching(dirs[0]!)).toEqual([]);
  });

  it('when a context may serve several jobs, then jobs reuse it until one fails, which gets it replaced', async () => {
    const browser = pool({ jobsPerContext: 3, maxPages: 1 });
    try {
      const ids: string[] = [];
      const contextId = () =>
        browser.withPage(async (page) => {
          ids.push(page.browserContext().id ?? '');
        });
      await contextId();
      await contextId();
      await contextId();
      await contextId();
      expect(new Set(ids.slice(0, 3)).size).toBe(1);
      expect(ids[3]).not.toBe(ids[0]);
      await expect(
        browser.withPage(async () => {
          throw new Error('job failed');
        }),
      ).rejects.toThrow('job failed');
      await contextId();
      expect(ids[4]).not.toBe(ids[3]);
    } finally {
      await browser.close();
    }
  });

  it('when the pool opens its pages together, then they share one context (one renderer process, kept warm)', async () => {
    const browser = pool({ jobsPerContext: 50, jobsPerPage: 50, spares: 2 });
    try {
      const both = deferredPair();
      const contexts = await Promise.all(
        [0, 1].map(() =>
          browser.withPage(async (page) => {
            both.arrive();
            await both.all;
            return page.browserContext();
          }),
        ),
      );
      expect(contexts[0]).toBe(contexts[1]);
    } finally {
      await browser.close();
    }
  });

  it('when jobs share a context, then each gets a fresh page that shows nothing of the job before', async () => {
    const browser = pool({ jobsPerContext: 50, spares: 1 });
    try {
      const seen: Array<{ context: string; page: Page; before: string }> = [];
      for (let i = 0; i < 3; i++) {
        await browser.withPage(async (page) => {
          seen.push({ context: page.browserContext().id ?? '', page, before: await page.content() });
          await page.setContent(`<p>secret of job ${i}</p>`);
        });
      }
      expect(new Set(seen.map((s) => s.context)).size).toBe(1);
      expect(new Set(seen.map((s) => s.page)).size).toBe(3);
      for (const s of seen) expect(s.before).not.toContain('secret');
      await eventually(() => seen.every((s) => s.page.isClosed())).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('when a page serves several jobs, then each finds an empty document, no script ran and the viewport is the default again', async () => {
    const browser = pool({ jobsPerContext: 50, jobsPerPage: 3, maxPages: 1 });
    try {
      const seen: Array<{ page: Page; before: string; state: unknown }> = [];
      for (let i = 0; i < 4; i++) {
        await browser.withPage(async (page) => {
          const state = await page.evaluate(() => ({
            script: (window as unknown as { fromScript?: number }).fromScript ?? null,
            width: window.innerWidth,
            scale: window.devicePixelRatio,
          }));
          seen.push({ page, before: await page.content(), state });
          // What a hostile document would try: a script and a handler that keep something in the page.
          await page.setContent(
            `<p>secret of job ${i}</p><script>window.fromScript = ${i}</script><img src="x" onerror="window.fromScript = ${i}">`,
          );
          await page.setViewport({ width: 333, height: 222, deviceScaleFactor: 3 });
        });
      }
      expect(seen.slice(0, 3).every((s) => s.page === seen[0]!.page)).toBe(true);
      expect(seen[3]!.page).not.toBe(seen[0]!.page);
      const fresh = seen[0]!.state;
      for (const s of seen) {
        expect(s.before).not.toContain('secret');
        expect(s.state).toEqual(fresh);
      }
      expect(fresh).toMatchObject({ script: null });
      expect(fresh).not.toMatchObject({ width: 333 });
    } finally {
      await browser.close();
    }
  });

  it('when a job on a kept page fails, then that page is not used again', async () => {
    const browser = pool({ jobsPerContext: 50, jobsPerPage: 50, maxPages: 1 });
    try {
      const pages: Page[] = [];
      const record = () =>
        browser.withPage(async (page) => {
          pages.push(page);
        });
      await record();
      await record();
      await expect(
        browser.withPage(async (page) => {
          pages.push(page);
          throw new Error('job failed');
        }),
      ).rejects.toThrow('job failed');
      await record();
      expect(pages[1]).toBe(pages[0]);
      expect(pages[2]).toBe(pages[0]);
      expect(pages[3]).not.toBe(pages[0]);
      expect(pages[3]!.browserContext()).not.toBe(pages[0]!.browserContext());
    } finally {
      await browser.close();
    }
  });

  it('when a page is behind another tab, then inFront shows it for as long as its function runs', async () => {
    // Pages are background tabs; a hidden one paints no frames, so its screenshot may never come.
    const browser = pool({ jobsPerContext: 50 });
    const visibility = (page: Page) => page.evaluate(() => document.visibilityState);
    try {
      const seen = await browser.withPage(async (page) =>
        browser.withPage(async (other) => {
          await other.bringToFront();
          const before = await visibility(page);
          const during = await browser.inFront(page, async () => [await visibility(page), await visibility(other)]);
          return [before, ...during];
        }),
      );
      expect(seen).toEqual(['hidden', 'visible', 'hidden']);
    } finally {
      await browser.close();
    }
  });

  it('when a browser has served its quota of renders, then it is replaced and the old one is closed', async () => {
    const browser = pool({ maxRendersPerBrowser: 2 });
    try {
      for (let i = 0; i < 5; i++)
        await browser.withPage(async (page) => {
          await page.setContent(`<p>${i}</p>`);
        });
      expect(browser.stats().launches).toBe(3);
      await eventually(() => browser.userDataDirs().length).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('when the pool renders at nice 19, then every thread of every Chromium process runs at 19, none raised above it', async () => {
    const browser = pool({ nice: 19 });
    try {
      const pid = await browser.withPage(async (page) => {
        await loadDocument(page, '<!doctype html><p>Happy birthday</p>', 20_000);
        return page.browser().process()?.pid;
      });
      expect(pid).toBeDefined();
      const threads = await threadNicesOfGroup(pid!);
      // The browser, its zygotes and renderers, each with their threads.
      expect(threads.length).toBeGreaterThan(10);
      expect(threads.filter((t) => t.nice !== 19)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('when the renderer runs without root, then Chromium still starts under nice and renders', () => {
    // As root (as here), the child drops to nobody; otherwise it runs as the user it is.
    const module = pathToFileURL(fileURLToPath(new URL('../src/browser/chromium-browser.ts', import.meta.url))).href;
    const code = `
      import { readFileSync } from 'node:fs';
      import { ChromiumBrowser } from '${module}';
      const quiet = { info() {}, warn() {}, error() {}, debug() {}, child() { return quiet; } };
      const pool = new ChromiumBrowser({ executablePath: '${CHROMIUM}', maxPages: 1, maxRendersPerBrowser: 5,
        stepTimeoutMs: 20000, spares: 0, nice: 19, log: quiet });
      const pid = await pool.withPage(async (page) => {
        await page.setContent('<p>Happy birthday</p>');
        return page.browser().process().pid;
      });
      const stat = readFileSync('/proc/' + pid + '/stat', 'utf8');
      console.log(JSON.stringify({ uid: process.getuid(), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) }));
      await pool.close();`;
    const asUser = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const [program, ...args] = [
      ...asUser,
      process.execPath,
      '--conditions=cards-src',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      code,
    ];
    const out = execFileSync(program!, args, { encoding: 'utf8', env: { ...process.env, HOME: tmpdir() }, timeout: 60_000 });
    const seen = JSON.parse(out.trim().split('\n').pop()!) as { uid: number; nice: number };
    expect(seen.uid).not.toBe(0);
    expect(seen.nice).toBe(19);
  });

  it('when a rendering-only process lowers its priority, then all its threads run at that niceness, those made later too', () => {
    // In a child process: a niceness once raised cannot be lowered again without root.
    const module = pathToFileURL(fileURLToPath(new URL('../src/browser/low-priority.ts', import.meta.url))).href;
    const code = `
      import { readdirSync, readFileSync } from 'node:fs';
      import { Worker } from 'node:worker_threads';
      import { lowerOwnPriority } from '${module}';
      const nices = () => readdirSync('/proc/self/task').map((t) => {
        const s = readFileSync('/proc/self/task/' + t + '/stat', 'utf8');
        return Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[16]);
      });
      const before = nices();
      lowerOwnPriority(7);
      // A thread started after the call (a worker thread brings its own).
      const worker = new Worker('setTimeout(() => {}, 60000)', { eval: true });
      await new Promise((r) => worker.once('online', r));
      console.log(JSON.stringify({ before, after: nices() }));
      await worker.terminate();`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
    const { before, after } = JSON.parse(out.trim().split('\n').pop()!) as { before: number[]; after: number[] };
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.filter((n) => n !== Math.max(...before, 7))).toEqual([]);
  });
});

/** Two jobs that each wait until both hold a page, so they run at once. */
function deferredPair() {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((r) => (open = r));
  return {
    all,
    arrive() {
      if (++arrived === 2) open();
    },
  };
}

/** The niceness of every thread of every process in a process group, from /proc. */
async function threadNicesOfGroup(pgid: number): Promise<Array<{ pid: number; tid: number; nice: number }>> {
  // Fields after the command's closing parenthesis: state is the first, pgrp the third, nice the 17th.
  const fields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const out: Array<{ pid: number; tid: number; nice: number }> = [];
  for (const e of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const stat = await readFile(`/proc/${e}/stat`, 'utf8').catch(() => '');
    if (!stat || Number(fields(stat)[2]) !== pgid) continue;
    for (const t of await readdir(`/proc/${e}/task`).catch(() => [] as string[])) {
      const ts = await readFile(`/proc/${e}/task/${t}/stat`, 'utf8').catch(() => '');
      if (ts) out.push({ pid: Number(e), tid: Number(t), nice: Number(fields(ts)[16]) });
    }
  }
  return out;
}
