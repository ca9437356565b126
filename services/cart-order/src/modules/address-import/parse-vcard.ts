import ICAL from 'ical.js';
import type { RawContact } from './header-match.js';
import { ImportFileError } from './import-file-error.js';

const asText = (v: unknown): string => (Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '').trim();

/**
 * The cards of a .vcf file (vCard 3.0 or 4.0, as phones and mail programs export), each with the
 * line its BEGIN:VCARD is on. ical.js (Mozilla's RFC 6350 parser) reads each card; the file is cut
 * into cards first so a bad card is reported by its line and the others still read.
 */
export function parseVcards(text: string): RawContact[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const starts = lines.flatMap((l, i) => (/^BEGIN:VCARD\s*$/i.test(l) ? [i] : []));
  if (!starts.length) throw new ImportFileError('The file has no vCards (no line says BEGIN:VCARD).');
  return starts.map((start, k) => {
    const line = start + 1;
    const chunk = lines.slice(start, starts[k + 1] ?? lines.length).join('\r\n');
    let card: ICAL.Component;
    try {
      card = new ICAL.Component(ICAL.parse(chunk) as unknown[]);
    } catch {
      return { line, fields: {}, unreadable: true };
    }
    return { line, fields: fieldsOf(card) };
  });
}

/** FN (or N), the first ADR (the home one when typed), the first EMAIL. */
function fieldsOf(card: ICAL.Component): RawContact['fields'] {
  const n = (card.getFirstPropertyValue('n') as unknown as string[] | null) ?? [];
  const adrs = card.getAllProperties('adr');
  const home = adrs.find((p) => /home/i.test(String(p.getParameter('type') ?? ''))) ?? adrs[0];
  const adr = ((home?.getFirstValue() as unknown as string[] | null) ?? []).map(asText);
  const [street = '', ...more] = [adr[1], adr[2]].filter(Boolean).join('\n').split('\n');
  return {
    name: asText(card.getFirstPropertyValue('fn')) || [n[3], n[1], n[2], n[0]].map(asText).filter(Boolean).join(' '),
    line1: street.trim(),
    line2: more.join(', ').trim(),
    city: adr[3] ?? '',
    county: adr[4] ?? '',
    postcode: adr[5] ?? '',
    country: adr[6] ?? '',
    email: asText(card.getFirstPropertyValue('email')).replace(/^mailto:/i, ''),
    label: asText(card.getFirstPropertyValue('nickname')),
  };
}
