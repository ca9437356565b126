import { MailingCalls } from '@cards/contracts';
import { requestCall, unprocessable, type RequestBus } from '@cards/kit';
import type { RecipientSnapshot } from './recipient-snapshot.js';

/**
 * What generation must agree to before a list is kept (moderation and the e-card limits live
 * there): every name and greeting may be printed, and the account may send the list's e-cards.
 */
export class MailingChecks {
  constructor(private readonly rpc: RequestBus) {}

  /** 422 naming each recipient whose name or greeting moderation refuses. */
  async moderate(list: RecipientSnapshot[]): Promise<void> {
    const texts = [...new Set(list.flatMap((r) => [r.name, r.salutation]))];
    if (!texts.length) return;
    const { flagged } = await requestCall(this.rpc, MailingCalls.moderationCheck, { texts }, { timeoutMs: 15_000 });
    const refused = new Set(texts.filter((_, i) => flagged[i]));
    const problems = list.flatMap((r) => [
      ...(refused.has(r.name) ? [`The name “${r.name}” contains words we can’t print.`] : []),
      ...(refused.has(r.salutation) ? [`The greeting for ${r.name} contains words we can’t print.`] : []),
    ]);
    if (!problems.length) return;
    throw unprocessable(
      'content_not_allowed',
      `${problems[0]} Please reword it${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`,
      {
        recipients: problems,
      },
    );
  }

  /**
   * How many of the list's e-cards the account may send now, and the cap that sets it in words.
   * More than that is no longer refused: the rest wait for the next allowance windows and are
   * sent then, each once (generation's `order_ecard_waits`); the cart says so before payment.
   */
  async ecardQuota(accountId: number, list: RecipientSnapshot[]): Promise<{ ecards: number; allowed: number; limit: string }> {
    const emails = list.filter((r) => r.channel === 'ecard').map((r) => r.email!);
    if (!emails.length) return { ecards: 0, allowed: 0, limit: '' };
    const q = await requestCall(this.rpc, MailingCalls.ecardQuota, { account_id: accountId, emails }, { timeoutMs: 15_000 });
    return { ecards: emails.length, allowed: Math.min(q.allowed, emails.length), limit: q.limit };
  }
}
