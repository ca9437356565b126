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
   * 422 when the list has more e-cards than the account may send now (they all go out when the
   * order is paid or released), with the limit in words. Generation checks each send again.
   */
  async ecardsAllowed(accountId: number, list: RecipientSnapshot[]): Promise<void> {
    const emails = list.filter((r) => r.channel === 'ecard').map((r) => r.email!);
    if (!emails.length) return;
    const q = await requestCall(this.rpc, MailingCalls.ecardQuota, { account_id: accountId, emails }, { timeoutMs: 15_000 });
    if (emails.length <= q.allowed) return;
    // One e-card over the limit cannot be "some of them": say what to do with it.
    const cards = emails.length === 1 ? '1 e-card' : `${emails.length} e-cards`;
    const next = emails.length === 1 ? 'Send it later.' : 'Post some of them, or send the rest later.';
    throw unprocessable(
      'ecard_limit',
      `This order sends ${cards}, and your account can send ${q.allowed || 'none'} now: ${q.limit}. ${next}`,
      {
        recipients: [`${cards}; ${q.allowed || 'none'} can be sent now`],
      },
    );
  }
}
