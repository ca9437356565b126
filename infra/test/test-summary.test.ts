import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'infra/scripts/test-summary.mjs');

/** The closing line CI reads, and the failures listed above it, from stand-in reports of both runners. */
describe('the test summary', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cards-summary-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, body: unknown) => {
    const p = join(dir, name);
    writeFileSync(p, JSON.stringify(body));
    return p;
  };

  const jestPassing = {
    numPassedTests: 3,
    numFailedTests: 0,
    numPendingTests: 0,
    success: true,
    testResults: [{ name: join(root, 'a.test.ts'), status: 'passed', message: '', assertionResults: [] }],
  };
  const playwrightPassing = { stats: { expected: 2, unexpected: 0, skipped: 0, flaky: 1 }, suites: [] };

  async function summarize(...files: string[]): Promise<{ code: number; out: string }> {
    try {
      const { stdout } = await run('node', [script, ...files], { cwd: root });
      return { code: 0, out: stdout };
    } catch (e) {
      const err = e as { code: number; stdout: string };
      return { code: err.code, out: err.stdout };
    }
  }

  it('when every test passed, then the last line counts them (flaky ones as passed), nothing is listed and it exits 0', async () => {
    const r = await summarize(file('j.json', jestPassing), file('p.json', playwrightPassing));
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual(['6 passed, 0 failed']);
  });

  it('when a test fails and a whole file fails before its tests run, then both are named above the last line with their reasons, and it exits 1', async () => {
    const jest = {
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 3,
      success: false,
      testResults: [
        {
          name: join(root, 'services/x.test.ts'),
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'x when a, then b',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x.test.ts:3'],
            },
          ],
        },
        {
          name: join(root, 'infra/y.int.test.ts'),
          status: 'failed',
          message: '\u001b[1m● \u001b[22mTest suite failed to run\n\n    make stack did not come up: rendering-worker exited\n    more',
          testExecError: { message: 'make stack did not come up: rendering-worker exited\nmore' },
          assertionResults: [],
        },
      ],
    };
    const playwright = {
      stats: { expected: 1, unexpected: 1, skipped: 0 },
      suites: [
        {
          title: 'visitor.spec.ts',
          specs: [],
          suites: [
            {
              title: 'a visitor',
              specs: [
                {
                  title: 'when they open /, then …',
                  file: 'visitor.spec.ts',
                  line: 9,
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'Timed out 5000ms' } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    const r = await summarize(file('j.json', jest), file('p.json', playwright));
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines.at(-1)).toBe('3 passed, 3 failed, 3 skipped');
    expect(lines).toContain('  ✗ services/x.test.ts › x when a, then b: AssertionError: expected 1 to be 2');
    expect(lines).toContain(
      '  ✗ infra/y.int.test.ts (whole file, its tests did not run): make stack did not come up: rendering-worker exited',
    );
    expect(lines).toContain('  ✗ visitor.spec.ts:9 › a visitor › when they open /, then …: Timed out 5000ms');
  });

  it('when a report is missing or the run failed outside any test, then that counts as a failure', async () => {
    const unhandled = { ...jestPassing, success: false, runExecError: { message: 'Unhandled rejection: boom' } };
    const r = await summarize(file('j.json', unhandled), join(dir, 'none.json'));
    expect(r.code).toBe(1);
    expect(r.out).toContain('the run did not succeed: Unhandled rejection: boom');
    expect(r.out).toContain(`no report at ${join(dir, 'none.json')}`);
    expect(r.out.trim().split('\n').at(-1)).toBe('3 passed, 2 failed');
  });
});
