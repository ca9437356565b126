import { conflict, notFound, unprocessable } from '@cards/kit';

export const problemNotFound = () => notFound('problem_not_found', 'That problem report was not found');
export const cardNotOnOrder = () =>
  unprocessable('card_not_on_order', 'That card is not on this order: choose one of its cards or people', {
    'problem.line_id': ['is not a card of this order'],
  });
export const personNeeded = () =>
  unprocessable('person_needed', 'This card went to many people: say which person’s card the problem is with', {
    'problem.recipient_id': ['is required for a card sent to many people'],
  });
export const orderNotReportable = (status: string) =>
  conflict(
    'order_not_reportable',
    `Problems can be reported once an order is paid and on its way; this order is ${status.replace('_', ' ')}`,
    { status },
  );
export const notPostedYet = (person: string) =>
  conflict(
    'card_not_posted_yet',
    `This card has not been posted yet, so nothing can have gone wrong with it on the way: ${person}’s card can be reported once it is posted`,
  );
export const alreadyReported = (person: string) =>
  conflict('problem_already_open', `A problem with ${person}’s card is already reported and waiting for an answer`);
export const alreadyResolved = (outcome: string) =>
  conflict('problem_already_resolved', `This report was already answered (${outcome}); it cannot be answered another way`, { outcome });
export const nothingToRefund = () =>
  conflict('nothing_to_refund', 'Nothing is left to refund on this order: it has been refunded in full already');
export const noReprintForEcard = () =>
  conflict('ecard_not_reprinted', 'This person was sent an e-card: there is no printed card to print again');
export const refundFailed = () => conflict('refund_failed', 'The payment provider refused the refund; nothing changed');
