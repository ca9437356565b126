import nodemailer, { type Transporter } from 'nodemailer';
import { senderOf } from './mail-sender.js';
import type { Mailer, OutgoingMail } from './mailer.port.js';

/** Sends through the SMTP server at `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`), pooled. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const u = new URL(url);
    u.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(u.toString());
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: senderOf(this.from, mail),
      replyTo: mail.onBehalfOf?.email,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: { ...mail.headers, 'X-Cards-Template': mail.template },
    });
    return { messageId: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
