import type { Envelope, Order, OrderPrintFile } from '@cards/contracts';

/** One print file of a run as the ZIP holds it, with the envelope it goes in. */
export interface RunFile {
  asset_key: string;
  /** Its name in the ZIP. */
  name: string;
  /** The envelope its card goes in; the ordinary lines of one order share one. */
  envelope: RunEnvelope;
}

/** One envelope of the run: where it goes, and the cards that go in it. */
export interface RunEnvelope extends Envelope {
  order_number: string;
  postage: string;
  cards: number;
  files: string[];
}

/** Longest file name kept, in bytes of UTF-8: well inside every file system's 255. */
const MAX_NAME_BYTES = 150;

/**
 * A file name that keeps a person's name as written ("Siobhán_O'Brien", "Zoë", "Łukasz") and
 * is safe on every file system a print shop unzips on: no path separators, no characters
 * Windows refuses (`<>:"|?*`), no control or invisible format characters, spaces as `_`, no
 * leading dot, and cut (between characters) to a length every system takes.
 */
export function safeFileName(raw: string): string {
  let s = raw
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\<>:"|?*]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  while (Buffer.byteLength(s) > MAX_NAME_BYTES) s = [...s].slice(0, -1).join('');
  return s || 'card';
}

const pad = (n: number, of: number) => String(n).padStart(String(of).length, '0');

/**
 * The print files of one order in the ZIP, each with its envelope. An ordinary line's cards go
 * in the order's one envelope, to its delivery address; a line sent to many has a file and an
 * envelope per printed recipient, named and coded "<k> of <n>" as the card's own stamp counts
 * them. Only files whose PDF is ready are in the run's ZIP, so only their envelopes are.
 */
export function orderRunFiles(o: Order, files: OrderPrintFile[]): RunFile[] {
  const printedLines = o.items.filter((l) => !l.recipients.length || l.recipients.some((r) => r.channel === 'post')).length;
  const postage = o.delivery.postage_name;
  const address = o.delivery.address;
  let orderEnvelope: RunEnvelope | null = null;
  const out: RunFile[] = [];
  o.items.forEach((line, i) => {
    const posted = line.recipients.filter((r) => r.channel === 'post');
    for (const f of files.filter((x) => x.line_id === line.id && x.status === 'ready' && x.asset_key)) {
      const base = `${o.number}-line${i + 1}-${line.size ?? 'card'}`;
      if (f.reprint_of) {
        const reprint = reprintRunFile(o, f, { base, posted, postage });
        if (reprint) out.push(reprint);
        continue;
      }
      if (!f.recipient_id) {
        if (!address) continue;
        orderEnvelope ??= { ...address, ref: o.number, order_number: o.number, postage, cards: 0, files: [] };
        const name = `${safeFileName(`${base}-x${line.quantity}`)}.pdf`;
        orderEnvelope.cards += line.quantity;
        orderEnvelope.files.push(name);
        out.push({ asset_key: f.asset_key!, name, envelope: orderEnvelope });
        continue;
      }
      const k = posted.findIndex((r) => r.id === f.recipient_id) + 1;
      const r = posted[k - 1];
      if (!r?.address) continue;
      const name = `${safeFileName(`${base}-${pad(k, posted.length)}of${posted.length}-${r.name}`)}.pdf`;
      const ref = `${o.number}${printedLines > 1 ? ` · line ${i + 1}` : ''} · ${k} of ${posted.length}`;
      out.push({
        asset_key: f.asset_key!,
        name,
        envelope: { ...r.address, ref, order_number: o.number, postage, cards: 1, files: [name] },
      });
    }
  });
  return out;
}

/**
 * A reported card's reprint: one card in an envelope of its own, to the address the admin
 * corrected, or else to the person's own (the order's, for a line's single card), named and coded
 * as a reprint so the print team can tell it from the first card.
 */
function reprintRunFile(
  o: Order,
  f: OrderPrintFile,
  at: { base: string; posted: Order['items'][number]['recipients']; postage: string },
): RunFile | null {
  const person = f.recipient_id ? at.posted.find((r) => r.id === f.recipient_id) : null;
  const address = f.address ?? (f.recipient_id ? person?.address : o.delivery.address);
  if (!address) return null;
  const name = `${safeFileName(`${at.base}-reprint${f.reprint_of}-${address.name}`)}.pdf`;
  const ref = `${o.number} · reprint ${f.reprint_of}`;
  return {
    asset_key: f.asset_key!,
    name,
    envelope: { ...address, ref, order_number: o.number, postage: at.postage, cards: 1, files: [name] },
  };
}

/** Every envelope of the run's files once, in the order of the files. */
export const envelopesOf = (files: RunFile[]): RunEnvelope[] => [...new Set(files.map((f) => f.envelope))];

const HEADER = [
  'Reference',
  'Order',
  'Name',
  'Address line 1',
  'Address line 2',
  'Town',
  'County',
  'Postcode',
  'Country',
  'Postage',
  'Cards',
  'Print files',
];

/**
 * A cell as RFC 4180 writes it (quoted when it holds a comma, quote or line break), and never a
 * formula: a spreadsheet runs a cell starting with `=`, `+`, `-`, `@` or a tab, and addresses are
 * typed by customers, so such a cell is set as text with a leading apostrophe (OWASP's advice).
 */
function cell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The run's envelopes as a mail-merge CSV: one row per envelope, a header row of the columns a
 * print shop's label or envelope merge asks for, UTF-8 with a byte-order mark (so Excel reads
 * "Siobhán" right, not as "SiobhÃ¡n") and CRLF line ends.
 */
export function envelopesCsv(envelopes: RunEnvelope[]): string {
  const rows = envelopes.map((e) => [
    e.ref,
    e.order_number,
    e.name,
    e.line1,
    e.line2,
    e.city,
    e.county,
    e.postcode,
    'United Kingdom',
    e.postage,
    e.cards,
    e.files.join('; '),
  ]);
  return `\uFEFF${[HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
