import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@cards/kit';
import puppeteer, { type Browser, type Viewport } from 'puppeteer-core';
import { chromiumCommand } from './low-priority.js';
import { killProcessesMatching } from './stray-processes.js';
import { withTimeout } from './timeout.js';

/** The viewport every page opens with, and is given back between jobs (Puppeteer's own default). */
export const DEFAULT_VIEWPORT = { width: 800, height: 600, deviceScaleFactor: 1 };

/** Whether the viewport Puppeteer last gave a page (it keeps it without asking Chromium) is the one pages open with. */
export const isDefaultViewport = (v: Viewport | null) =>
  !!v &&
  v.width === DEFAULT_VIEWPORT.width &&
  v.height === DEFAULT_VIEWPORT.height &&
  (v.deviceScaleFactor ?? 1) === DEFAULT_VIEWPORT.deviceScaleFactor &&
  !v.isMobile &&
  !v.hasTouch &&
  !v.isLandscape;

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

/** One launched Chromium: retired after N renders or a crash, closed once no job is on it. */
export interface Generation {
  browser: Browser;
  pid: number | undefined;
  userDataDir: string;
  renders: number;
  /** Jobs on it now. */
  active: number;
  retired: boolean;
  dead: boolean;
}

export interface ChromiumLauncherOptions {
  executablePath: string;
  /** Renderer processes Chromium may run: as many as pages render at once. */
  rendererProcesses: number;
  /** The browser is replaced after this many renders, so leaks in Chromium cannot pile up. */
  maxRendersPerBrowser: number;
  stepTimeoutMs: number;
  /** Niceness Chromium runs at (0: the caller's); see {@link chromiumCommand}. */
  nice?: number;
  log: Logger;
}

/**
 * The Chromium of a pool, one at a time: launched when first asked for, replaced after its
 * quota of renders or when it disconnects (a crash fails only the jobs on it), and closed once
 * its last job is done; closing kills the process group and any process left with its profile.
 */
export class ChromiumLauncher {
  private current?: Generation;
  private launching?: Promise<Generation>;
  private readonly disposing = new Map<Generation, Promise<void>>();
  readonly all = new Set<Generation>();
  readonly counts = { launches: 0, crashes: 0 };
  private closed = false;

  constructor(private readonly opts: ChromiumLauncherOptions) {}

  get pid(): number | undefined {
    return this.current?.pid;
  }

  /** Whether a page of `gen` may still be given a job. */
  serves(gen: Generation): boolean {
    return !gen.dead && !gen.retired && gen.renders < this.opts.maxRendersPerBrowser && !this.closed;
  }

  /** The browser new pages open in: the current one while it serves, else a new one. */
  async generation(): Promise<Generation> {
    const cur = this.current;
    if (cur && this.serves(cur)) return cur;
    if (cur && !cur.retired) this.retire(cur);
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  /** A job on `gen` is done: a retired browser closes with its last one. */
  release(gen: Generation) {
    gen.active--;
    if (gen.retired && gen.active === 0) void this.dispose(gen);
  }

  /** No more jobs on `gen`; it closes once those on it are done. */
  retire(gen: Generation) {
    gen.retired = true;
    if (this.current === gen) this.current = undefined;
    if (gen.active === 0) void this.dispose(gen);
  }

  private async launch(): Promise<Generation> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'cards-chromium-'));
    const command = chromiumCommand(this.opts.executablePath, this.opts.nice ?? 0);
    const args = chromiumArgs(userDataDir, this.opts.rendererProcesses);
    const browser = await puppeteer
      .launch({
        executablePath: command.program,
        headless: true,
        pipe: true,
        defaultViewport: DEFAULT_VIEWPORT,
        // Under nice the program is not Chromium: Puppeteer's defaults then go after Chromium's path.
        ...(command.leading.length
          ? { ignoreDefaultArgs: true, args: [...command.leading, ...puppeteer.defaultArgs({ headless: true, args })] }
          : { args }),
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
    this.counts.launches++;
    this.all.add(gen);
    browser.once('disconnected', () => {
      if (!gen.retired && !this.closed) {
        this.counts.crashes++;
        this.opts.log.error({ pid: gen.pid }, 'Chromium disconnected; the next job starts a new one');
      }
      gen.dead = true;
      this.retire(gen);
    });
    this.current = gen;
    this.opts.log.info({ pid: gen.pid }, 'Chromium launched');
    return gen;
  }

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

  /** Closes every browser and kills what is left of them. */
  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    await Promise.all(
      [...this.all].map((g) => {
        g.retired = true;
        return this.dispose(g);
      }),
    );
    this.current = undefined;
  }
}
