import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { createLogger } from '@cards/kit';
import { ChromiumBrowser, chromiumArgs } from '@cards/rendering/browser/chromium-browser';
import { processesMatching } from '@cards/rendering/browser/stray-processes';
import { printDocument } from '@cards/rendering/layout/card-document';
import type { PrintDocument } from '@cards/rendering/render/card-renderer.port';
import { ChromiumPdfRenderer } from '@cards/rendering/render/chromium-pdf-renderer';
import { warmUpPage } from '@cards/rendering/render/warmup';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from '@cards/rendering/samples/sample-card';
import puppeteer from 'puppeteer-core';

/**
 * bench/rendering: the service's print PDF (pooled Chromium, fresh incognito context per job,
 * request guard, word fitting, exact boxes and metadata with pdf-lib) against raw Chromium
 * `page.pdf()` of the same HTML on one reused page, in the same run. Then throughput with the
 * production page pool, and RSS (Node plus every Chromium process) over many renders.
 * Goals: service ≤ 1.2× raw per PDF warm; ≥ 4 PDFs/s on 2 cores; RSS flat over 1,000 renders.
 */
export const name = 'rendering';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const N = Number(process.env.BENCH_RENDER_RUNS ?? 40);
const RSS_RUNS = Number(process.env.BENCH_RENDER_RSS_RUNS ?? 1000);
const CONCURRENCY = Number(process.env.RENDER_CONCURRENCY ?? 2);
const STEP_MS = 30_000;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Node's RSS plus the RSS of every Chromium process of the pool (browser, zygotes, renderers). */
async function totalRss(browser: ChromiumBrowser): Promise<{ node: number; chromium: number }> {
  const pids = (await Promise.all(browser.userDataDirs().map((d) => processesMatching(d)))).flat();
  const chromium = (await Promise.all(pids.map(rssOf))).reduce((a, b) => a + b, 0);
  return { node: process.memoryUsage().rss, chromium };
}

async function timeEach(n: number, f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  return (performance.now() - t) / n;
}

function sampleDoc(i: number): PrintDocument {
  const artwork = { dataUrl: `data:image/svg+xml;base64,${Buffer.from(sampleArtworkSvg(i % 5)).toString('base64')}`, vector: true };
  return printDocument({ data: sampleContent({ id: 1000 + i }), product: SAMPLE_PRODUCTS.A6, artwork, stamp: null });
}

export async function run(): Promise<{ ok: boolean }> {
  const log = createLogger('bench-rendering', 'warn');
  const doc = sampleDoc(0);
  console.log(`cores ${cpus().length}, HTML ${Math.round(doc.html.length / 1024)} KiB, page ${doc.pageWidthMm}×${doc.pageHeightMm} mm`);

  // Baseline: raw Chromium, one reused page, the same HTML and paper size.
  const raw = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, pipe: true, args: chromiumArgs('/tmp/cards-bench-raw-profile') });
  const page = await raw.newPage();
  const rawPdf = async () => {
    await page.setContent(doc.html, { waitUntil: 'load' });
    return page.pdf({ width: `${doc.pageWidthMm}mm`, height: `${doc.pageHeightMm}mm`, printBackground: true, margin: { top: 0, right: 0, bottom: 0, left: 0 } });
  };

  const browser = new ChromiumBrowser({
    executablePath: CHROMIUM, maxPages: CONCURRENCY, maxRendersPerBrowser: 500, stepTimeoutMs: STEP_MS, log, warmup: (p) => warmUpPage(p, STEP_MS),
  });
  const service = new ChromiumPdfRenderer(browser, STEP_MS);
  try {
    await timeEach(5, rawPdf);
    await timeEach(5, () => service.renderPdf(doc));
    // Interleaved rounds, so a noisy neighbour hurts both sides alike.
    let rawMs = 0, svcMs = 0;
    for (let round = 0; round < 4; round++) {
      rawMs += await timeEach(N / 4, rawPdf);
      svcMs += await timeEach(N / 4, () => service.renderPdf(doc));
    }
    rawMs /= 4; svcMs /= 4;
    const ratio = svcMs / rawMs;
    console.log(`per PDF, warm, sequential: raw page.pdf() ${rawMs.toFixed(1)} ms, service ${svcMs.toFixed(1)} ms, ratio ${ratio.toFixed(2)}× (goal ≤ 1.2×)`);
    await raw.close();

    const burst = Math.max(N, 40);
    let t = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY * 2 }, async () => { while (next++ < burst) await service.renderPdf(sampleDoc(next)); }));
    const perSec = burst / ((performance.now() - t) / 1000);
    console.log(`throughput: ${perSec.toFixed(2)} PDFs/s with ${CONCURRENCY} pages (goal ≥ 4 on 2 cores)`);

    const rss: Array<{ at: number; node: number; chromium: number }> = [];
    const sample = async (at: number) => { const r = await totalRss(browser); rss.push({ at, ...r }); console.log(`RSS after ${at} renders: node ${mb(r.node)} MiB, chromium ${mb(r.chromium)} MiB, total ${mb(r.node + r.chromium)} MiB`); };
    await sample(0);
    next = 0;
    t = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < RSS_RUNS) {
        const i = next++;
        await service.renderPdf(sampleDoc(i));
        if (i + 1 === Math.floor(RSS_RUNS / 2)) await sample(i + 1);
      }
    }));
    await sample(RSS_RUNS);
    console.log(`${RSS_RUNS} renders in ${((performance.now() - t) / 1000).toFixed(1)} s; browser launches ${browser.stats().launches}, crashes ${browser.stats().crashes}`);
    const total = (r: { node: number; chromium: number }) => r.node + r.chromium;
    const [start, mid, end] = [rss[0]!, rss[1]!, rss[rss.length - 1]!];
    const flat = total(end) <= total(mid) * 1.15 + 30 * 1024 * 1024 && total(end) <= total(start) * 1.5 + 50 * 1024 * 1024;
    console.log(`RSS start ${mb(total(start))} MiB, middle ${mb(total(mid))} MiB, end ${mb(total(end))} MiB: ${flat ? 'flat' : 'growing'}`);
    return { ok: ratio <= 1.2 && perSec >= 4 && flat };
  } finally {
    await raw.close().catch(() => undefined);
    await browser.close();
  }
}
