import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { artworkImage, type CardContent } from '@cards/card-layout';
import { createLogger, FileAssetStore } from '@cards/kit';
import {
  ChromiumBrowser,
  ChromiumPdfRenderer,
  printDocument,
  processesMatching,
  recipientPrintPdf,
  SAMPLE_PRODUCTS,
  sampleArtworkSvg,
  sampleContent,
  stampPdf,
  warmUpPage,
} from '@cards/rendering/engine';
import { RenderingConfigKeys } from '@cards/rendering';

/**
 * bench/recipient-prints: a mailing's print files, one per recipient, made the way a rendering
 * worker's print lane makes them — one job at a time, each the card rendered by the pooled
 * Chromium with the recipient's greeting line, stamped with the order and the recipient by
 * pdf-lib, and written to the asset store (files on disk) — against the baseline of today's path
 * for one ordinary order line (the card rendered, stamped and stored), measured in the same run
 * with as many cards, in the order baseline, mailing, mailing, baseline. Prints time, peak memory (Node RSS plus every Chromium process's PSS) and
 * CPU (Node and Chromium) per card, and the memory as the mailing goes on.
 * Goals: a recipient's card costs ≤ 1.25× an ordinary line's file; memory does not grow with
 * the number of recipients (only one recipient's PDF is held at a time).
 */
export const name = 'recipient-prints';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 200);
const STEP_MS = 30_000;
const SAMPLE_MS = 200;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const HZ = 100;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function pssOf(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
}

/** Node's RSS plus the PSS of every Chromium process of the pool. */
async function totalMemory(browser: ChromiumBrowser): Promise<number> {
  const pids = (await Promise.all(browser.userDataDirs().map((d) => processesMatching(d)))).flat();
  const chromium = (await Promise.all(pids.map(pssOf))).reduce((a, b) => a + b, 0);
  return process.memoryUsage().rss + chromium;
}

/**
 * CPU seconds of this process and of its children that have ended (Chromium and every process
 * it started, once the browser has closed and been reaped): /proc/self/stat utime, stime,
 * cutime, cstime.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", field 14 (utime) is index 11.
  return [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i]), 0) / HZ;
}

interface Phase {
  label: string;
  msPerCard: number;
  cpuMsPerCard: number;
  peakBytes: number;
  /** Memory (Node + Chromium) after each quarter of the cards. */
  quarters: number[];
  /** The highest memory sampled while the first half of the cards was made, and the second. */
  halves: [number, number];
}

/**
 * Makes `n` cards one after another on a fresh pool as a worker configures it, sampling memory
 * all along; the pool is closed (and Chromium reaped) before CPU is read, so the figure holds
 * every process's share, the browser's launch included, on both sides alike.
 */
async function phase(label: string, n: number, card: (pdf: ChromiumPdfRenderer, i: number) => Promise<void>): Promise<Phase> {
  const log = createLogger('bench-recipient-prints', 'warn');
  const cpu0 = cpuSeconds();
  const browser = new ChromiumBrowser({
    executablePath: CHROMIUM,
    maxPages: RenderingConfigKeys.shape.RENDER_CONCURRENCY.parse(process.env.RENDER_CONCURRENCY),
    maxRendersPerBrowser: RenderingConfigKeys.shape.RENDER_BROWSER_MAX_RENDERS.parse(process.env.RENDER_BROWSER_MAX_RENDERS),
    jobsPerContext: RenderingConfigKeys.shape.RENDER_JOBS_PER_CONTEXT.parse(process.env.RENDER_JOBS_PER_CONTEXT),
    jobsPerPage: RenderingConfigKeys.shape.RENDER_JOBS_PER_PAGE.parse(process.env.RENDER_JOBS_PER_PAGE),
    stepTimeoutMs: STEP_MS,
    log,
    warmup: (p) => warmUpPage(p, STEP_MS),
  });
  const pdf = new ChromiumPdfRenderer(browser, STEP_MS);
  let peak = 0;
  let sampling = true;
  let done = 0;
  const halves: [number, number] = [0, 0];
  const sampler = (async () => {
    while (sampling) {
      const now = await totalMemory(browser);
      peak = Math.max(peak, now);
      const half = done < n / 2 ? 0 : 1;
      halves[half] = Math.max(halves[half], now);
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  const quarters: number[] = [];
  const t = performance.now();
  try {
    for (let i = 0; i < n; i++) {
      await card(pdf, i);
      done = i + 1;
      if ((i + 1) % Math.ceil(n / 4) === 0 || i + 1 === n) quarters.push(await totalMemory(browser));
    }
  } finally {
    sampling = false;
    await sampler;
    await browser.close();
  }
  const ms = performance.now() - t;
  // The browser's processes are reaped by their parents a moment after they exit.
  await new Promise((r) => setTimeout(r, 1000));
  const p = { label, msPerCard: ms / n, cpuMsPerCard: ((cpuSeconds() - cpu0) * 1000) / n, peakBytes: peak, quarters, halves };
  console.log(
    `${label}: ${n} cards in ${(ms / 1000).toFixed(1)} s → ${p.msPerCard.toFixed(1)} ms and ${p.cpuMsPerCard.toFixed(1)} ms of CPU (Node + Chromium) per card; peak memory ${mb(peak)} MiB (first half ${mb(halves[0])}, second half ${mb(halves[1])}); after each quarter ${quarters.map(mb).join(', ')} MiB`,
  );
  return p;
}

/** Two runs of one side as one: mean time and CPU per card, the higher peak. */
function mean(a: Phase, b: Phase): Pick<Phase, 'msPerCard' | 'cpuMsPerCard' | 'peakBytes'> {
  return {
    msPerCard: (a.msPerCard + b.msPerCard) / 2,
    cpuMsPerCard: (a.cpuMsPerCard + b.cpuMsPerCard) / 2,
    peakBytes: Math.max(a.peakBytes, b.peakBytes),
  };
}

export async function run(): Promise<{ ok: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'cards-bench-recipients-'));
  const assets = new FileAssetStore(dir);
  const product = SAMPLE_PRODUCTS.A6;
  const artwork = artworkImage(Buffer.from(sampleArtworkSvg(3)), 'image/svg+xml') ?? null;
  const inside = 'Dear friends,\n\nWishing you a peaceful Christmas and every happiness in the new year.\n\nWith love,\nAlex';
  // One design; every card its own instance id, so nothing is a cache hit on either side.
  const content = (i: number): CardContent => sampleContent({ id: 5000 + i, front_text: 'Merry Christmas', inside_text: inside });
  console.log(`cores ${cpus().length}, ${RECIPIENTS} cards a side, A6, one job at a time (the print lane)`);
  const baseline = (round: number) =>
    phase(`baseline ${round}: an ordinary line's file (render + stamp + store)`, RECIPIENTS, async (pdf, i) => {
      const bytes = await pdf.renderPdf(printDocument({ content: content(i), product, artwork }));
      const stamped = await stampPdf(bytes, `Order B-${i} · line 1 of 1 · qty 1 · CARD-A6`, product);
      await assets.put(`rendering/print/orders/b${round}-${i}/1-${i}.pdf`, stamped, 'application/pdf');
    });
  const mailing = (round: number) =>
    phase(`mailing ${round}: a recipient's card (greeting line + render + stamp + store)`, RECIPIENTS, async (pdf, i) => {
      const bytes = await recipientPrintPdf(
        pdf,
        { content: content(i), product, artwork },
        {
          salutation: `Dear cousin number ${i + 1}`,
          stamp: `Order M-${round} · line 1 of 1 · Cousin ${i + 1} · ${i + 1} of ${RECIPIENTS} · CARD-A6`,
        },
      );
      await assets.put(`rendering/print/orders/m${round}/1-r${i}.pdf`, bytes, 'application/pdf');
    });
  try {
    // Baseline, mailing, mailing, baseline: a machine getting busier or quieter over the run
    // weighs on both sides alike.
    const b1 = await baseline(1);
    const m1 = await mailing(1);
    const m2 = await mailing(2);
    const b2 = await baseline(2);
    const line = mean(b1, b2);
    const mailed = mean(m1, m2);
    const ratio = mailed.msPerCard / line.msPerCard;
    const cpuRatio = mailed.cpuMsPerCard / line.cpuMsPerCard;
    // Memory is flat when no mailing's second half peaks much above its first: Chromium's memory
    // rises and falls as its contexts are replaced (every 50 jobs), so single readings wander.
    const flat = [m1, m2].every((m) => m.halves[1] <= m.halves[0] * 1.15 + 30 * 1024 * 1024);
    console.log(
      `means: an ordinary line's file ${line.msPerCard.toFixed(1)} ms, ${line.cpuMsPerCard.toFixed(1)} ms CPU, peak ${mb(line.peakBytes)} MiB; a recipient's card ${mailed.msPerCard.toFixed(1)} ms, ${mailed.cpuMsPerCard.toFixed(1)} ms CPU, peak ${mb(mailed.peakBytes)} MiB`,
    );
    console.log(
      `a recipient's card ${ratio.toFixed(2)}× an ordinary line's file in time (goal ≤ 1.25×), ${cpuRatio.toFixed(2)}× in CPU; peak memory in each mailing's first and second half ${[m1, m2].map((m) => `${mb(m.halves[0])} → ${mb(m.halves[1])}`).join(' and ')} MiB: ${flat ? 'flat' : 'growing'}; a mailing of ${RECIPIENTS} on one worker's print lane ${((mailed.msPerCard * RECIPIENTS) / 1000).toFixed(1)} s`,
    );
    return { ok: ratio <= 1.25 && flat };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
