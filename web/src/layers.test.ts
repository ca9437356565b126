import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from '@jest/globals';

/**
 * The web app's layers (docs/web-app.md) as ESLint checks them: each case lints one made-up
 * module, as if it stood at `file`, with the repository's own eslint.config.js.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('what may import what in the web app', () => {
  it('when a shared component imports the app or a feature, then ESLint says it takes its data as props', async () => {
    const errors = await layerErrors(
      'web/src/components/Probe.tsx',
      "import { useAppSelector } from '../app/hooks';\nimport { useListOrdersQuery } from '../features/orders/orders.api';\nexport const probe = [useAppSelector, useListOrdersQuery];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('take their data as props');
  });

  it('when the HTTP base imports a feature, then ESLint refuses it', async () => {
    const errors = await layerErrors(
      'web/src/api/probe.ts',
      "import { cartApi } from '../features/cart/cart.api';\nexport const probe = cartApi;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('know no feature');
  });

  it('when a feature imports another feature’s page or slice, then ESLint refuses it, and its endpoints it allows', async () => {
    const errors = await layerErrors(
      'web/src/features/cards/probe.ts',
      [
        "import { cartSlice } from '../cart/cart.slice';",
        "import { Page } from '../orders/order.page';",
        "import { useAddToCartMutation } from '../cart/cart.api';",
        "import { useCardsQuery } from './cards.api';",
        'export const probe = [cartSlice, Page, useAddToCartMutation, useCardsQuery];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors.every((e) => e.includes('only through its endpoints'))).toBe(true);
  });

  it('when the app imports a feature’s internals, then that is allowed: the app puts the features together', async () => {
    const errors = await layerErrors(
      'web/src/app/probe.ts',
      "import { cartSlice } from '../features/cart/cart.slice';\nexport const probe = cartSlice;\n",
    );
    expect(errors).toEqual([]);
  });
});
