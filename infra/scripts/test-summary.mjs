// Prints the closing line CI reads, 'N passed, M failed', from the test runners' JSON reports.
// Above it, one line per failure (file, test, first line of the reason), because CI keeps only
// the tail of the output and a failure scrolled out of it cannot be told apart from another.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0, failed = 0, skipped = 0;
const failures = [];
// eslint-disable-next-line no-control-regex -- the ANSI colour codes are what is stripped
const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';

function vitestFailures(r) {
  let suiteOnly = 0; // files that failed outside any test (a hook, an import), whose tests show as skipped
  for (const file of r.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) { failures.push(`${where} (whole file, its tests did not run): ${firstLine(file.message) || reasonFor(where) || 'see the output above'}`); suiteOnly++; }
  }
  return suiteOnly;
}

function playwrightFailures(suite, trail = []) {
  const path = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push(`${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

// Errors outside any test, from infra/testing/suite-error-reporter.ts: they say why a whole file failed.
const suiteErrorFiles = process.argv.slice(2).filter((f) => f.endsWith('suite-errors.json'));
const suiteErrors = suiteErrorFiles.filter(existsSync).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')));
const reasonFor = (where) => suiteErrors.filter((e) => e.where === where || e.where.startsWith(`${where} › `)).map((e) => `${e.where.slice(where.length) || ''} ${firstLine(e.message)}`.trim()).join('; ');

for (const file of process.argv.slice(2).filter((f) => !suiteErrorFiles.includes(f))) {
  if (!existsSync(file)) { failures.push(`no report at ${file}`); failed++; continue; }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) { // vitest / jest
    passed += r.numPassedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    const suiteOnly = vitestFailures(r);
    failed += r.numFailedTests + suiteOnly;
    if (r.success === false && r.numFailedTests + suiteOnly === 0) { failed++; failures.push(`${file}: the run did not succeed: ${reasonFor('outside any test file') || 'an error outside any test'}`); }
  } else if (r.stats) { // playwright
    passed += r.stats.expected; failed += r.stats.unexpected; skipped += r.stats.skipped; passed += r.stats.flaky ?? 0;
    for (const suite of r.suites ?? []) playwrightFailures(suite);
  }
}
if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
