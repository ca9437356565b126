import type { AddressCollectionSummaryMailData } from '@cards/contracts';
import { button, layout, paragraphs, textFooter, type RenderedMail } from './layout.js';
import { greet } from './templates.js';

const list = (names: string[]) => names.map((n) => `- ${n}`).join('\n');

/** One mail for what a collection link brought: the new entries and the updates waiting for the sender. */
export function collectionSummaryMail(webUrl: string, p: { name: string; summary: AddressCollectionSummaryMailData }): RenderedMail {
  const s = p.summary;
  const parts = [
    greet(p.name),
    `People have given their addresses for your group "${s.group}".`,
    ...(s.added.length ? [`New in your address book (${s.added.length}):\n${list(s.added)}`] : []),
    ...(s.offered.length
      ? [`Already in your book, with different details: accept or dismiss each update (${s.offered.length}):\n${list(s.offered)}`]
      : []),
  ];
  const text = parts.join('\n\n');
  return {
    subject: `New addresses for "${s.group}"`,
    html: layout({
      title: 'New addresses for your list',
      preheader: `${s.added.length} new, ${s.offered.length} to look at.`,
      webUrl,
      bodyHtml: paragraphs(text) + button('Open your address book', s.book_url),
    }),
    text: `${text}\n\nOpen your address book: ${s.book_url}${textFooter(webUrl)}`,
  };
}
