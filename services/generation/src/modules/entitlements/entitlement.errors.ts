import { AppError, paymentRequired, tooManyFor } from '@cards/kit';
import type { AllowanceDetails } from '@cards/contracts';

export const allowanceExhausted = (details: AllowanceDetails) =>
  paymentRequired(
    'generation_allowance_exhausted',
    `You have used all ${details.allowance} card designs of your ${details.plan_slug} plan this month (each option made and each new set of words or artwork counts as one). Buy a generation pack or upgrade your plan to carry on.`,
    details,
  );
export const premiumStyle = (details: AllowanceDetails) =>
  paymentRequired(
    'premium_style_requires_plan',
    'This style comes with a premium plan. Upgrade to use it, or pick another style.',
    details,
  );
export const hourlyLimit = (retryAfter: number, limit: number) =>
  new AppError(429, 'generation_rate_limited', `You can ask for up to ${limit} generations an hour. Please try again in a few minutes.`, {
    retry_after: retryAfter,
    limit,
  }).withHeaders({ 'Retry-After': String(retryAfter) });
export const concurrencyLimit = (limit: number) =>
  new AppError(
    429,
    'generation_concurrency_limited',
    `${limit} of your cards are being generated right now. Wait for them to finish, then try again.`,
    { retry_after: 10, limit },
  ).withHeaders({ 'Retry-After': '10' });
/** Which e-card cap a send ran into. */
export type SendLimitReason = 'account_hour' | 'account_day' | 'recipients_day' | 'recipient_hour' | 'recipient_day';

const SEND_TEXT: Record<SendLimitReason, (limit: number, wait: string) => string> = {
  account_hour: (n, w) => `You can send up to ${n} e-cards an hour. Please try again in ${w}.`,
  account_day: (n, w) => `You can send up to ${n} e-cards a day. Please try again in ${w}.`,
  recipients_day: (n, w) =>
    `You can send e-cards to up to ${n} different people a day. You can still send to people you sent to today, or try someone new in ${w}.`,
  // Says nothing of who else sent: only that this address has had enough for now.
  recipient_hour: (_n, w) => `This address has been sent several e-cards in the last hour. Please try again in ${w}.`,
  recipient_day: (_n, w) => `This address has been sent several e-cards today. Please try again in ${w}.`,
};

export const sendLimit = (reason: SendLimitReason, retryAfter: number, limit: number) =>
  tooManyFor('ecard_rate_limited', retryAfter, (w) => SEND_TEXT[reason](limit, w), { reason, limit });
