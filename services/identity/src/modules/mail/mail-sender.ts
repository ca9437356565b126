import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './mailer.port.js';

/**
 * The From of a message: the shop's address (`MAIL_FROM`) always, so the mail is sent by a
 * domain that may send it; a message on someone's behalf (an e-card) carries their name in it,
 * "Sam Shah via Greeting Cards", and its Reply-To is theirs (see `OutgoingMail.onBehalfOf`).
 */
export function senderOf(mailFrom: string, mail: Pick<OutgoingMail, 'onBehalfOf'>): string | { name: string; address: string } {
  if (!mail.onBehalfOf) return mailFrom;
  const angle = /^(.*)<([^<>]+)>\s*$/.exec(mailFrom);
  const address = (angle ? angle[2]! : mailFrom).trim();
  const shop = (angle ? angle[1]! : '').trim().replace(/^"(.*)"$/, '$1') || 'Greeting Cards';
  // A name is one line: the rest of the header must stay the mailer's.
  const who = mail.onBehalfOf.name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return { name: who ? `${who} via ${shop}` : shop, address };
}

/**
 * A mail as nodemailer sends it, the same for every transport (a file, an SMTP server): the From
 * above, Reply-To the person it is sent for, and the template's name in `X-Cards-Template`.
 */
export function messageOf(mailFrom: string, mail: OutgoingMail): SendMailOptions {
  return {
    from: senderOf(mailFrom, mail),
    replyTo: mail.onBehalfOf?.email,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { ...mail.headers, 'X-Cards-Template': mail.template },
  };
}
