import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../stats.js';

/**
 * bench/photo-upload: what a photo upload costs the BFF's memory. The upload path runs in a
 * process of its own (`server.ts`: busboy streaming into the asset store, generation stood in
 * for), curl sends 1 MB and 20 MB files (10⁶ and 2·10⁷ bytes; the limit is 20 MiB), and the process reports its highest RSS and
 * heap+buffers during each, over its idle level. Goal: flat, i.e. a 20 MB upload raises the
 * peak by no more than a 1 MB one does plus 4 MiB (the stream's buffers), not by the file's size.
 */
export const name = 'photo-upload';

const MiB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);

export async function run(): Promise<{ ok: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'cards-upload-files-'));
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--conditions=cards-src', '--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        const m = /port (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`upload server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const peak = async () => (await (await fetch(`${base}/peak`)).json()) as { rss: number; heap: number };
    const files: Record<string, string> = {};
    for (const mb of [1, 20]) {
      files[mb] = join(dir, `photo-${mb}.jpg`);
      // A JPEG's first bytes, then filler: the BFF does not look inside.
      writeFileSync(files[mb]!, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(mb * 1_000_000 - 4, 7)]));
    }
    const rise: Record<string, { rss: number[]; heap: number[] }> = { 1: { rss: [], heap: [] }, 20: { rss: [], heap: [] } };
    // One of each first, unmeasured: the modules and buffers of a first upload.
    for (const mb of [1, 20])
      execFileSync('curl', ['-sf', '-o', '/dev/null', '-F', `photo=@${files[mb]};type=image/jpeg`, `${base}/upload`]);
    for (let i = 0; i < ROUNDS; i++) {
      for (const mb of [1, 20]) {
        await new Promise((r) => setTimeout(r, 200));
        const idle = await peak();
        execFileSync('curl', ['-sf', '-o', '/dev/null', '-F', `photo=@${files[mb]};type=image/jpeg`, `${base}/upload`]);
        const during = await peak();
        rise[mb]!.rss.push(during.rss - idle.rss);
        rise[mb]!.heap.push(during.heap - idle.heap);
      }
    }
    const f = (b: number) => `${(b / MiB).toFixed(1)} MiB`;
    const r = {
      small: { rss: median(rise[1]!.rss), heap: median(rise[1]!.heap) },
      large: { rss: median(rise[20]!.rss), heap: median(rise[20]!.heap) },
    };
    console.log(
      `peak over idle (median of ${ROUNDS}): 1 MB upload RSS +${f(r.small.rss)}, heap+buffers +${f(r.small.heap)}; 20 MB upload RSS +${f(r.large.rss)}, heap+buffers +${f(r.large.heap)}`,
    );
    const ok = r.large.rss <= r.small.rss + 4 * MiB && r.large.heap <= r.small.heap + 4 * MiB;
    console.log(
      `20 MB against 1 MB: RSS ${f(r.large.rss - r.small.rss)} more, heap+buffers ${f(r.large.heap - r.small.heap)} more (goal ≤ 4 MiB: flat) → ${ok ? 'met' : 'missed'}`,
    );
    return { ok };
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
