import type { MailSendRequest, MailSendReply } from '@cards/contracts';
import type { Logger } from '@cards/kit';
import type { z } from 'zod';
import { TOKEN_TTL_SECONDS } from '../tokens/index.js';
import type { Mailer, OutgoingMail } from './mailer.port.js';
import {
  confirmationMail,
  ecardMail,
  occasionReminderMail,
  orderArrivalChangedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  orderConfirmationMail,
  passwordResetMail,
  type TemplateName,
} from './templates/templates.js';
import type { RenderedMail } from './templates/layout.js';
import { orderPostedMail } from './templates/order-posted.js';
import { cardProblemMail } from './templates/card-problem.js';
import { collectionSummaryMail } from './templates/collection-summary.js';

/**
 * Whom a mail another service asks for goes to: a live user's address and name, or 404
 * `user_not_found`. A port of this module; the users module answers it (app.ts).
 */
export type Recipients = (userId: number) => Promise<{ email: string; name: string }>;

export interface MailServiceDeps {
  mailer: Mailer;
  /** The web app's public origin: every link in a mail points there. */
  webUrl: string;
  log: Logger;
  recipients: Recipients;
}

/** Renders the branded templates and hands them to the configured {@link Mailer}. */
export class MailService {
  constructor(private readonly d: MailServiceDeps) {}

  private async deliver(
    to: string,
    template: TemplateName,
    r: RenderedMail,
    extra: Pick<OutgoingMail, 'messageId' | 'headers' | 'onBehalfOf'> = {},
  ): Promise<string> {
    const { messageId } = await this.d.mailer.send({ to, template, ...r, ...extra });
    // The address is personal data and the body holds live links: log neither.
    this.d.log.info({ template, messageId }, 'mail sent');
    return messageId;
  }

  /**
   * Identity's own mails are sent after their transaction commits; a failure is logged rather
   * than undoing the signup (the user can ask for the link again).
   */
  private async bestEffort(to: string, template: TemplateName, r: RenderedMail): Promise<void> {
    try {
      await this.deliver(to, template, r);
    } catch (err) {
      this.d.log.error({ err, template }, 'mail could not be sent');
    }
  }

  confirmation(to: string, name: string, token: string) {
    return this.bestEffort(to, 'confirmation', confirmationMail(this.d.webUrl, { name, token }));
  }

  emailChange(to: string, name: string, token: string) {
    return this.bestEffort(to, 'email_change', emailChangeMail(this.d.webUrl, { name, token, email: to }));
  }

  /** To the old address: the change, and the link that undoes it. */
  emailChangeNotice(to: string, name: string, token: string, newEmail: string) {
    return this.bestEffort(
      to,
      'email_change_notice',
      emailChangeNoticeMail(this.d.webUrl, {
        name,
        token,
        from: to,
        to: newEmail,
        validDays: TOKEN_TTL_SECONDS.email_change_undo / 86_400,
      }),
    );
  }

  passwordReset(to: string, name: string, token: string) {
    return this.bestEffort(
      to,
      'password_reset',
      passwordResetMail(this.d.webUrl, { name, token, validHours: TOKEN_TTL_SECONDS.password_reset / 3600 }),
    );
  }

  /** `IdentityCalls.mailSend` from other services: errors reach the caller, who may retry. */
  async sendForService(req: z.output<typeof MailSendRequest>): Promise<MailSendReply> {
    const user = await this.d.recipients(req.user_id);
    // Dates are worded as of the sender's clock (the year is shown when it is not this one).
    const now = 'as_of' in req && req.as_of ? new Date(req.as_of) : new Date();
    if (req.template === 'order_confirmation') {
      return {
        message_id: await this.deliver(
          user.email,
          req.template,
          orderConfirmationMail(this.d.webUrl, { name: user.name, order: req.data, now }),
        ),
      };
    }
    if (req.template === 'order_arrival_changed') {
      return {
        message_id: await this.deliver(
          user.email,
          req.template,
          orderArrivalChangedMail(this.d.webUrl, { name: user.name, change: req.data, now }),
        ),
      };
    }
    if (req.template === 'order_posted') {
      return {
        message_id: await this.deliver(
          user.email,
          req.template,
          orderPostedMail(this.d.webUrl, { name: user.name, posted: req.data, now }),
        ),
      };
    }
    if (req.template === 'card_problem_resolved') {
      return {
        message_id: await this.deliver(user.email, req.template, cardProblemMail(this.d.webUrl, { name: user.name, problem: req.data })),
      };
    }
    if (req.template === 'address_collection_summary') {
      return {
        message_id: await this.deliver(
          user.email,
          req.template,
          collectionSummaryMail(this.d.webUrl, { name: user.name, summary: req.data }),
        ),
      };
    }
    if (req.template === 'occasion_reminder') {
      const host = new URL(this.d.webUrl).hostname || 'cards.local';
      return {
        message_id: await this.deliver(
          user.email,
          req.template,
          occasionReminderMail(this.d.webUrl, { name: user.name, reminder: req.data, daysLeft: req.data.days_left, now }),
          {
            messageId: `<${req.idempotency_key.replace(/[^A-Za-z0-9._-]/g, '-')}@${host}>`,
            headers: { 'List-Unsubscribe': `<${req.data.unsubscribe_url}>` },
          },
        ),
      };
    }
    const data = { ...req.data, sender_name: req.data.sender_name || user.name || user.email };
    // From the sender by name, on the shop's address; a reply reaches the sender, not the shop.
    const onBehalfOf = { name: data.sender_name, email: user.email };
    return { message_id: await this.deliver(req.to, req.template, ecardMail(this.d.webUrl, data), { onBehalfOf }) };
  }
}
