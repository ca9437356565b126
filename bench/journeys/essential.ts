import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { artworkImage } from '@cards/card-layout';
import { PasswordHasher } from '@cards/identity/passwords';
import { printDocument, SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from '@cards/rendering/engine';
import puppeteer from 'puppeteer-core';
import { readProcs, tree } from './stack.js';
import type { Outcome } from './steps.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** The essential work of one journey, CPU seconds each part: what no design could do without. */
export interface EssentialWork {
  /** Two Argon2id hashes at the identity service's settings (sign-up and sign-in). */
  argon2: number;
  /** One raw Chromium `page.pdf()` of the sample card's print HTML (the print file). */
  pdf: number;
  /** The journey's API calls answered by a bare node:http server with bodies of the same sizes. */
  http: number;
  total: number;
}

/** This process's CPU seconds so far (every thread: Argon2 runs on libuv's pool). */
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function argon2Cost(): Promise<number> {
  const hasher = new PasswordHasher();
  await hasher.hash('warm-up-the-library-once'); // loads the native module outside the measure
  const before = ownCpu();
  await hasher.hash('Correct-Horse-Battery-9');
  await hasher.hash('Correct-Horse-Battery-9');
  return ownCpu() - before;
}

/** CPU seconds of a process and its descendants. */
function treeCpu(pid: number): number {
  const procs = readProcs();
  const children = new Map<number, number[]>();
  for (const [p, s] of procs) (children.get(s.ppid) ?? children.set(s.ppid, []).get(s.ppid)!).push(p);
  return tree(pid, children).reduce((n, p) => n + (procs.get(p)?.cpu ?? 0), 0);
}

/** One `page.pdf()` on a warm page (a first one loads fonts and sets printing up), as Chromium's whole tree spends it. */
async function pdfCost(): Promise<number> {
  const doc = printDocument({
    content: sampleContent(),
    product: SAMPLE_PRODUCTS.A6,
    artwork: artworkImage(Buffer.from(sampleArtworkSvg()), 'image/svg+xml') ?? null,
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pdf = async () => {
      await page.setContent(doc.html, { waitUntil: 'load' });
      await page.pdf({ width: `${doc.pageWidthMm}mm`, height: `${doc.pageHeightMm}mm`, printBackground: true });
    };
    await pdf();
    const pid = browser.process()!.pid!;
    await new Promise((r) => setTimeout(r, 1000)); // /proc counts in ticks: let the warm-up's settle
    const before = treeCpu(pid);
    await pdf();
    await new Promise((r) => setTimeout(r, 1000));
    return treeCpu(pid) - before;
  } finally {
    await browser.close();
  }
}

/** A server that answers `?bytes=n` with n bytes of JSON-ish text, and its own CPU at /cpu. */
const BARE_SERVER = `
import { createServer } from 'node:http';
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/cpu') { const u = process.cpuUsage(); res.end(String((u.user + u.system) / 1e6)); return; }
    const n = Number(url.searchParams.get('bytes') ?? 0);
    res.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(n));
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The same requests (method, request and answer sizes) against a bare server in its own process: its CPU. */
async function httpCost(calls: Outcome[]): Promise<number> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [first] = (await once(child.stdout!, 'data')) as [Buffer];
    const base = `http://127.0.0.1:${first.toString().trim()}`;
    const cpu = async () => Number(await (await fetch(`${base}/cpu`)).text());
    const before = await cpu();
    for (const c of calls) {
      const body = c.method === 'GET' ? undefined : 'x'.repeat(c.sentBytes ?? 0);
      await (await fetch(`${base}/?bytes=${c.bytes ?? 0}`, { method: c.method ?? 'GET', body })).arrayBuffer();
    }
    return (await cpu()) - before;
  } finally {
    child.kill();
  }
}

/** Measures the essential work of the journey whose API calls are `calls` (the baseline shopper's). */
export async function essentialWork(calls: Outcome[]): Promise<EssentialWork> {
  const argon2 = await argon2Cost();
  const pdf = await pdfCost();
  const http = await httpCost(calls);
  return { argon2, pdf, http, total: argon2 + pdf + http };
}
