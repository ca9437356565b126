import { artworkSvg, type ArtworkBrief } from '@cards/card-art';
import { artworkImage, STYLE_FAMILIES, styleFamily, type StyleFamily } from '@cards/card-layout';
import { STYLES as SEEDED_STYLES } from '@cards/catalog/seed/styles.seed';
import { createLogger } from '@cards/kit';
import {
  ChromiumBrowser,
  ChromiumPdfRenderer,
  ChromiumThumbnailRenderer,
  printDocument,
  SAMPLE_PRODUCTS,
  sampleContent,
  thumbnailRequest,
  warmUpPage,
} from '@cards/rendering/engine';
import { RenderingConfigKeys } from '@cards/rendering';
import { machineTicks } from '../journeys/stack.js';
import { median } from '../stats.js';

/**
 * bench/style-cost: what each style family's artwork costs to print. For every family, the
 * machine's CPU seconds (all processes and the kernel, from `/proc/stat`: Chromium's renderers
 * come and go, so counting processes would miss some) per customer PDF and per front
 * thumbnail, with the rendering worker's page pool, and the PDF's size. Printed as ratios
 * against the flat family (crisp shapes, nothing for Chromium to rasterise), measured in the
 * same run, interleaved round by round so a noisy neighbour hurts every family alike.
 * Goal: no family's PDF costs more than twice the flat one's (a filtered SVG group is
 * rasterised at print resolution and costs 3–4×). Needs an otherwise idle machine.
 */
export const name = 'style-cost';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const ROUNDS = Number(process.env.BENCH_STYLE_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_STYLE_PER_ROUND ?? 5);
const STEP_MS = 30_000;
const GOAL = 2;
const BASELINE: StyleFamily = 'flat';

/** The seeded catalogue's style of each family. */
const STYLES = Object.fromEntries(
  SEEDED_STYLES.map((s) => [styleFamily(s), { slug: s.slug, name: s.name, family: s.family, palette: s.palette }]),
) as Record<StyleFamily, { slug: string; name: string; family: StyleFamily; palette: string[] }>;

/** The card a shopper of this family would order: the offline artwork, a birthday, all three compositions in turn. */
function input(family: StyleFamily, i: number) {
  const brief: ArtworkBrief = {
    instanceId: 500 + i,
    version: 1,
    occasion: { slug: 'birthday', name: 'Birthday' },
    style: STYLES[family],
    details: 'Loves her garden and long walks with the dog.',
  };
  const artwork = artworkImage(Buffer.from(artworkSvg(brief)), 'image/svg+xml') ?? null;
  return { content: sampleContent({ id: 500 + i, style: { id: 1, ...STYLES[family] } }), product: SAMPLE_PRODUCTS.A6, artwork };
}

interface Cost {
  /** Machine CPU seconds per render, one figure per round. */
  pdf: number[];
  thumb: number[];
  bytes: number;
}

export async function run(): Promise<{ ok: boolean }> {
  for (const f of STYLE_FAMILIES) if (!STYLES[f]) throw new Error(`the seeded catalogue has no ${f} style`);
  const log = createLogger('bench-style-cost', 'warn');
  const browser = new ChromiumBrowser({
    executablePath: CHROMIUM,
    maxPages: 1,
    maxRendersPerBrowser: RenderingConfigKeys.shape.RENDER_BROWSER_MAX_RENDERS.parse(undefined),
    jobsPerContext: RenderingConfigKeys.shape.RENDER_JOBS_PER_CONTEXT.parse(undefined),
    jobsPerPage: RenderingConfigKeys.shape.RENDER_JOBS_PER_PAGE.parse(undefined),
    stepTimeoutMs: STEP_MS,
    log,
    warmup: (p) => warmUpPage(p, STEP_MS),
  });
  const pdfs = new ChromiumPdfRenderer(browser, STEP_MS);
  const thumbs = new ChromiumThumbnailRenderer(browser, STEP_MS);
  const cost = Object.fromEntries(STYLE_FAMILIES.map((f) => [f, { pdf: [] as number[], thumb: [] as number[], bytes: 0 }])) as Record<
    StyleFamily,
    Cost
  >;
  const measure = async (work: () => Promise<unknown>) => {
    const t = machineTicks().busy;
    for (let i = 0; i < PER_ROUND; i++) await work();
    return (machineTicks().busy - t) / PER_ROUND;
  };
  try {
    for (const f of STYLE_FAMILIES) await pdfs.renderPdf(printDocument(input(f, 0))); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const f of STYLE_FAMILIES) {
        let i = round * PER_ROUND;
        cost[f].pdf.push(
          await measure(async () => {
            const pdf = await pdfs.renderPdf(printDocument(input(f, i++)));
            cost[f].bytes += pdf.length / PER_ROUND / ROUNDS;
          }),
        );
        i = round * PER_ROUND;
        cost[f].thumb.push(await measure(() => thumbs.renderThumbnails(thumbnailRequest(input(f, i++), ['front']))));
      }
    }
  } finally {
    await browser.close();
  }
  // The median round: a browser relaunch (every few hundred renders) lands in one family's round.
  const pdf = (f: StyleFamily) => median(cost[f].pdf),
    thumb = (f: StyleFamily) => median(cost[f].thumb);
  console.log(`\nstyle-cost: machine CPU per render (median of ${ROUNDS} rounds of ${PER_ROUND}), A6, against ${BASELINE} in the same run`);
  console.log('family        PDF ms   ×flat   thumbnail ms   ×flat   PDF KiB');
  let ok = true;
  for (const f of STYLE_FAMILIES) {
    const ratio = pdf(f) / pdf(BASELINE);
    if (ratio > GOAL) ok = false;
    console.log(
      `${f.padEnd(12)} ${(pdf(f) * 1000).toFixed(0).padStart(7)} ${ratio.toFixed(2).padStart(7)} ${(thumb(f) * 1000).toFixed(0).padStart(14)} ${(thumb(f) / thumb(BASELINE)).toFixed(2).padStart(7)} ${(cost[f].bytes / 1024).toFixed(0).padStart(9)}`,
    );
  }
  console.log(`goal: every family's PDF ≤ ${GOAL}× ${BASELINE}'s → ${ok ? 'met' : 'missed'}`);
  return { ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(({ ok }) => process.exit(ok ? 0 : 1));
}
