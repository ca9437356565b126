import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `make bench`: runs every benchmark in bench/ (each a folder with a `run.ts` exporting
 * `name` and `run()`), one after another so they do not disturb each other, and prints
 * which met their goals. `BENCH=<name>` runs one.
 */
const here = dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH;
const benches = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'node_modules' && existsSync(join(here, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((n) => !only || n === only)
  .sort();

const summary: Array<{ name: string; ok: boolean | 'failed' }> = [];
for (const dir of benches) {
  const mod = (await import(pathToFileURL(join(here, dir, 'run.ts')).href)) as { name?: string; run(): Promise<{ ok: boolean }> };
  const name = mod.name ?? dir;
  console.log(`\n=== ${name} ===`);
  try {
    summary.push({ name, ok: (await mod.run()).ok });
  } catch (e) {
    console.error(`${name} failed:`, e);
    summary.push({ name, ok: 'failed' });
  }
}
console.log('\n=== summary ===');
for (const s of summary) console.log(`${s.name.padEnd(20)} ${s.ok === 'failed' ? 'FAILED TO RUN' : s.ok ? 'goals met' : 'goals missed'}`);
if (!benches.length) console.log('no benchmarks found');
process.exitCode = summary.some((s) => s.ok === 'failed') ? 1 : 0;
