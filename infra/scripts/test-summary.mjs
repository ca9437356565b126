// Prints the closing line CI reads, 'N passed, M failed', from the test runners' JSON reports.
// Above it, one line per failure (file, test, first line of the reason), because CI keeps only
// the tail of the output and a failure scrolled out of it cannot be told apart from another.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0,
  failed = 0,
  skipped = 0;
const failures = [];
const flaky = [];

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the ANSI colour codes are what is stripped
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function jestFailures(r) {
  let suiteOnly = 0; // files that failed outside any test (a hook, an import): Jest names the reason in `message`
  for (const file of r.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where} (whole file, its tests did not run): ${reasonOf(file) || 'see the output above'}`);
      suiteOnly++;
    }
  }
  return suiteOnly;
}

/** The first line of a failed file's own error, past Jest's "● Test suite failed to run" heading. */
function reasonOf(file) {
  // eslint-disable-next-line no-control-regex -- the ANSI colour codes are what is stripped
  const text = String(file.testExecError?.message ?? file.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return firstLine(text.replace(/^\s*● Test suite failed to run\s*/m, ''));
}

function playwrightFailures(suite, trail = []) {
  const path = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'flaky')
        flaky.push(
          `${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}: ${firstLine(test.results?.[0]?.error?.message)}`,
        );
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push(`${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failures.push(`no report at ${file}`);
    failed++;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    // jest
    passed += r.numPassedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    const suiteOnly = jestFailures(r);
    failed += r.numFailedTests + suiteOnly;
    if (r.success === false && r.numFailedTests + suiteOnly === 0) {
      failed++;
      failures.push(
        `${file}: the run did not succeed: ${r.runExecError?.message ? firstLine(r.runExecError.message) : 'an error outside any test (see the output above)'}`,
      );
    }
  } else if (Array.isArray(r)) {
    // eslint: each file with errors is one failure, named with its first error
    for (const f of r.filter((x) => x.errorCount > 0)) {
      const m = f.messages.find((x) => x.severity === 2);
      failures.push(
        `lint ${relative(process.cwd(), f.filePath)}:${m?.line ?? 0} ${m?.ruleId ?? ''}: ${firstLine(m?.message)}${f.errorCount > 1 ? ` (and ${f.errorCount - 1} more)` : ''}`,
      );
      failed++;
    }
    // The data layer the module doors lend: none, and the lint fails on any; counted so the summary shows it.
    const lent = r.flatMap((f) => f.messages).filter((m) => m.ruleId === 'modules/no-data-layer-export').length;
    console.log(`Data-layer exports from module front doors (modules/no-data-layer-export): ${lent}`);
    // Another module's operations run inside a module's own transaction rather than in a flow or a port: none, and the lint fails on any.
    const reaches = r.flatMap((f) => f.messages).filter((m) => m.ruleId === 'modules/no-foreign-operation-in-transaction').length;
    console.log(`Other modules' operations in a module's transaction (modules/no-foreign-operation-in-transaction): ${reaches}`);
  } else if (r.stats) {
    // playwright
    passed += r.stats.expected;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    passed += r.stats.flaky ?? 0;
    for (const suite of r.suites ?? []) playwrightFailures(suite);
  }
}
// A browser test that failed and then passed on its one retry counts as passed, but is named
// here with its first failure, so a test that is becoming unreliable is seen and fixed.
if (flaky.length) console.log(`\nFlaky (failed once, passed on retry):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}\n`);
if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
