import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import modules from './modules-plugin.js';

// The rule reads the service's other files from disk (front doors, ports), so each case is a
// small service written to a temporary folder: a cards module, and a photos module whose port
// takes the photo's transaction.
const dir = mkdtempSync(join(tmpdir(), 'modules-plugin-'));
const src = join(dir, 'services/demo/src');
const files: Record<string, string> = {
  'modules/cards/index.ts': `export class CardRecords { async touch(m: unknown, id: number) {} }`,
  'modules/photos/covers.port.ts': [
    `import type { EntityManager } from 'typeorm';`,
    `export interface CardCovers { changed(m: EntityManager, cardId: number): Promise<void>; counted(n: number, cardId: number): Promise<void> }`,
  ].join('\n'),
  'modules/photos/index.ts': `export type { CardCovers } from './covers.port.js';`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(src, path)), { recursive: true });
  writeFileSync(join(src, path), text);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { modules },
      rules: { 'modules/no-foreign-operation-in-transaction': 'error' },
    },
  ],
});

/** The calls the rule reports in `code`, written as modules/options/lent.ts of the service. */
async function reaches(code: string): Promise<string[]> {
  const file = join(src, 'modules/options/lent.ts');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((m) => m.message.replace(/ inside .*/, ''));
}

const head = [
  `import type { EntityManager } from 'typeorm';`,
  `import { CardRecords } from '../cards/index.js';`,
  `import type { CardCovers } from '../photos/index.js';`,
].join('\n');

describe('modules/no-foreign-operation-in-transaction', () => {
  it("when another module's object is made on the spot and called with the transaction, then the call is reported", async () => {
    const code = `${head}\nexport async function f(m: EntityManager) { await new CardRecords().touch(m, 1); }`;
    expect(await reaches(code)).toEqual(['modules/options calls new CardRecords().touch of modules/cards']);
  });

  it("when a port's method left untyped takes the transaction the port declares, then its call of another module is reported", async () => {
    const code = `${head}\nconst records = new CardRecords();\nexport function covers(): CardCovers {\n  return { async changed(m, id) { await records.touch(m, id); }, async counted() {} };\n}`;
    expect(await reaches(code)).toEqual(['modules/options calls records.touch of modules/cards']);
  });

  it("when a port's method left untyped takes something else there, then its call is not reported", async () => {
    const code = `${head}\nconst records = new CardRecords();\nexport function covers(): CardCovers {\n  return { async changed() {}, async counted(n, id) { await records.touch(n, id); } };\n}`;
    expect(await reaches(code)).toEqual([]);
  });

  it('when a transaction typed as such is handed to a kept object of another module, then the call is reported as before', async () => {
    const code = `${head}\nconst records = new CardRecords();\nexport async function f(m: EntityManager) { await records.touch(m, 1); }`;
    expect(await reaches(code)).toEqual(['modules/options calls records.touch of modules/cards']);
  });
});
