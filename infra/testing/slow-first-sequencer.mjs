import Sequencer from '@jest/test-sequencer';

/**
 * Jest starts the files it knows to be slow first. Without timings of an earlier run (a fresh
 * clone in CI has none) it orders files by size, and a small file that runs for minutes (a
 * whole `make stack`, the writer over a third of the briefs) could start last and run alone
 * at the end while the other workers idle. The list is of files that start processes or
 * write hundreds of cards; the rest keep Jest's own order.
 */
const SLOW = [
  'infra/stack-test/',
  'bench/card-quality/card-quality.test.ts',
  'infra/fault-test/',
  'services/all-in-one/test/christmas-list.int.test.ts',
  'card-layout/src/greetings-whole.int.test.ts',
  'services/rendering/test/print-pdf.int.test.ts',
  'bff/test/ops.int.test.ts',
  'services/all-in-one/test/trace.int.test.ts',
  'services/generation/test/pipeline-bullmq.int.test.ts',
  'services/all-in-one/test/print-run.int.test.ts',
  'card-words/src/card-writer.test.ts',
  'card-words/src/answers/answered-writer.test.ts',
];

const rank = (test) => {
  const i = SLOW.findIndex((s) => test.path.includes(s));
  return i < 0 ? SLOW.length : i;
};

export default class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}
