import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@cards/kit';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { killProcessesMatching } from './stray-processes.js';
import { guardRequests, type RequestGuard } from './request-guard.js';
import { Semaphore } from './semaphore.js';
import { withTimeout } from './timeout.js';

export interface ChromiumBrowserOptions {
  executablePath: string;
  /** Pages rendering at once in this process: the bound of the page pool. */
  maxPages: number;
  /** The browser is replaced after this many renders, so leaks in Chromium cannot pile up. */
  maxRendersPerBrowser: number;
  /** Limit for every single step (launch, new context, load, print, close). */
  stepTimeoutMs: number;
  /**
   * Pages kept ready so a job does not wait for Chromium to open one. Default `maxPages`;
   * 0 opens each page when a job asks.
   */
  spares?: number;
  /**
   * Run on the first page of a new context before any job sees it (e.g. load and print a
   * sample card), so its renderer is warm. It must not touch customer data.
   */
  warmup?: (page: Page) => Promise<void>;
  /**
   * Jobs one incognito context serves before it is closed. 1 gives every job its own context
   * (and renderer process, ≈ 0.4 s of CPU). Pages load nothing from outside and run no script
   * of their own, so a few jobs may share a context; a job that fails always discards its context.
   */
  jobsPerContext?: number;
  /**
   * Jobs one page serves before it is closed (default 1: a new tab per job). Between two jobs
   * the page's document is replaced by an empty one and its viewport reset, off the job's path,
   * so the next job finds nothing of the one before; a new tab costs about as much CPU as the
   * print itself. Never more than `jobsPerContext`; a job that fails discards its page.
   */
  jobsPerPage?: number;
  log: Logger;
}

/** An incognito context and how many pages (jobs) it has been given. */
interface ContextEntry {
  gen: Generation;
  context: BrowserContext;
  /**
   * Jobs promised so far: each page opened in it and each page kept for another job counts one.
   * It is promised no more than `jobsPerContext`.
   */
  promised: number;
  /** Pages of it still open. */
  open: number;
  /** No more pages or jobs: it is closed when its last page is. */
  spent: boolean;
  /** A job in it failed: its spare pages are thrown away too. */
  failed?: boolean;
}

/** A page for jobs, in a context that may serve a few, with its request guard. */
interface Lease {
  gen: Generation;
  ctx: ContextEntry;
  page: Page;
  guard: RequestGuard;
  /** Jobs this page has been given. */
  jobs: number;
  /** Out on a job and expected back for another (counted in `returning`). */
  expectedBack?: boolean;
}

/** What a page shows between two jobs: nothing. */
const EMPTY_DOCUMENT = '<!doctype html><title></title>';

/** The viewport every page opens with, and is given back between jobs (Puppeteer's own default). */
const DEFAULT_VIEWPORT = { width: 800, height: 600, deviceScaleFactor: 1 };

/**
 * Flags measured to work for Debian's Chromium as root in containers: `--no-sandbox` because
 * Chromium's own sandbox needs user namespaces that root in a container does not get (the
 * container is the sandbox, see docs/operations.md); no GPU, no /dev/shm (small in containers),
 * and none of the background services a headless renderer never needs.
 */
export function chromiumArgs(userDataDir: string, rendererProcesses?: number): string[] {
  return [
    // Without a limit every new tab starts its own renderer process (≈ 0.1 s of CPU, and a
    // cold document in it). With as many as the pages rendering at once, a job's fresh tab
    // joins a warm process of its own context (contexts never share a process).
    ...(rendererProcesses ? [`--renderer-process-limit=${rendererProcesses}`] : []),
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-extensions',
    '--disable-default-apps',
    '--mute-audio',
    '--hide-scrollbars',
    '--font-render-hinting=none',
    '--no-default-browser-check',
    '--disable-features=Translate,MediaRouter,OptimizationHints',
    `--user-data-dir=${userDataDir}`,
  ];
}

/** One launched Chromium: retired after N renders or a crash, closed when its last page is done. */
interface Generation {
  browser: Browser;
  pid: number | undefined;
  userDataDir: string;
  renders: number;
  active: number;
  retired: boolean;
  dead: boolean;
}

export interface BrowserStats {
  launches: number;
  crashes: number;
  renders: number;
  pid: number | undefined;
  /** Requests pages tried to make that were blocked, in total. */
  blockedRequests: number;
}

/**
 * One Chromium per worker process, at most `maxPages` pages rendering at once. A page serves
 * `jobsPerPage` jobs, emptied between them, in an incognito context that serves
 * `jobsPerContext` (spare pages opened ahead, off the job's path). A crash fails only the jobs on that browser; the next lease launches a new
 * one. Every step has a timeout; closing kills whatever Chromium processes remain.
 *
 * Emits `lease` with `{pid}` when a job gets its page (operational hook, used by tests that
 * kill Chromium mid-job).
 */
export class ChromiumBrowser extends EventEmitter {
  private current?: Generation;
  private launching?: Promise<Generation>;
  private readonly all = new Set<Generation>();
  private readonly slots: Semaphore;
  private closed = false;
  private readonly counters = { launches: 0, crashes: 0, renders: 0, blockedRequests: 0 };

  constructor(private readonly opts: ChromiumBrowserOptions) {
    super();
    this.slots = new Semaphore(opts.maxPages);
  }

  stats(): BrowserStats {
    return { ...this.counters, pid: this.current?.pid };
  }

  /** Profile folders of the live browsers: every Chromium process of this pool has one in its command line. */
  userDataDirs(): string[] {
    return [...this.all].map((g) => g.userDataDir);
  }

  /** Process ids of the live browsers (for RSS accounting and tests). */
  pids(): number[] {
    return [...this.all].map((g) => g.pid).filter((p): p is number => p !== undefined);
  }

  /**
   * Runs `fn` on a page whose requests are guarded and that shows nothing of any job before,
   * in an incognito context that serves at most `jobsPerContext` jobs. Afterwards the page is
   * emptied for its next job or closed (after `jobsPerPage` jobs, or whatever the job left
   * when it failed), and the context is closed when it has served its jobs or one failed.
   */
  async withPage<T>(fn: (page: Page, guard: RequestGuard) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('browser pool is closed');
    const release = await this.slots.acquire();
    let lease: Lease | undefined;
    let ok = false;
    try {
      const gen = await this.generation();
      lease = this.takeSpare(gen) ?? (await this.keptPage(gen)) ?? (await this.prepare(gen, false));
      lease.jobs++;
      lease.guard.blocked.length = 0;
      lease.expectedBack = this.mayKeep(lease);
      if (lease.expectedBack) this.returning++;
      gen.active++;
      gen.renders++;
      this.counters.renders++;
      this.refill();
      this.emit('lease', { pid: gen.pid });
      const guard = lease.guard;
      try {
        const result = await fn(lease.page, guard);
        ok = true;
        return result;
      } finally {
        this.counters.blockedRequests += guard.blocked.length;
        if (guard.blocked.length) this.opts.log.warn({ blocked: guard.blocked.slice(0, 5) }, 'page requests blocked');
      }
    } finally {
      if (lease) {
        const l = lease;
        // A failed job may have left the renderer in any state: no later job uses its context.
        if (!ok) {
          l.ctx.spent = true;
          l.ctx.failed = true;
        }
        // Emptying or closing the page is off the job's path; close() waits for it.
        const after = ok && this.mayKeep(l) ? this.keep(l) : this.closePage(l);
        if (ok && l.expectedBack) {
          this.emptying.add(after);
          void after.finally(() => this.emptying.delete(after));
        }
        this.track(
          after.finally(() => {
            if (l.expectedBack) this.returning--;
            l.expectedBack = false;
            l.gen.active--;
            if (l.gen.retired && l.gen.active === 0) void this.dispose(l.gen);
            this.refill();
          }),
        );
      }
      release();
    }
  }

  /** Per window (an incognito context has its own): one page at a time is brought to its front. */
  private readonly fronts = new WeakMap<BrowserContext, Semaphore>();

  /**
   * Runs `fn` with `page` in front of its window and no other page of that window brought
   * forward meanwhile. A tab behind another is hidden and paints no new frames: on a busy
   * machine its screenshot waited past the step timeout (seen 4 times in a full test run).
   * Printing needs no front. A page alone in its context never waits here.
   */
  async inFront<T>(page: Page, fn: () => Promise<T>): Promise<T> {
    const context = page.browserContext();
    let front = this.fronts.get(context);
    if (!front) this.fronts.set(context, (front = new Semaphore(1)));
    const release = await front.acquire();
    try {
      await withTimeout(page.bringToFront(), this.opts.stepTimeoutMs, 'bring page to front');
      return await fn();
    } finally {
      release();
    }
  }

  private readonly spares: Lease[] = [];
  private preparing = 0;
  /** Pages out on a job that are expected back for another: the spares they stand for are not opened. */
  private returning = 0;
  /** Pages being emptied for their next job. */
  private readonly emptying = new Set<Promise<void>>();

  /** A page being emptied is a few milliseconds away, a new one tens: wait for it when there is one. */
  private async keptPage(gen: Generation): Promise<Lease | undefined> {
    while (this.emptying.size) {
      await Promise.race(this.emptying);
      const l = this.takeSpare(gen);
      if (l) return l;
    }
    return undefined;
  }

  private jobsPerPage(): number {
    return Math.max(1, Math.min(this.opts.jobsPerPage ?? 1, this.opts.jobsPerContext ?? 1));
  }

  /** Whether a page may serve another job: it has room, and so do its context and browser. */
  private mayKeep(l: Lease): boolean {
    return l.jobs < this.jobsPerPage() && !l.ctx.spent && !l.ctx.failed && !l.gen.retired && !l.gen.dead && !this.closed;
  }

  /**
   * Empties a page for its next job: the document is replaced by an empty one and the viewport
   * emulation dropped. No script of a job's document ran (scripts are off in every page), so
   * the next job starts as on a new tab. It goes first in line, being warm. A page that cannot
   * be emptied is closed.
   */
  private async keep(l: Lease): Promise<void> {
    const t = this.opts.stepTimeoutMs;
    try {
      await withTimeout(l.page.setContent(EMPTY_DOCUMENT), t, 'empty page');
      await withTimeout(l.page.setViewport(DEFAULT_VIEWPORT), t, 'reset viewport');
    } catch {
      l.ctx.spent = true;
      await this.closePage(l);
      return;
    }
    // Its context may have been spent, or the browser retired, while the page was emptied.
    const per = this.opts.jobsPerContext ?? 1;
    if (!this.mayKeep(l) || l.ctx.promised >= per) {
      await this.closePage(l);
      return;
    }
    l.ctx.promised++;
    if (l.ctx.promised >= per) l.ctx.spent = true;
    this.spares.unshift(l);
  }

  private readonly pending = new Set<Promise<unknown>>();

  private track(p: Promise<unknown>) {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private takeSpare(gen: Generation): Lease | undefined {
    while (this.spares.length) {
      const l = this.spares.shift()!;
      if (l.gen === gen && !gen.dead && !l.ctx.failed && !l.page.isClosed()) return l;
      this.track(this.discard(l));
    }
    return undefined;
  }

  /** The context the next page opens in: the open one while it has room, else a new one. */
  private openContext?: ContextEntry;

  /**
   * Pages share a context (one window, one renderer process) while it has jobs to give. A page
   * in a context of its own was measured too: its screenshots need not take turns (5.1–5.7
   * against 4.8 thumbnail jobs/s) but every print alternates between two cold renderer
   * processes (1.17–1.25× raw against 1.04–1.09×), so pages share.
   */
  private async contextFor(gen: Generation): Promise<{ ctx: ContextEntry; fresh: boolean }> {
    const per = this.opts.jobsPerContext ?? 1;
    const cur = this.openContext;
    if (cur && cur.gen === gen && !cur.spent && !gen.dead && !gen.retired && cur.promised < per) {
      cur.promised++;
      cur.open++;
      if (cur.promised >= per) cur.spent = true;
      return { ctx: cur, fresh: false };
    }
    const context = await withTimeout(gen.browser.createBrowserContext(), this.opts.stepTimeoutMs, 'create browser context');
    const ctx: ContextEntry = { gen, context, promised: 1, open: 1, spent: per <= 1 };
    if (!ctx.spent) this.openContext = ctx;
    return { ctx, fresh: true };
  }

  /** A fresh guarded page for one job; the first page of a new context is warmed when it is a spare. */
  private async prepare(gen: Generation, warm: boolean): Promise<Lease> {
    const t = this.opts.stepTimeoutMs;
    const { ctx, fresh } = await this.contextFor(gen);
    try {
      // A background tab, so it does not hide the page in front (`inFront`); a window per page
      // costs about twice the CPU of the whole print job.
      const page = await withTimeout(ctx.context.newPage({ background: true }), t, 'open page');
      page.setDefaultTimeout(t);
      const guard = await withTimeout(guardRequests(page), t, 'guard requests');
      // Our layouts need no script of their own (the word fitting is evaluated from outside), so a
      // document can run none: whatever it holds, it cannot leave state in the page for a later job.
      await withTimeout(page.setJavaScriptEnabled(false), t, 'disable page scripts');
      // Only a new context's first page: warming each page would double the CPU of a job.
      if (warm && fresh && this.opts.warmup) {
        await withTimeout(this.opts.warmup(page), t, 'warm up page');
        guard.blocked.length = 0;
      }
      return { gen, ctx, page, guard, jobs: 0 };
    } catch (err) {
      ctx.spent = true;
      ctx.open--;
      await this.closeContextIfDone(ctx);
      throw err;
    }
  }

  private async closePage(l: Lease): Promise<void> {
    if (!l.gen.dead)
      await withTimeout(l.page.close(), this.opts.stepTimeoutMs, 'close page').catch(() => {
        l.ctx.spent = true;
      });
    l.ctx.open--;
    await this.closeContextIfDone(l.ctx);
  }

  private async closeContextIfDone(ctx: ContextEntry): Promise<void> {
    if (!ctx.spent || ctx.open > 0) return;
    if (this.openContext === ctx) this.openContext = undefined;
    if (ctx.gen.dead) return;
    await withTimeout(ctx.context.close(), this.opts.stepTimeoutMs, 'close context').catch(() => this.markBroken(ctx.gen));
  }

  private refill() {
    const want = this.opts.spares ?? this.opts.maxPages;
    const gen = this.current;
    if (this.closed || !gen || gen.dead || gen.retired) return;
    while (this.spares.length + this.preparing + this.returning < want) {
      this.preparing++;
      const p = this.prepare(gen, true)
        .then(
          (l) => {
            if (this.closed || gen.retired) this.track(this.discard(l));
            else this.spares.push(l);
          },
          (err) => {
            if (!gen.dead && !gen.retired && !this.closed) this.opts.log.warn({ err }, 'could not prepare a spare page');
          },
        )
        .finally(() => {
          this.preparing--;
        });
      this.track(p);
    }
  }

  /** A spare nobody will use: its page goes, and its context once nothing else is open in it. */
  private async discard(l: Lease): Promise<void> {
    l.ctx.spent = true;
    await this.closePage(l);
  }

  private async generation(): Promise<Generation> {
    const cur = this.current;
    if (cur && !cur.dead && !cur.retired && cur.renders < this.opts.maxRendersPerBrowser) return cur;
    if (cur && !cur.retired) this.retire(cur);
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  private async launch(): Promise<Generation> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'cards-chromium-'));
    const browser = await puppeteer
      .launch({
        executablePath: this.opts.executablePath,
        headless: true,
        pipe: true,
        defaultViewport: DEFAULT_VIEWPORT,
        args: chromiumArgs(userDataDir, this.opts.maxPages),
        timeout: this.opts.stepTimeoutMs,
        protocolTimeout: this.opts.stepTimeoutMs * 2,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .catch(async (err) => {
        await rm(userDataDir, { recursive: true, force: true });
        throw err;
      });
    const gen: Generation = { browser, pid: browser.process()?.pid, userDataDir, renders: 0, active: 0, retired: false, dead: false };
    this.counters.launches++;
    this.all.add(gen);
    browser.once('disconnected', () => {
      if (!gen.retired && !this.closed) {
        this.counters.crashes++;
        this.opts.log.error({ pid: gen.pid }, 'Chromium disconnected; the next job starts a new one');
      }
      gen.dead = true;
      this.retire(gen);
      if (gen.active === 0) void this.dispose(gen);
    });
    this.current = gen;
    this.opts.log.info({ pid: gen.pid }, 'Chromium launched');
    return gen;
  }

  private retire(gen: Generation) {
    gen.retired = true;
    if (this.current === gen) this.current = undefined;
    for (const l of this.spares.filter((x) => x.gen === gen)) {
      this.spares.splice(this.spares.indexOf(l), 1);
      this.track(this.discard(l));
    }
    if (gen.active === 0) void this.dispose(gen);
  }

  private markBroken(gen: Generation | undefined) {
    if (!gen) return;
    this.opts.log.warn({ pid: gen.pid }, 'a page did not close in time; replacing Chromium');
    this.retire(gen);
  }

  private disposing = new Map<Generation, Promise<void>>();

  private dispose(gen: Generation): Promise<void> {
    let p = this.disposing.get(gen);
    if (p) return p;
    p = (async () => {
      if (!gen.dead) await withTimeout(gen.browser.close(), this.opts.stepTimeoutMs, 'close browser').catch(() => undefined);
      // The group kill reaches the zygote and renderers even when the main process is gone.
      if (gen.pid) {
        try {
          process.kill(-gen.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      await killProcessesMatching(gen.userDataDir);
      await rm(gen.userDataDir, { recursive: true, force: true }).catch(() => undefined);
      this.all.delete(gen);
    })();
    this.disposing.set(gen, p);
    return p;
  }

  /** Stops leasing, closes every browser and kills stray Chromium processes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    await Promise.allSettled([...this.pending]);
    for (const l of this.spares.splice(0)) await this.discard(l);
    await Promise.all(
      [...this.all].map((g) => {
        g.retired = true;
        return this.dispose(g);
      }),
    );
    this.current = undefined;
  }
}
