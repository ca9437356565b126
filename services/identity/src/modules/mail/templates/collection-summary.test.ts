import { describe, expect, it } from '@jest/globals';
import { collectionSummaryMail } from './collection-summary.js';

describe('the collection summary mail', () => {
  const summary = {
    group: 'Christmas list',
    added: ['Ann Lee', '<b>Ben</b>'],
    offered: ['Cat Moss'],
    book_url: 'https://shop.test/profile/addresses',
  };

  it('when answers came in, then one mail names the new entries and the updates to look at, with the book link', () => {
    const m = collectionSummaryMail('https://shop.test', { name: 'Alice', summary });
    expect(m.subject).toBe('New addresses for "Christmas list"');
    expect(m.text).toContain('New in your address book (2):\n- Ann Lee\n- <b>Ben</b>');
    expect(m.text).toContain('accept or dismiss each update (1):\n- Cat Moss');
    expect(m.text).toContain('Open your address book: https://shop.test/profile/addresses');
  });

  it('when a name carries markup, then the HTML shows it as text', () => {
    const m = collectionSummaryMail('https://shop.test', { name: 'Alice', summary });
    expect(m.html).toContain('&lt;b&gt;Ben&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Ben</b>');
  });

  it('when nothing was offered, then the mail does not speak of updates', () => {
    const m = collectionSummaryMail('https://shop.test', { name: 'Alice', summary: { ...summary, offered: [] } });
    expect(m.text).not.toContain('update');
  });
});
