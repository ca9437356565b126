import type { GiveAddressBody } from '@cards/contracts';
import type { BookAddress } from '../addresses/index.js';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const POSTAL = ['name', 'line1', 'line2', 'city', 'county', 'postcode'] as const;

/** What an answer does to the book: a new entry, an update to offer for an entry, or nothing new. */
export type MatchOutcome = { outcome: 'added' } | { outcome: 'offered' | 'same'; address_id: number };

/**
 * The entry an answer is the same person as: the same name, or the same address (first line and
 * postcode), ignoring case, spaces and punctuation. A match whose postal fields all read the
 * same is `same`; any other match is offered to the sender, never written by itself.
 */
export function matchGiven(book: BookAddress[], given: GiveAddressBody): MatchOutcome {
  const name = norm(given.name);
  const place = norm(given.line1) + '|' + norm(given.postcode);
  const hit = book.find((a) => norm(a.name) === name) ?? book.find((a) => a.postcode && norm(a.line1) + '|' + norm(a.postcode) === place);
  if (!hit) return { outcome: 'added' };
  const same = POSTAL.every((f) => norm(hit[f]) === norm(given[f]));
  return { outcome: same ? 'same' : 'offered', address_id: hit.id };
}
