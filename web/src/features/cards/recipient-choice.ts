import { defaultSalutation as defaultFor, recipientChannel } from '@cards/contracts/recipient-greeting';
import type { Address } from '../../api/types';

/** The greeting an entry gets when the customer types none: its own, else cart-order's default for its name. */
export function defaultSalutation(a: Pick<Address, 'name' | 'salutation'>): string {
  return a.salutation?.trim() || defaultFor(a.name);
}

/** The chosen entries, in the order they were ticked, each with the greeting typed for this card (undefined: their default). */
export type Chosen = Map<number, string | undefined>;

/** What the chosen list sends: each entry once, with a greeting only where the customer changed it. */
export function recipientsOf(chosen: Chosen, book: Map<number, Address>) {
  return [...chosen].map(([address_id, typed]) => {
    const a = book.get(address_id);
    const salutation = typed?.trim();
    return a && salutation !== undefined && salutation !== defaultSalutation(a) ? { address_id, salutation } : { address_id };
  });
}

/** How many of the chosen are posted and how many get the e-card. */
export function countByChannel(chosen: Chosen, book: Map<number, Address>) {
  let post = 0,
    ecard = 0;
  for (const id of chosen.keys()) {
    const c = book.get(id) && recipientChannel(book.get(id)!);
    if (c === 'post') post++;
    else if (c === 'ecard') ecard++;
  }
  return { post, ecard };
}

/** Entries whose name, label, town, postcode or e-mail contain every word of the search, ignoring case. */
export function matches(a: Address, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = [a.name, a.label, a.city, a.postcode, a.email].filter(Boolean).join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

/** Whether a card's front names the person it was designed for: sent to many, every card would. */
export function frontNamesOne(front: string, recipientName: string | null | undefined): boolean {
  const name = (recipientName ?? '').trim().toLowerCase();
  return !!name && front.toLowerCase().includes(name);
}
