import { splitInsideText } from '@cards/card-layout';
import type { EcardMailData } from '@cards/contracts';
import { escapeHtml } from '@cards/card-layout/escape-html';
import { button, layout, paragraphs, textFooter, type RenderedMail } from './layout.js';

/** A greeting line that addresses someone ("Dear Liv,", "Hi all"), not a wish ("Happy birthday!"). */
const SALUTATION = /(,\s*$)|^(dear|dearest|darling|hi|hiya|hello|hey|to|my)\b/i;

/**
 * The card's words as the mail reads them, one salutation and one sign-off: the card's own
 * when it has them, and only where it has none does the mail add "Dear <name>," at the top or
 * the sender's name at the end. An unsigned sign-off ("With love,") gets the sender's name,
 * as the print does.
 */
export function ecardWords(p: { message: string; recipient_name?: string; sender_name: string }): {
  hello: string | null;
  words: string;
  signOff: string | null;
} {
  const sender = p.sender_name.trim();
  const card = splitInsideText(p.message, sender || null);
  const greets = !!card.greeting && SALUTATION.test(card.greeting);
  const hello = greets ? null : p.recipient_name ? `Dear ${p.recipient_name},` : 'Hello,';
  const unsigned = !!card.signOff && /,$/.test(card.signOff.trim()) && !!sender && !card.signOff.includes(sender);
  const words = [card.greeting, card.message, card.signOff && (unsigned ? `${card.signOff}\n${sender}` : card.signOff), card.after]
    .filter(Boolean)
    .join('\n\n');
  return { hello, words, signOff: card.signOff ? null : sender };
}

/**
 * An e-card: the front as it prints, linked to the card's own page (front and inside), the
 * card's words greeting and signing once, and the sender's note apart from them.
 */
export function ecardMail(webUrl: string, p: EcardMailData & { sender_name: string }): RenderedMail {
  const { hello, words, signOff } = ecardWords(p);
  const link = p.card_url ?? p.image_url;
  const note = p.note?.trim() ? `A note from ${p.sender_name}: ${p.note.trim()}` : null;
  const img = `<p style="margin:0 0 20px;text-align:center"><a href="${escapeHtml(link)}"><img src="${escapeHtml(p.image_url)}" alt="A card from ${escapeHtml(p.sender_name)}" width="480" style="max-width:100%;height:auto;border-radius:6px;box-shadow:0 2px 10px rgba(0,0,0,.15)"></a></p>`;
  const body = [hello, words, signOff && `— ${signOff}`].filter(Boolean).join('\n\n');
  const text = [hello, words, signOff && `- ${signOff}`, note].filter(Boolean).join('\n\n');
  return {
    subject: `${p.sender_name} sent you a card`,
    html: layout({
      title: `A card from ${p.sender_name}`,
      preheader: `${p.sender_name} made you a card.`,
      webUrl,
      bodyHtml:
        img +
        paragraphs(body) +
        (note
          ? `<div style="margin:0 0 16px;padding:10px 14px;background:#fdf8f3;border-radius:6px;color:#4a4050">${paragraphs(note)}</div>`
          : '') +
        button('See the card', link),
    }),
    text: `${text}\n\nSee the card: ${link}${textFooter(webUrl)}`,
  };
}
