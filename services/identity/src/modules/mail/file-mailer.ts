import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { messageOf } from './mail-sender.js';
import type { Mailer, OutgoingMail } from './mailer.port.js';

/**
 * Writes each message as an RFC 5322 `.eml` file (nodemailer builds the MIME), named so that
 * names sort by sending time. Files appear atomically (written aside, then renamed), so a
 * reader never sees half a message.
 */
export class FileMailer implements Mailer {
  private readonly transport: Transporter;
  private seq = 0;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    await mkdir(this.dir, { recursive: true });
    const info = (await this.transport.sendMail(messageOf(this.from, mail))) as { messageId: string; message: Buffer };
    const seq = String(this.seq++ % 10_000).padStart(4, '0');
    const name = `${String(Date.now()).padStart(14, '0')}-${seq}-${mail.template}-${randomBytes(4).toString('hex')}.eml`;
    const tmp = join(this.dir, `.${name}.tmp`);
    await writeFile(tmp, info.message, { mode: 0o600 });
    await rename(tmp, join(this.dir, name));
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
