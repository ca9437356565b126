import type { Cart } from '@cards/contracts';
import type { Logger } from '@cards/kit';
import type { ListedRecipient, MailingChecks } from '../mailing/index.js';

/**
 * What happens to a list's e-cards, said before payment when the account may not send them all
 * now: "3 of the 40 e-cards go when you pay; the other 37 wait for your e-card allowance (one
 * account sends at most 10 e-cards an hour) and are sent as it frees up, each once." The cart's
 * lines share the allowance in their order. Nothing is said when all go at once, or when
 * generation does not answer (the cart still shows; the e-cards wait their turn all the same).
 */
export async function withEcardsNote(
  view: Cart,
  lists: Map<number, ListedRecipient[]>,
  at: { checks: MailingChecks; accountId: number | null; log: Pick<Logger, 'warn'> },
): Promise<Cart> {
  const everyone = view.items.flatMap((i) => lists.get(i.id) ?? []);
  if (at.accountId == null || !everyone.some((r) => r.channel === 'ecard')) return view;
  const quota = await at.checks.ecardQuota(at.accountId, everyone).catch((err: unknown) => {
    at.log.warn({ err }, 'e-card allowance not known; the cart says nothing of it');
    return null;
  });
  if (!quota || quota.allowed >= quota.ecards) return view;
  let left = quota.allowed;
  return {
    ...view,
    items: view.items.map((i) => {
      const ecards = (lists.get(i.id) ?? []).filter((r) => r.channel === 'ecard').length;
      if (!ecards) return i;
      const now = Math.min(ecards, left);
      left -= now;
      if (now === ecards) return i;
      const first = now
        ? `${now} of the ${ecards} e-cards ${now === 1 ? 'goes' : 'go'} when you pay`
        : `None of the ${ecards} e-cards can go at once`;
      return {
        ...i,
        ecards_note: `${first}; the other ${ecards - now} wait for your e-card allowance (${quota.limit}) and are sent as it frees up, each once.`,
      };
    }),
  };
}
