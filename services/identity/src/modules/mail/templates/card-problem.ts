import type { CardProblemMailData } from '@cards/contracts';
import { button, layout, paragraphs, textFooter, type RenderedMail } from './layout.js';
import { greet, mailLinks } from './templates.js';

const WHAT: Record<CardProblemMailData['kind'], string> = {
  not_arrived: 'has not arrived',
  damaged: 'arrived damaged',
  wrong_details: 'had a wrong name or address on it',
};

/** What we did, in a sentence or two, for each answer. */
function answer(p: CardProblemMailData): { subject: string; words: string } {
  if (p.outcome === 'reprint')
    return {
      subject: `We are printing ${p.person}’s card again`,
      words: `We are sorry. We are printing a fresh copy of ${p.person}’s card, with the same greeting, and will post it to them${p.address ? ` at ${p.address}` : ''} as soon as it is ready. There is nothing you need to do.`,
    };
  if (p.outcome === 'refund')
    return {
      subject: `We have refunded ${p.person}’s card`,
      words: `We are sorry. We have refunded £${p.amount.toFixed(2)} for ${p.person}’s card to the card you paid with. Banks usually take a few working days to show it.`,
    };
  return {
    subject: `About your report of ${p.person}’s card`,
    words:
      `We looked into it carefully, and this time we cannot print it again or refund it. ${p.reason ?? ''}`.trim() +
      '\n\nIf something is still not right, just reply to this mail and a person will help.',
  };
}

/** The shop's answer to a customer's report of one card: reprinted, refunded, or declined with the reason. */
export function cardProblemMail(webUrl: string, p: { name: string; problem: CardProblemMailData }): RenderedMail {
  const url = mailLinks(webUrl).order(p.problem.order_number);
  const intro = `Thank you for telling us that ${p.problem.person}’s card from order ${p.problem.order_number} ${WHAT[p.problem.kind]}.`;
  const { subject, words } = answer(p.problem);
  return {
    subject,
    html: layout({
      title: subject,
      preheader: intro,
      webUrl,
      bodyHtml: paragraphs(`${greet(p.name)}\n\n${intro}\n\n${words}`) + button('View your order', url),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\n${words}\n\nView your order: ${url}${textFooter(webUrl)}`,
  };
}
