/** One message, rendered: both parts are always present (multipart/alternative). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The template it came from; travels as the `X-Cards-Template` header. */
  template: string;
  /** A fixed Message-ID (`<…@…>`), so a mail sent again is recognisably the same message. */
  messageId?: string;
  /** More headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/**
 * Sends mail. Adapters: {@link FileMailer} writes `.eml` files into a folder (embedded mode,
 * tests, demos: open them in any mail client), {@link SmtpMailer} hands them to an SMTP server.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
