// Prints the closing line CI reads, 'N passed, M failed', from the test runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0, failed = 0, skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) { console.error(`no report at ${file}`); failed++; continue; }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) { // vitest / jest
    passed += r.numPassedTests; failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0); skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.success === false && r.numFailedTests === 0) failed++;
  } else if (r.stats) { // playwright
    passed += r.stats.expected; failed += r.stats.unexpected; skipped += r.stats.skipped; passed += r.stats.flaky ?? 0;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
