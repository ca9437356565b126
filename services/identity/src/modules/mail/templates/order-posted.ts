import { arrivalPromise, capitalised, dayInWords, ukDayOf, type OrderPostedMailData } from '@cards/contracts';
import { escapeHtml } from '@cards/card-layout/escape-html';
import { BRAND, button, detailsTable, layout, paragraphs, textFooter, type RenderedMail } from './layout.js';
import { greet, mailLinks } from './templates.js';

/** Royal Mail's own page for a tracking number: the customer follows it there. */
export const royalMailTracking = (n: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`;

/** Each envelope of a list with its own tracking number: whom it went to, the number, Royal Mail's page for it. */
function envelopeTracking(envelopes: OrderPostedMailData['envelopes']): { html: string; text: string } {
  if (!envelopes.length) return { html: '', text: '' };
  const items = envelopes
    .map(
      (e) =>
        `<li style="margin:0 0 6px">${escapeHtml(e.name)}: <a href="${escapeHtml(royalMailTracking(e.tracking_number))}" style="color:${BRAND.colour}">${escapeHtml(e.tracking_number)}</a></li>`,
    )
    .join('');
  return {
    html: `<p style="margin:0 0 8px"><strong>Tracking, envelope by envelope</strong></p><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`,
    text: `\n\nTracking, envelope by envelope:\n${envelopes.map((e) => `- ${e.name}: ${e.tracking_number} ${royalMailTracking(e.tracking_number)}`).join('\n')}`,
  };
}

/**
 * The cards are posted: the mail the completion page promises ("we will let you know when your
 * cards are posted"). Where they went, by which post and since when, when they are expected, and
 * the tracking number with Royal Mail's tracking page when the postage has one; for a list,
 * each envelope's own number beside whom it went to. A number saved after the cards left comes
 * in the same mail, worded as the tracking update it is.
 */
export function orderPostedMail(webUrl: string, p: { name: string; posted: OrderPostedMailData; now: Date }): RenderedMail {
  const o = p.posted;
  const url = mailLinks(webUrl).order(o.order_number);
  const postedOn = o.posted_on === ukDayOf(p.now) ? 'today' : `on ${dayInWords(o.posted_on, p.now)}`;
  const expected = o.arrival_date ? arrivalPromise({ ...o, arrival_date: o.arrival_date }, { now: p.now }) : null;
  const ecards = o.ecards ? ` The ${o.ecards === 1 ? 'e-card has' : `${o.ecards} e-cards have`} been e-mailed already.` : '';
  const intro = o.tracking_update
    ? `Here is the tracking for order ${o.order_number}, posted ${postedOn} by ${o.postage}.`
    : `Your cards for order ${o.order_number} were posted ${postedOn} by ${o.postage}.${ecards}`;
  const lines: Array<[string, string]> = [
    ['Posted to', o.to],
    ['Postage', o.postage],
    ...(expected ? [['When', capitalised(expected)] as [string, string]] : []),
    ...(o.tracking_number ? [['Tracking number', o.tracking_number] as [string, string]] : []),
  ];
  const track = o.tracking_number ? royalMailTracking(o.tracking_number) : null;
  const textLines = lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  const perEnvelope = envelopeTracking(o.envelopes ?? []);
  return {
    subject: o.tracking_update ? `Tracking for your cards: order ${o.order_number}` : `Your cards are posted: order ${o.order_number}`,
    html: layout({
      title: o.tracking_update ? 'Follow your cards' : 'Your cards are on their way',
      preheader: `Order ${o.order_number} was posted${expected ? `, ${expected}` : ''}.`,
      webUrl,
      bodyHtml:
        paragraphs(`${greet(p.name)}\n\n${intro}`) +
        detailsTable(lines) +
        perEnvelope.html +
        (track ? button('Track it with Royal Mail', track) : '') +
        button('View your order', url),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\n${textLines}${perEnvelope.text}${track ? `\n\nTrack it with Royal Mail: ${track}` : ''}\n\nView your order: ${url}${textFooter(webUrl)}`,
  };
}
