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
  /**
   * Sent for a person (an e-card): From names them on the shop's address ("Sam Shah via
   * Greeting Cards"), and a reply goes to them (Reply-To), not to the shop.
   */
  onBehalfOf?: { name: string; email: string };
}

/**
 * Sends mail. Adapters: {@link FileMailer} writes `.eml` files into a folder (embedded mode,
 * tests, demos: open them in any mail client), {@link SmtpMailer} hands them to an SMTP server.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
