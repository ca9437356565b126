import nodemailer, { type Transporter } from 'nodemailer';
import { messageOf } from './mail-sender.js';
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
    const info = await this.transport.sendMail(messageOf(this.from, mail));
    return { messageId: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
