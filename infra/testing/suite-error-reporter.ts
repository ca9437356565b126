import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Writes the errors that belong to no single test — a failed `beforeAll`, an import that threw,
 * an unhandled rejection — to `.tmp/vitest-suite-errors.json`. Vitest's JSON report marks such a
 * file failed with its tests skipped but leaves the reason out, and CI keeps only the tail of the
 * output, so `infra/scripts/test-summary.mjs` prints these next to the closing line.
 */
export default class SuiteErrorReporter implements Reporter {
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? '.tmp/vitest-suite-errors.json';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const errors: Array<{ where: string; message: string }> = [];
    for (const module of modules) {
      for (const e of module.errors()) errors.push({ where: module.relativeModuleId, message: e.message });
      for (const suite of module.children.allSuites()) {
        for (const e of suite.errors()) errors.push({ where: `${module.relativeModuleId} › ${suite.fullName}`, message: e.message });
      }
    }
    for (const e of unhandled) errors.push({ where: 'outside any test file', message: e.message });
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(errors, null, 2));
  }
}
