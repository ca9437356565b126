import type { AddressInput, ImportedRow } from '@cards/contracts';
import type { BookAddress } from '../addresses/index.js';
import type { CheckedContact } from './check-row.js';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const FIELDS = ['name', 'line1', 'line2', 'city', 'county', 'postcode', 'email', 'salutation', 'label'] as const;
type Fields = Pick<AddressInput, (typeof FIELDS)[number]>;

/** What the import will do: rows to add, addresses to change, and each row's fate. */
export interface MergePlan {
  adds: { row: CheckedContact; key: number }[];
  patches: Map<number, Partial<Fields>>;
  /** Each row's action, and the address (an existing id, or `-key` of an add) it ends in. */
  rows: (ImportedRow & { target: number })[];
}

/** The same person: same name and same postcode and first line, or the same e-mail address. */
const keysOf = (a: Fields) => [
  ...(a.postcode ? [`p:${norm(a.name)}|${norm(a.postcode)}|${norm(a.line1)}`] : []),
  ...(a.email ? [`e:${a.email.toLowerCase()}`] : []),
];

/**
 * Matches each row against the address book and the rows before it. A match takes the row's
 * non-empty fields (the file is newer) and keeps what the row leaves empty or writes only in
 * other case or spacing; a match the row changes nothing in is skipped.
 */
export function planMerge(existing: BookAddress[], rows: CheckedContact[]): MergePlan {
  const byKey = new Map<string, number>();
  const current = new Map<number, Fields>();
  for (const a of existing) {
    current.set(a.id, a);
    for (const k of keysOf(a)) if (!byKey.has(k)) byKey.set(k, a.id);
  }
  const plan: MergePlan = { adds: [], patches: new Map(), rows: [] };
  for (const row of rows) {
    const target = keysOf(row)
      .map((k) => byKey.get(k))
      .find((t) => t !== undefined);
    const summary = { line: row.line, name: row.name, postcode: row.postcode, email: row.email };
    if (target === undefined) {
      const key = plan.adds.length + 1;
      plan.adds.push({ row, key });
      current.set(-key, row);
      for (const k of keysOf(row)) byKey.set(k, -key);
      plan.rows.push({ ...summary, action: 'add', target: -key });
      continue;
    }
    const cur = current.get(target)!;
    const change = Object.fromEntries(
      FIELDS.filter((f) => row[f] && norm(row[f]) !== norm(cur[f])).map((f) => [f, row[f]]),
    ) as Partial<Fields>;
    if (!Object.keys(change).length) {
      plan.rows.push({ ...summary, action: 'skip', target });
      continue;
    }
    const next = { ...cur, ...change };
    current.set(target, next);
    for (const k of keysOf(next)) if (!byKey.has(k)) byKey.set(k, target);
    if (target > 0) plan.patches.set(target, { ...plan.patches.get(target), ...change });
    else plan.adds[-target - 1]!.row = { ...plan.adds[-target - 1]!.row, ...change };
    plan.rows.push({ ...summary, action: 'merge', target });
  }
  return plan;
}
