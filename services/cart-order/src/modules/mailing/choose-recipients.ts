import { MAILING_LIMITS, type Actor, type RecipientChoice } from '@cards/contracts';
import { defaultSalutation, recipientChannel } from '@cards/contracts/recipient-greeting';
import { notFound, unprocessable } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { AddressReads, toPostal } from '../addresses/index.js';
import type { RecipientSnapshot } from './recipient-snapshot.js';

/** The address-book entries of one of the user's groups, in the book's order (404 when the group is not theirs). */
export type GroupMembers = (actor: Actor, groupId: number) => Promise<number[]>;

const tooMany = (n: number, what: string) =>
  unprocessable(
    'too_many_recipients',
    `${what} has ${n} recipients; one order sends at most ${MAILING_LIMITS.maxRecipients} cards to a list. Split the list over two orders.`,
    { recipients: [`has ${n}; at most ${MAILING_LIMITS.maxRecipients}`] },
  );

export const recipientLimitError = tooMany;

/**
 * The recipients of a line from what the customer chose: the listed entries first, in their
 * order, then each group's entries; every address-book entry once (a listed entry's greeting
 * wins). Each greeting is the one chosen for this card, else the entry's own, else "Dear <first
 * name>". 422 names an entry with neither a postcode nor an e-mail address.
 */
export async function chooseRecipients(
  m: EntityManager,
  actor: Actor,
  chosen: { recipients: RecipientChoice[]; group_ids?: number[] },
  groupMembers: GroupMembers,
): Promise<RecipientSnapshot[]> {
  const wanted = new Map<number, string | undefined>();
  // A listed entry's own day and postage, when the customer gave it one (the last mention that says so wins).
  const own = new Map<number, Pick<RecipientChoice, 'arrive_by' | 'postage_class'>>();
  for (const c of chosen.recipients) {
    if (!wanted.has(c.address_id) || c.salutation) wanted.set(c.address_id, c.salutation || undefined);
    if (c.arrive_by || c.postage_class) own.set(c.address_id, { ...own.get(c.address_id), ...definedOf(c) });
  }
  for (const g of chosen.group_ids ?? []) for (const id of await groupMembers(actor, g)) if (!wanted.has(id)) wanted.set(id, undefined);
  if (wanted.size > MAILING_LIMITS.maxRecipients) throw tooMany(wanted.size, 'This list');

  const ids = [...wanted.keys()];
  const found = new Map((await new AddressReads().list(m, actor.user_id, ids)).map((a) => [a.id, a]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound('address_not_found', `Address ${missing.join(', ')} is not in your address book`);

  const unreachable: string[] = [];
  const out: RecipientSnapshot[] = [];
  for (const [id, salutation] of wanted) {
    const a = found.get(id)!;
    const channel = recipientChannel(a);
    if (!channel) {
      unreachable.push(a.name);
      continue;
    }
    out.push({
      address_id: a.id,
      name: a.name,
      salutation: (salutation?.trim() || a.salutation.trim() || defaultSalutation(a.name)).slice(0, MAILING_LIMITS.maxSalutation),
      channel,
      address: channel === 'post' ? toPostal(a) : null,
      email: channel === 'ecard' ? a.email.trim() : null,
      arrive_by: own.get(id)?.arrive_by ?? null,
      // An e-card has no postage.
      postage_class: channel === 'post' ? (own.get(id)?.postage_class ?? null) : null,
    });
  }
  if (unreachable.length) {
    const names = unreachable.join(', ');
    throw unprocessable(
      'recipient_unreachable',
      `${names} ${unreachable.length > 1 ? 'have' : 'has'} neither a postal address nor an e-mail address. Add one in the address book, or leave them out.`,
      { recipients: unreachable.map((n) => `${n} has no postcode and no e-mail address`) },
    );
  }
  return out;
}

const definedOf = (c: RecipientChoice) => ({
  ...(c.arrive_by ? { arrive_by: c.arrive_by } : {}),
  ...(c.postage_class ? { postage_class: c.postage_class } : {}),
});
