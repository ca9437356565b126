import { AppError, paymentRequired } from '@cards/kit';
import type { AllowanceDetails } from '@cards/contracts';

export const allowanceExhausted = (details: AllowanceDetails) =>
  paymentRequired('generation_allowance_exhausted', `You have used all ${details.allowance} generations of your ${details.plan_slug} plan this month. Buy a generation pack or upgrade your plan to carry on.`, details);
export const premiumStyle = (details: AllowanceDetails) =>
  paymentRequired('premium_style_requires_plan', 'This style comes with a premium plan. Upgrade to use it, or pick another style.', details);
export const hourlyLimit = (retryAfter: number, limit: number) =>
  new AppError(429, 'generation_rate_limited', `You can ask for up to ${limit} generations an hour. Please try again in a few minutes.`, { retry_after: retryAfter, limit }, { 'Retry-After': String(retryAfter) });
export const concurrencyLimit = (limit: number) =>
  new AppError(429, 'generation_concurrency_limited', `${limit} of your cards are being generated right now. Wait for them to finish, then try again.`, { retry_after: 10, limit }, { 'Retry-After': '10' });
export const sendLimit = (retryAfter: number) =>
  new AppError(429, 'ecard_rate_limited', 'You have sent a lot of e-cards in the last hour. Please try again later.', { retry_after: retryAfter }, { 'Retry-After': String(retryAfter) });
