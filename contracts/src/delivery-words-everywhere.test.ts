import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Every page and mail words a delivery with the one function in `dates-in-words.ts`
 * (`deliveryPromise`, its `arrivalPromise`, `orderByInWords`, `momentInWords`): nowhere else may
 * a date be formatted next to "expected", an arrival day be formatted on its own, or an ordering
 * deadline be written by hand. This reads the sources of the web app, the BFF and the services,
 * whose pages and mails show dates.
 */
const root = resolve(import.meta.dirname, '../..');
const ROOTS = ['web/src', 'bff/src', 'services/cart-order/src', 'services/identity/src', 'services/generation/src'];

function sources(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const RULES: Array<{ what: string; pattern: RegExp }> = [
  {
    what: 'an arrival day formatted outside the delivery wording',
    pattern: /\b(dayName|dayInWords)\(\s*[^)]*\b(arrival_date|expected_arrival_date)\b/,
  },
  {
    what: '"expected" written beside a date by hand',
    pattern: /\bexpected (by |on )?(\$\{|\{)(?!\s*(arrivalPromise|arrivalWords|orderArrival|expected\b))/i,
  },
  { what: 'an ordering deadline written by hand', pattern: /\border by \$\{(?!\s*momentInWords\()/i },
  { what: '"aims to arrive" beside the dates it contradicts', pattern: /aims to arrive/i },
  { what: '"arrives on" a day no class guarantees', pattern: /\barrives? on \$\{/i },
];

describe('one delivery wording', () => {
  it('when a page or mail shows a delivery date, then it is worded by the function in contracts', () => {
    const found: string[] = [];
    for (const file of ROOTS.flatMap((r) => sources(join(root, r)))) {
      const text = readFileSync(file, 'utf8');
      for (const rule of RULES) {
        const m = rule.pattern.exec(text);
        if (m) found.push(`${relative(root, file)}: ${rule.what}: “${m[0]}”`);
      }
    }
    expect(found).toEqual([]);
  });

  it('when the rules read a hand-written promise, then they find it (so the scan above can fail)', () => {
    const samples = [
      '<dd>{dayName(order.expected_arrival_date)}</dd>',
      '`As soon as possible — expected ${dayName(day)}`',
      '`Posted ${day} if you order by ${timeInWords(o.order_by)}`',
      "description: 'Aims to arrive the next day'",
      '`Arrives on ${day}.`',
    ];
    for (const [i, sample] of samples.entries()) expect(RULES[i]!.pattern.test(sample)).toBe(true);
  });
});
