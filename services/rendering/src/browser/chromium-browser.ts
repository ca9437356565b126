import { EventEmitter } from 'node:events';
import type { Logger } from '@cards/kit';
import { createPool, type Pool } from 'generic-pool';
import type { BrowserContext, Page } from 'puppeteer-core';
import { ChromiumLauncher, DEFAULT_VIEWPORT, isDefaultViewport, type Generation } from './chromium-launcher.js';
import { guardRequests, type RequestGuard } from './request-guard.js';
import { Semaphore } from './semaphore.js';
import { StepTimeoutError, withTimeout } from './timeout.js';

export { chromiumArgs } from './chromium-launcher.js';

export interface ChromiumBrowserOptions {
  executablePath: string;
  /** Pages rendering at once in this process: the bound of the page pool. */
  maxPages: number;
  /** The browser is replaced after this many renders, so leaks in Chromium cannot pile up. */
  maxRendersPerBrowser: number;
  /** Limit for every single step (launch, new context, load, print, close). */
  stepTimeoutMs: number;
  /** Niceness Chromium runs at, below the processes that answer customers (0: the caller's). */
  nice?: number;
  /**
   * Pages kept open so a job does not wait for Chromium to open one. Default `maxPages`;
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
  /** A job in it failed: its other pages are not used again. */
  failed?: boolean;
}

/** What the page pool holds: a page for jobs, in a context that may serve a few, with its request guard. */
interface Lease {
  gen: Generation;
  ctx: ContextEntry;
  page: Page;
  guard: RequestGuard;
  /** Jobs this page has been given. */
  jobs: number;
}

/**
 * A page the pool could not open. generic-pool retries a failed `create` at once for as long as
 * someone waits, and never tells the waiter; so the failure is held as a resource instead,
 * handed to the job that waited for it, which fails with its reason (and is retried by the queue).
 */
interface Unopened {
  error: unknown;
  /** Opened ahead, for no job in particular: the job that finds it tries once more. */
  spare: boolean;
}
type Slot = Lease | Unopened;
const unopened = (s: Slot): s is Unopened => 'error' in s;

/** What a page shows between two jobs: nothing. */
const EMPTY_DOCUMENT = '<!doctype html><title></title>';

export interface BrowserStats {
  launches: number;
  crashes: number;
  renders: number;
  pid: number | undefined;
  /** Requests pages tried to make that were blocked, in total. */
  blockedRequests: number;
}

/**
 * One Chromium per worker process and a pool of its pages (generic-pool: at most `maxPages`,
 * `spares` of them opened ahead, a page checked before each job and the warmest one first). A
 * page serves `jobsPerPage` jobs, emptied between them, in an incognito context that serves
 * `jobsPerContext`. A crash fails only the jobs on that browser; the next job's page opens in
 * a new one. Every step has a timeout; closing kills whatever Chromium processes remain.
 *
 * Emits `lease` with `{pid}` when a job gets its page (operational hook, used by tests that
 * kill Chromium mid-job).
 */
export class ChromiumBrowser extends EventEmitter {
  private readonly chromium: ChromiumLauncher;
  private readonly pages: Pool<Slot>;
  private closed = false;
  private readonly counters = { renders: 0, blockedRequests: 0 };
  /** Pages being emptied or closed after their job, which `close()` waits for. */
  private readonly after = new Set<Promise<unknown>>();

  constructor(private readonly opts: ChromiumBrowserOptions) {
    super();
    this.chromium = new ChromiumLauncher({
      executablePath: opts.executablePath,
      rendererProcesses: opts.maxPages,
      maxRendersPerBrowser: opts.maxRendersPerBrowser,
      stepTimeoutMs: opts.stepTimeoutMs,
      nice: opts.nice,
      log: opts.log,
    });
    this.pages = createPool<Slot>(
      {
        create: () => this.open(),
        destroy: async (s) => {
          if (!unopened(s)) await this.closePage(s);
        },
        validate: async (s) => unopened(s) || this.usable(s),
      },
      {
        max: opts.maxPages,
        min: Math.min(opts.spares ?? opts.maxPages, opts.maxPages),
        testOnBorrow: true,
        // Nothing opens before the first job; then the page emptied last is the warmest.
        autostart: false,
        fifo: false,
      },
    );
  }

  stats(): BrowserStats {
    return { ...this.counters, ...this.chromium.counts, pid: this.chromium.pid };
  }

  /** Profile folders of the live browsers: every Chromium process of this pool has one in its command line. */
  userDataDirs(): string[] {
    return [...this.chromium.all].map((g) => g.userDataDir);
  }

  /** Process ids of the live browsers (for RSS accounting and tests). */
  pids(): number[] {
    return [...this.chromium.all].map((g) => g.pid).filter((p): p is number => p !== undefined);
  }

  /**
   * Runs `fn` on a page whose requests are guarded and that shows nothing of any job before,
   * in an incognito context that serves at most `jobsPerContext` jobs. Afterwards the page is
   * emptied for its next job or closed (after `jobsPerPage` jobs, or whatever the job left
   * when it failed), and the context is closed when it has served its jobs or one failed.
   */
  async withPage<T>(fn: (page: Page, guard: RequestGuard) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('browser pool is closed');
    const lease = await this.lease();
    lease.jobs++;
    lease.guard.blocked.length = 0;
    lease.gen.active++;
    lease.gen.renders++;
    this.counters.renders++;
    this.emit('lease', { pid: lease.gen.pid });
    let ok = false;
    try {
      const result = await fn(lease.page, lease.guard);
      ok = true;
      return result;
    } finally {
      const blocked = lease.guard.blocked;
      this.counters.blockedRequests += blocked.length;
      if (blocked.length) this.opts.log.warn({ blocked: blocked.slice(0, 5) }, 'page requests blocked');
      // Emptying or closing the page is off the job's path; close() waits for it.
      const after = this.giveBack(lease, ok).finally(() => {
        this.chromium.release(lease.gen);
        this.after.delete(after);
      });
      this.after.add(after);
    }
  }

  /** A page for one job; a spare that could not be opened earlier is not this job's failure, so it tries again once. */
  private async lease(): Promise<Lease> {
    for (let tries = 1; ; tries++) {
      const slot = await this.pages.acquire();
      if (!unopened(slot)) return slot;
      await this.pages.destroy(slot);
      if (!slot.spare || tries > 1) throw slot.error;
    }
  }

  /** After a job: the page goes back for the next one, emptied, or is closed. */
  private async giveBack(l: Lease, ok: boolean): Promise<void> {
    // A failed job may have left the renderer in any state: no later job uses its context.
    if (!ok) {
      l.ctx.spent = true;
      l.ctx.failed = true;
    }
    if (ok && this.mayKeep(l) && (await this.empty(l)) && this.promiseAnother(l)) await this.pages.release(l);
    else await this.pages.destroy(l);
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

  private jobsPerPage(): number {
    return Math.max(1, Math.min(this.opts.jobsPerPage ?? 1, this.opts.jobsPerContext ?? 1));
  }

  /** Whether a page may be given a job: its browser serves, its context did not fail, it is open. */
  private usable(l: Lease): boolean {
    return this.chromium.serves(l.gen) && !l.ctx.failed && !l.page.isClosed();
  }

  /** Whether a page may serve another job: it has room, and so do its context and browser. */
  private mayKeep(l: Lease): boolean {
    return l.jobs < this.jobsPerPage() && !l.ctx.spent && this.usable(l);
  }

  /**
   * Empties a page for its next job: the document is replaced by an empty one and the viewport
   * emulation dropped. No script of a job's document ran (scripts are off in every page), so
   * the next job starts as on a new tab. False when it cannot be emptied.
   */
  private async empty(l: Lease): Promise<boolean> {
    const t = this.opts.stepTimeoutMs;
    try {
      await withTimeout(l.page.setContent(EMPTY_DOCUMENT), t, 'empty page');
      // A print job never changes it: resetting an unchanged viewport costs Chromium a relayout for nothing.
      if (!isDefaultViewport(l.page.viewport())) await withTimeout(l.page.setViewport(DEFAULT_VIEWPORT), t, 'reset viewport');
      return true;
    } catch {
      l.ctx.spent = true;
      return false;
    }
  }

  /** Counts the kept page's next job against its context, if the context (and browser) still have room for it. */
  private promiseAnother(l: Lease): boolean {
    const per = this.opts.jobsPerContext ?? 1;
    // Its context may have been spent, or the browser retired, while the page was emptied.
    if (!this.mayKeep(l) || l.ctx.promised >= per) return false;
    l.ctx.promised++;
    if (l.ctx.promised >= per) l.ctx.spent = true;
    return true;
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
    // One at a time: pages the pool opens together (its spares) would otherwise each start a context.
    const release = await this.contextTurn.acquire();
    try {
      return await this.takeContext(gen);
    } finally {
      release();
    }
  }

  private readonly contextTurn = new Semaphore(1);

  private async takeContext(gen: Generation): Promise<{ ctx: ContextEntry; fresh: boolean }> {
    const per = this.opts.jobsPerContext ?? 1;
    const cur = this.openContext;
    if (cur && cur.gen === gen && !cur.spent && this.chromium.serves(gen) && cur.promised < per) {
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

  /** The pool's `create`: a fresh guarded page; the first page of a new context is warmed when no job waits for it. */
  private async open(): Promise<Slot> {
    // The pool asks before it queues the job that started it: look once that job is in line.
    await Promise.resolve();
    // Nobody waiting: a spare opened ahead (to replace a page that closed), not a job's page.
    const spare = this.pages.pending === 0;
    let gen: Generation | undefined;
    try {
      gen = await this.chromium.generation();
      return await this.prepare(gen, spare);
    } catch (error) {
      // A healthy Chromium opens a page in milliseconds: one that cannot within a step's limit is
      // stuck (CI saw one time out on every page for minutes), so later pages open in a new one.
      if (gen && error instanceof StepTimeoutError && !this.closed) {
        this.opts.log.warn({ pid: gen.pid }, 'Chromium did not open a page in time; replacing it');
        this.chromium.retire(gen);
      }
      if (!this.closed) this.opts.log.warn({ err: error, spare }, 'could not open a page');
      return { error, spare };
    }
  }

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

  /** The pool's `destroy`: the page goes, and its context once it is spent and has no page open. */
  private async closePage(l: Lease): Promise<void> {
    // Only pages of a browser still running can be closed; a dead one took them with it.
    if (!l.gen.dead)
      await withTimeout(l.page.close(), this.opts.stepTimeoutMs, 'close page').catch(() => {
        l.ctx.spent = true;
      });
    l.ctx.open--;
    // A spare of a retired browser or of a failed context: its context gives no more jobs either.
    if (!this.chromium.serves(l.gen) || l.ctx.failed) l.ctx.spent = true;
    await this.closeContextIfDone(l.ctx);
  }

  private async closeContextIfDone(ctx: ContextEntry): Promise<void> {
    if (!ctx.spent || ctx.open > 0) return;
    if (this.openContext === ctx) this.openContext = undefined;
    if (ctx.gen.dead) return;
    await withTimeout(ctx.context.close(), this.opts.stepTimeoutMs, 'close context').catch(() => {
      this.opts.log.warn({ pid: ctx.gen.pid }, 'a context did not close in time; replacing Chromium');
      this.chromium.retire(ctx.gen);
    });
  }

  /** Stops leasing, closes every page and browser and kills stray Chromium processes. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.after]);
    await this.pages.drain();
    await this.pages.clear();
    await this.chromium.close();
  }
}
