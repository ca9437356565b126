import type { Order, OrderPrintFile } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { envelopesCsv, envelopesOf, orderRunFiles, safeFileName } from './print-run-envelopes.js';

const address = (name: string, more: Partial<Order['delivery']['address'] & object> = {}) => ({
  name,
  line1: '1 Ivy Road',
  line2: '',
  city: 'York',
  county: '',
  postcode: 'YO1 1AB',
  country: 'GB' as const,
  ...more,
});

const PEOPLE = ["Siobhán O'Brien", 'Zoë Ångström', 'Łukasz Nowak', 'Sam and Priya Shah'];

function listOrder(): { order: Order; files: OrderPrintFile[] } {
  const recipients = PEOPLE.map((name, i) => ({
    id: 100 + i,
    name,
    salutation: `Dear ${name}`,
    channel: 'post' as const,
    address: address(name, i === 1 ? { line2: 'Flat 2, "The Old Mill"', county: 'North Yorkshire' } : {}),
    email: null,
    state: 'print_ready' as const,
    state_reason: null,
    print_file_url: null,
    tracking_number: null,
  }));
  recipients.push({ ...recipients[0]!, id: 200, name: 'Ecard Only', channel: 'ecard' as never, address: null, email: 'e@x.test' });
  const order = {
    id: 9,
    number: 'GC-2026-001002',
    delivery: { postage_name: 'Royal Mail 2nd Class', address: address('Alice Buyer') },
    items: [{ id: 1, size: 'A6', quantity: 4, recipients }],
  } as unknown as Order;
  const files = PEOPLE.map((name, i) => ({
    line_id: 1,
    recipient_id: 100 + i,
    recipient_name: name,
    status: i === 3 ? 'pending' : 'ready',
    asset_key: i === 3 ? null : `k${i}`,
  })) as OrderPrintFile[];
  return { order, files };
}

describe("a print run's files and envelopes", () => {
  it('when a name has accents, apostrophes or characters a file system refuses, then the file name keeps the letters and drops only what is unsafe', () => {
    expect(safeFileName("GC-1-line1-A6-01of20-Siobhán O'Brien")).toBe("GC-1-line1-A6-01of20-Siobhán_O'Brien");
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeFileName('Zoe\u0308\u0000\u200b\nNext')).toBe('Zoë_Next');
    expect(safeFileName('..hidden')).toBe('hidden');
    expect(Buffer.byteLength(safeFileName('Łukasz'.repeat(60)))).toBeLessThanOrEqual(150);
  });

  it('when a line is sent to many, then each ready posted recipient is a file named in UTF-8 and an envelope of their own, coded "k of n"', () => {
    const { order, files } = listOrder();
    const run = orderRunFiles(order, files);
    expect(run.map((f) => f.name)).toEqual([
      "GC-2026-001002-line1-A6-1of4-Siobhán_O'Brien.pdf",
      'GC-2026-001002-line1-A6-2of4-Zoë_Ångström.pdf',
      'GC-2026-001002-line1-A6-3of4-Łukasz_Nowak.pdf',
    ]);
    expect(envelopesOf(run).map((e) => [e.name, e.ref, e.cards])).toEqual([
      ["Siobhán O'Brien", 'GC-2026-001002 · 1 of 4', 1],
      ['Zoë Ångström', 'GC-2026-001002 · 2 of 4', 1],
      ['Łukasz Nowak', 'GC-2026-001002 · 3 of 4', 1],
    ]);
  });

  it('when ordinary lines are ready, then they share the order’s one envelope to its delivery address', () => {
    const order = {
      number: 'GC-2026-000007',
      delivery: { postage_name: 'Royal Mail 1st Class', address: address('Rose Smith') },
      items: [
        { id: 1, size: 'A6', quantity: 2, recipients: [] },
        { id: 2, size: 'A5', quantity: 1, recipients: [] },
      ],
    } as unknown as Order;
    const files = [1, 2].map((line_id) => ({ line_id, recipient_id: null, status: 'ready', asset_key: `k${line_id}` })) as OrderPrintFile[];
    const run = orderRunFiles(order, files);
    expect(run.map((f) => f.name)).toEqual(['GC-2026-000007-line1-A6-x2.pdf', 'GC-2026-000007-line2-A5-x1.pdf']);
    const [envelope, ...more] = envelopesOf(run);
    expect(more).toEqual([]);
    expect(envelope).toMatchObject({ name: 'Rose Smith', ref: 'GC-2026-000007', cards: 3, files: run.map((f) => f.name) });
  });

  it('when a reported card is reprinted, then it is a file and an envelope of its own, to the corrected address or else the person’s own, named and coded as a reprint', () => {
    const { order } = listOrder();
    const reprint = (reprint_of: number, recipient_id: number, moved?: ReturnType<typeof address>) =>
      ({ line_id: 1, recipient_id, reprint_of, status: 'ready', asset_key: `r${reprint_of}`, address: moved ?? null }) as OrderPrintFile;
    const run = orderRunFiles(order, [
      reprint(7, 101, address('Zoë Ångström', { line1: '9 New Road', city: 'Leeds', postcode: 'LS2 9JT' })),
      reprint(8, 102),
    ]);
    expect(run.map((f) => [f.name, f.asset_key])).toEqual([
      ['GC-2026-001002-line1-A6-reprint7-Zoë_Ångström.pdf', 'r7'],
      ['GC-2026-001002-line1-A6-reprint8-Łukasz_Nowak.pdf', 'r8'],
    ]);
    expect(envelopesOf(run).map((e) => [e.name, e.line1, e.city, e.postcode, e.ref, e.cards])).toEqual([
      ['Zoë Ångström', '9 New Road', 'Leeds', 'LS2 9JT', 'GC-2026-001002 · reprint 7', 1],
      ['Łukasz Nowak', '1 Ivy Road', 'York', 'YO1 1AB', 'GC-2026-001002 · reprint 8', 1],
    ]);
  });

  it('when the envelopes are written as CSV, then it is UTF-8 with a BOM, a header and one quoted-as-needed row per envelope, and no cell is a formula', () => {
    const { order, files } = listOrder();
    const envelopes = envelopesOf(orderRunFiles(order, files));
    envelopes[2]!.name = '=HYPERLINK("x")';
    const csv = envelopesCsv(envelopes);
    expect(
      csv.startsWith('\uFEFFReference,Order,Name,Address line 1,Address line 2,Town,County,Postcode,Country,Postage,Cards,Print files\r\n'),
    ).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 3);
    expect(rows[1]).toBe(
      "GC-2026-001002 · 1 of 4,GC-2026-001002,Siobhán O'Brien,1 Ivy Road,,York,,YO1 1AB,United Kingdom,Royal Mail 2nd Class,1,GC-2026-001002-line1-A6-1of4-Siobhán_O'Brien.pdf",
    );
    expect(rows[2]).toContain(',"Flat 2, ""The Old Mill""",York,North Yorkshire,');
    expect(rows[3]).toContain(',"\'=HYPERLINK(""x"")",');
  });
});
