import type { Address } from '../../api/types';

/** How an address-book entry gets its card: printed and posted, as an e-card, or not at all (neither address). */
export type Channel = 'post' | 'ecard' | null;

/** An entry with a postcode gets a printed card; one with only an e-mail address gets the e-card (as cart-order decides). */
export function channelOf(a: Pick<Address, 'postcode' | 'email'>): Channel {
  if (a.postcode?.trim()) return 'post';
  if (a.email?.trim()) return 'ecard';
  return null;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev', 'sir', 'dame', 'lady', 'lord']);

/**
 * The greeting an entry gets when the customer types none: its own, else "Dear Jean" from "Jean
 * Smith", or the title and surname ("Dear Dr Patel"). cart-order decides it when the line is made
 * (`defaultSalutation` in its mailing module) and the cart shows its answer; this is the same rule,
 * so the preview before then shows what will print.
 */
export function defaultSalutation(a: Pick<Address, 'name' | 'salutation'>): string {
  const own = a.salutation?.trim();
  if (own) return own;
  const words = a.name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (TITLES.has(first.toLowerCase().replace(/\.$/, '')) && words.length > 1) return `Dear ${first} ${words[words.length - 1]}`;
  return first ? `Dear ${first}` : 'Dear friend';
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
    const c = book.get(id) && channelOf(book.get(id)!);
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
