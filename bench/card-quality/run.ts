import { ANSWERED_BRIEFS } from './answered-briefs.js';
import { CUSTOMER_BRIEFS } from './customer-briefs.js';
import { BRIEFS } from './briefs.js';
import { evaluateAll, printCard, report } from './evaluate.js';

/**
 * bench/card-quality: the offline writer (`@cards/card-words`) on every brief of the evaluation (every seeded
 * occasion in several voices; single and group senders; one and two recipients; notes with
 * and without sad news), checked by the same checker the OpenAI guard and the tests use.
 * The briefs with answers (`answered-briefs.ts`: every occasion in every voice, answered as
 * customers answer the form's questions) come first. Goal: every brief passes, Harper's grammar
 * check included. `CARDS=1` also prints every card's words to read.
 */
export const name = 'card-quality';

export async function run(): Promise<{ ok: boolean }> {
  let ok = true;
  for (const [title, briefs] of [
    ["briefs with answers to the card's questions", ANSWERED_BRIEFS],
    ['briefs typed as customers type them', CUSTOMER_BRIEFS],
    ['briefs with notes only', BRIEFS],
  ] as const) {
    const started = performance.now();
    const results = await evaluateAll(briefs);
    if (process.env.CARDS) for (const r of results) console.log(`${printCard(r)}\n`);
    console.log(`--- ${title}\n${report(results)}`);
    console.log(`(${Math.round(performance.now() - started)} ms for ${results.length} cards)`);
    ok &&= results.every((r) => r.ok);
  }
  return { ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
