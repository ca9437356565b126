import createHyphenator from 'hyphen';
import enGb from 'hyphen/patterns/en-gb.js';

/** British English hyphenation points (the TeX patterns), marked with soft hyphens; HTML is not parsed: our text is plain. */
const enGbSoftHyphens = createHyphenator(enGb, { html: false }) as createHyphenator.HyphenationFunctionSync;

/**
 * `text` with a soft hyphen (U+00AD) at each dictionary hyphenation point of its words: a browser
 * may end a line there, and draws the hyphen only when it does. Words shorter than five letters
 * are left whole.
 */
export function softHyphens(text: string): string {
  return enGbSoftHyphens(text);
}
