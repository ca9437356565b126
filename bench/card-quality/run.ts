import { BRIEFS } from './briefs.js';
import { evaluateAll, printCard, report } from './evaluate.js';

/**
 * bench/card-quality: the offline writer (`@cards/card-words`) on every brief of the evaluation (every seeded
 * occasion in several voices; single and group senders; one and two recipients; notes with
 * and without sad news), checked by the same checker the OpenAI guard and the tests use.
 * Goal: every brief passes. `CARDS=1` also prints every card's words to read.
 */
export const name = 'card-quality';

export async function run(): Promise<{ ok: boolean }> {
  const started = performance.now();
  const results = await evaluateAll(BRIEFS);
  if (process.env.CARDS) for (const r of results) console.log(`${printCard(r)}\n`);
  console.log(report(results));
  console.log(`(${Math.round(performance.now() - started)} ms for ${results.length} cards)`);
  return { ok: results.every((r) => r.ok) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
