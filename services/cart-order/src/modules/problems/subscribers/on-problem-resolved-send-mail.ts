import { CartOrderEvents, toPounds } from '@cards/contracts';
import type { EventSubscription } from '@cards/kit';
import { mailOnEvent, sendMail, type OrderMailDeps } from '../../orders/index.js';

/** A corrected address on one line, as the mail says where the new card goes ("4 Mill Lane, York YO1 7HH"). */
const oneLine = (a: Record<string, string>) =>
  [a.line1, a.line2, [a.city, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * Tells the customer how their report of one card was answered: a new card printed, that card's
 * share refunded, or declined with the reason. The mail is the consumer's `after` step, recorded
 * once it went, like the other order mails.
 */
export async function onProblemResolvedSendMail(deps: OrderMailDeps): Promise<EventSubscription> {
  return mailOnEvent(deps, 'card_problem_mail', CartOrderEvents.cardProblemResolved, async (e) => {
    const p = e.data;
    await sendMail(deps, {
      user_id: p.user_id,
      template: 'card_problem_resolved',
      data: {
        order_number: p.number,
        person: p.person,
        kind: p.kind,
        outcome: p.outcome,
        amount: toPounds(p.amount),
        reason: p.reason,
        address: p.outcome === 'reprint' && p.address ? oneLine(p.address) : null,
      },
    });
    deps.log.info({ order: p.number, problem: p.problem_id, outcome: p.outcome }, 'card problem mail sent');
  });
}
