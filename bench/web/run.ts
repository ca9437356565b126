import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The shop's front end: how much JavaScript (gzipped) the first route needs, from the build
 * manifest, and a mobile Lighthouse run on the pre-rendered home page in the system Chromium.
 * Goals: first-route JS ≤ 100 KiB gz; Lighthouse performance ≥ 95 with LCP ≤ 1.5 s. The
 * catalogue calls the page makes are answered by a stub on the same origin, so the run
 * measures the front end alone.
 */
export const name = 'web';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const GOAL_JS_KIB = 100;
const GOAL_SCORE = 95;
const GOAL_LCP_MS = 1500;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Gzipped bytes of the entry and everything the home route imports statically. */
export function firstRouteJs(distDir = dist): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) walk(i);
  };
  walk('index.html');
  walk('src/boot.tsx');
  walk('src/features/content/home.page.tsx');
  const files = [...seen].map((k) => manifest[k]!.file);
  return { bytes: files.reduce((n, f) => n + gzipSync(readFileSync(join(distDir, f))).length, 0), files };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** Serves web/dist like the embedded web server (pre-rendered pages, shell fallback, gzip) plus an empty catalogue. */
function serve(distDir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/config.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(`window.__CARDS_CONFIG__ = {apiUrl: location.origin + '/api'};`);
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    let file = normalize(join(distDir, url.pathname));
    if (!file.startsWith(distDir)) {
      res.writeHead(400).end();
      return;
    }
    if (url.pathname === '/') file = join(distDir, 'index.html');
    else if (!existsSync(file) || !extname(file)) file = existsSync(`${file}.html`) ? `${file}.html` : join(distDir, 'spa.html');
    const body = gzipSync(readFileSync(file));
    res
      .writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      .end(body);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

async function lighthouseHome(distDir: string): Promise<{ score: number; lcpMs: number } | { skipped: string }> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
  if (!existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath}` };
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (e) {
    return { skipped: `lighthouse is not installed (${(e as Error).message})` };
  }
  const server = await serve(distDir);
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r?.lhr;
    if (!lhr) return { skipped: 'Lighthouse returned no result' };
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(
      `  FCP ${ms('first-contentful-paint')} ms · LCP ${ms('largest-contentful-paint')} ms · TBT ${ms('total-blocking-time')} ms · CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)} · SI ${ms('speed-index')} ms`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const id of ['largest-contentful-paint-element', 'render-blocking-resources', 'network-requests']) {
        console.log(id, JSON.stringify(lhr.audits[id]?.details).slice(0, 1500));
      }
    }
    return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcpMs: ms('largest-contentful-paint') };
  } finally {
    await chrome.kill();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

export async function run(): Promise<{ ok: boolean }> {
  if (!existsSync(join(dist, '.vite/manifest.json'))) throw new Error('web/dist is not built: npm run build -w web');
  const js = firstRouteJs();
  const kib = js.bytes / 1024;
  console.log(
    `first-route JS: ${kib.toFixed(1)} KiB gz in ${js.files.length} files (goal ≤ ${GOAL_JS_KIB} KiB, ratio ${(kib / GOAL_JS_KIB).toFixed(2)})`,
  );
  const lh = await lighthouseHome(dist);
  let lhOk = true;
  if ('skipped' in lh) console.log(`lighthouse: skipped (${lh.skipped})`);
  else {
    lhOk = lh.score >= GOAL_SCORE && lh.lcpMs <= GOAL_LCP_MS;
    console.log(
      `lighthouse mobile, home: performance ${lh.score} (goal ≥ ${GOAL_SCORE}), LCP ${lh.lcpMs} ms (goal ≤ ${GOAL_LCP_MS} ms, ratio ${(lh.lcpMs / GOAL_LCP_MS).toFixed(2)})`,
    );
  }
  return { ok: kib <= GOAL_JS_KIB && lhOk };
}
