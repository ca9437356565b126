import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artworkImage } from '@cards/card-layout';
import { thumbnailKeys, THUMBNAIL_CONTENT_TYPE } from '@cards/contracts';
import { createLogger, FileAssetStore } from '@cards/kit';
import { RenderingConfigKeys } from '@cards/rendering';
import {
  ChromiumBrowser,
  ChromiumThumbnailRenderer,
  finishPdf,
  loadDocument,
  PICTURE_QUALITY,
  printDocument,
  printPage,
  SAMPLE_PRODUCTS,
  sampleArtworkSvg,
  sampleContent,
  shootPictures,
  stampPdf,
  thumbnailRequest,
  thumbnailShots,
  warmUpPage,
  type CardRenderInput,
} from '@cards/rendering/engine';
import puppeteer from 'puppeteer-core';

/**
 * bench/rendering-cost: what the rendering worker spends, in CPU seconds of Node and of
 * Chromium's whole process tree, to make one paid order's files — the print file (the card's
 * PDF, kept, and the order's stamped copy of it) and the front thumbnail that the order's mail
 * and the admin show — against one raw `page.pdf()` of the same print HTML on a reused page, as
 * the journeys bench counts a journey's essential PDF (bench/journeys/essential.ts). Both run in
 * the same process and rounds, interleaved, so a busy machine weighs on both alike. The worker's
 * side is the engine's own functions in the order `RenderJobs` calls them, on the page pool as
 * a worker configures it, with a file asset store; only the database rows and the RPCs for the
 * card's data are left out. Each step is measured on its own. Goal: ≤ 2× raw.
 */
export const name = 'rendering-cost';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const ROUNDS = Number(process.env.BENCH_COST_ROUNDS ?? 12);
const STEP_MS = 30_000;
/** Time for Chromium's work that a step set going (a frame, an emptied page) to be done before it is read. */
const SETTLE_MS = Number(process.env.BENCH_COST_SETTLE_MS ?? 150);
const TICKS_PER_SECOND = 100;
const IDLE_MS = 5000;
/**
 * `print` (default): the front picture is taken on the print's page, as a paid A6 card's is.
 * `job`: it is drawn by a thumbnail job of its own, as for a card on another size (and as every
 * paid card's was before 2026-12-03).
 */
const PICTURE = process.env.BENCH_COST_PICTURE === 'job' ? 'job' : 'print';
const cfg = RenderingConfigKeys.shape;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nodeCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * CPU seconds of every process under this one, split into the raw browser's tree and the rest
 * (the pool's Chromium). Reaped children count through their parent's `cutime`: a renderer the
 * zygote reaped when its context closed keeps its seconds.
 */
function chromiumCpu(rawPid: number): { raw: number; pool: number } {
  const procs = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICKS_PER_SECOND;
      procs.set(Number(d), { ppid: Number(f[1]), cpu });
    } catch {
      /* gone */
    }
  }
  const children = new Map<number, number[]>();
  for (const [p, s] of procs) (children.get(s.ppid) ?? children.set(s.ppid, []).get(s.ppid)!).push(p);
  const sum = (root: number, skip?: number) => {
    let n = 0;
    const stack = [...(children.get(root) ?? [])];
    while (stack.length) {
      const p = stack.pop()!;
      if (p === skip) continue;
      n += procs.get(p)?.cpu ?? 0;
      stack.push(...(children.get(p) ?? []));
    }
    return n;
  };
  return { raw: procs.has(rawPid) ? (procs.get(rawPid)?.cpu ?? 0) + sum(rawPid) : 0, pool: sum(process.pid, rawPid) };
}

/** Adds up CPU seconds by step, Node and Chromium apart; reading /proc is not counted to any step. */
class Meter {
  readonly steps = new Map<string, { node: number; chromium: number }>();
  private lastNode = nodeCpu();
  private lastChromium = 0;
  private overhead = 0;

  constructor(private readonly rawPid: number) {
    this.lastChromium = chromiumCpu(rawPid).pool;
    this.lastNode = nodeCpu();
  }

  /** Closes the step that ran since the last mark, under `step`. */
  mark(step: string, side: 'pool' | 'raw' = 'pool') {
    const n0 = nodeCpu();
    const c = chromiumCpu(this.rawPid);
    const chromium = side === 'pool' ? c.pool : c.raw;
    const s = this.steps.get(step) ?? { node: 0, chromium: 0 };
    s.node += n0 - this.lastNode;
    s.chromium += chromium - this.lastChromium;
    this.steps.set(step, s);
    this.lastNode = nodeCpu();
    this.overhead += this.lastNode - n0;
    this.lastChromium = chromium;
  }

  /** Starts again from now (a step's start on the other side, or after an idle wait nobody pays for). */
  restart(side: 'pool' | 'raw' = 'pool') {
    const c = chromiumCpu(this.rawPid);
    this.lastChromium = side === 'pool' ? c.pool : c.raw;
    this.lastNode = nodeCpu();
  }

  total(prefix: string) {
    let n = 0;
    for (const [k, v] of this.steps) if (k.startsWith(prefix)) n += v.node + v.chromium;
    return n;
  }
}

const input = (svg: Buffer): CardRenderInput => ({
  content: sampleContent(),
  product: SAMPLE_PRODUCTS.A6,
  artwork: artworkImage(svg, 'image/svg+xml') ?? null,
});

/** The pool as a rendering worker builds it (app.ts), its defaults included. */
function workerPool(log: ReturnType<typeof createLogger>): ChromiumBrowser {
  return new ChromiumBrowser({
    executablePath: CHROMIUM,
    maxPages: cfg.RENDER_CONCURRENCY.parse(process.env.RENDER_CONCURRENCY),
    spares: cfg.RENDER_SPARE_PAGES.parse(process.env.RENDER_SPARE_PAGES),
    maxRendersPerBrowser: cfg.RENDER_BROWSER_MAX_RENDERS.parse(process.env.RENDER_BROWSER_MAX_RENDERS),
    jobsPerContext: cfg.RENDER_JOBS_PER_CONTEXT.parse(process.env.RENDER_JOBS_PER_CONTEXT),
    jobsPerPage: cfg.RENDER_JOBS_PER_PAGE.parse(process.env.RENDER_JOBS_PER_PAGE),
    stepTimeoutMs: STEP_MS,
    log,
    warmup: (p) => warmUpPage(p, STEP_MS),
  });
}

const ARTWORK_KEY = 'generation/artwork/42-sample.svg';

/**
 * One paid order's files as `RenderJobs` makes them: its print job (the customer's PDF with the
 * front thumbnail taken on the same page, then the order's stamped copy), then the thumbnail
 * job the order's mail asks for, which finds the picture stored. Each step is marked on `m`.
 */
async function paidOrder(browser: ChromiumBrowser, assets: FileAssetStore, i: number, m: Meter | null) {
  const mark = (step: string) => m?.mark(step);
  const settle = async (step: string) => {
    if (!m) return;
    await sleep(SETTLE_MS);
    m.mark(step);
  };
  const plainKey = `rendering/print/${i}-plain.pdf`;
  const stampedKey = `rendering/print/orders/${i}/1-${i}-stamped.pdf`;
  const keys = thumbnailKeys(i, `bench-${i}-${Date.now()}`, 'jpeg');
  // render-print-pdf: the customer's PDF unless kept, the front picture unless stored, then the stamped copy.
  const kept = await assets.exists(plainKey);
  const art = (await assets.get(ARTWORK_KEY))!.body;
  const pictureMissing = PICTURE === 'print' && !(await assets.exists(keys.front));
  mark('print: checks and artwork read');
  const doc = printDocument(input(art));
  mark('print: document (layout, fonts inlined)');
  const { bytes, pictures } = await browser.withPage(async (page) => {
    await settle('print: page lease');
    await loadDocument(page, doc.html, STEP_MS);
    await settle('print: setContent + fit words');
    const bytes = await printPage(page, doc, STEP_MS);
    await settle('print: page.pdf()');
    const shots = thumbnailShots(SAMPLE_PRODUCTS.A6, ['front'], 'jpeg');
    const req = { ...shots, pageWidthMm: doc.pageWidthMm, pageHeightMm: doc.pageHeightMm, pages: 2, quality: PICTURE_QUALITY };
    if (!pictureMissing) return { bytes, pictures: {} as Record<string, Buffer> };
    const pictures = await shootPictures(browser, page, req, { timeoutMs: STEP_MS });
    await settle('print: front picture on the same page');
    return { bytes, pictures };
  });
  await settle('print: page emptied for the next job');
  const plain = await finishPdf(bytes, doc);
  mark('print: finish (pdf-lib boxes, metadata)');
  if (!kept) await assets.put(plainKey, plain, 'application/pdf');
  if (pictures.front) await assets.put(keys.front, pictures.front, THUMBNAIL_CONTENT_TYPE.jpeg);
  const stampedKept = await assets.exists(stampedKey);
  mark('print: storage and checks');
  const stamped = await stampPdf(plain, `Order ${10000 + i} · line 1 of 1 · qty 2 · CARD-A6`, SAMPLE_PRODUCTS.A6);
  mark('print: stamp (pdf-lib)');
  if (!stampedKept) await assets.put(stampedKey, stamped, 'application/pdf');
  await assets.head(stampedKey);
  mark('print: storage and checks');
  // render-thumbnail, asked for by the mail's picture: drawn unless stored.
  const missing = !(await assets.exists(keys.front));
  if (PICTURE === 'print' && missing) throw new Error('the front picture was not stored with the print');
  if (missing) {
    const art2 = (await assets.get(ARTWORK_KEY))!.body;
    mark('thumbnail: checks and artwork read');
    const request = thumbnailRequest(input(art2), ['front'], 'jpeg');
    mark('thumbnail: document (layout, fonts inlined)');
    const shots = await new ChromiumThumbnailRenderer(browser, STEP_MS).renderThumbnails(request);
    await settle('thumbnail: Chromium job (lease, load, fit, screenshot, emptied)');
    await assets.put(keys.front, shots.front!, THUMBNAIL_CONTENT_TYPE.jpeg);
  }
  await assets.head(keys.front);
  mark(missing ? 'thumbnail: storage and checks' : 'thumbnail: checks (found stored)');
  return stamped;
}

/** Prints the steps and the ratio; true when the order costs at most twice the raw `page.pdf()`. */
function report(meter: Meter): boolean {
  const per = (s: number) => ((s / ROUNDS) * 1000).toFixed(1).padStart(7);
  const rawCost = meter.total('raw:');
  const rawChromium = meter.steps.get('raw: setContent + page.pdf()')!.chromium;
  const printCost = meter.total('print:');
  const thumbCost = meter.total('thumbnail:');
  console.log(
    `${ROUNDS} rounds, front picture ${PICTURE === 'print' ? "on the print's page" : 'by a thumbnail job'}; ms of CPU per order (node + chromium), raw and worker interleaved in the same process`,
  );
  console.log(`${'step'.padEnd(60)} ${'node'.padStart(7)} ${'chrom.'.padStart(7)} ${'total'.padStart(7)}`);
  for (const [k, v] of meter.steps)
    if (k !== 'idle') console.log(`${k.padEnd(60)} ${per(v.node)} ${per(v.chromium)} ${per(v.node + v.chromium)}`);
  const ratio = (printCost + thumbCost) / rawChromium;
  console.log(`raw page.pdf(): ${per(rawChromium)} ms Chromium (as essential.ts counts it), ${per(rawCost)} ms with Puppeteer's Node side`);
  console.log(
    `worker: print file and picture ${per(printCost)} ms, thumbnail job ${per(thumbCost)} ms → order ${per(printCost + thumbCost)} ms = ${ratio.toFixed(2)}× raw; goal ≤ 2×`,
  );
  const idle = meter.steps.get('idle');
  if (idle)
    console.log(
      `idle between jobs: node ${((idle.node / IDLE_MS) * 1e6).toFixed(1)} ms, chromium ${((idle.chromium / IDLE_MS) * 1e6).toFixed(1)} ms of CPU a second`,
    );
  return ratio <= 2;
}

export async function run(): Promise<{ ok: boolean }> {
  const log = createLogger('bench-rendering-cost', 'warn');
  const dir = await mkdtemp(join(tmpdir(), 'cards-rendering-cost-'));
  const assets = new FileAssetStore(join(dir, 'assets'));
  await assets.put(ARTWORK_KEY, Buffer.from(sampleArtworkSvg()), 'image/svg+xml');

  // The essential PDF exactly as the journeys bench measures it: Puppeteer's own launch, one reused page.
  const raw = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const rawPage = await raw.newPage();
  const essentialDoc = printDocument(input(Buffer.from(sampleArtworkSvg())));
  const rawPdf = async () => {
    await rawPage.setContent(essentialDoc.html, { waitUntil: 'load' });
    await rawPage.pdf({ width: `${essentialDoc.pageWidthMm}mm`, height: `${essentialDoc.pageHeightMm}mm`, printBackground: true });
  };
  const browser = workerPool(log);
  const meter = new Meter(raw.process()!.pid!);
  try {
    // Warm both: Chromium's first prints load fonts and set printing up; the pool warms its contexts.
    for (let i = 0; i < 3; i++) {
      await rawPdf();
      await paidOrder(browser, assets, i, null);
    }
    await sleep(1000);
    for (let r = 0; r < ROUNDS; r++) {
      meter.restart('raw');
      await rawPdf();
      await sleep(SETTLE_MS);
      meter.mark('raw: setContent + page.pdf()', 'raw');
      await sleep(SETTLE_MS);
      meter.restart('pool');
      await paidOrder(browser, assets, 100 + r, meter);
      await sleep(SETTLE_MS);
    }
    // Between jobs: what the pool (its spare pages) and this process spend while nothing is asked.
    meter.restart('pool');
    await sleep(IDLE_MS);
    meter.mark('idle');
  } finally {
    await browser.close();
    await raw.close();
    await rm(dir, { recursive: true, force: true });
  }
  return { ok: report(meter) };
}
