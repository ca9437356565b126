import { describe, expect, it } from '@jest/globals';
import { labelSheetDocument, REF_PT } from './label-sheet.js';

const envelope = (ref: string, name = 'Zoë Ångström') => ({
  ref,
  name,
  line1: '2 Ivy Road',
  line2: '',
  city: 'York',
  county: '',
  postcode: 'YO1 2AB',
  country: 'GB' as const,
});

describe('the address labels of a print run', () => {
  it('when a label is set, then its foot carries the order number in bold beside which of the list it is, for the packer to match', () => {
    const { html } = labelSheetDocument({ date: '2026-12-03', envelopes: [envelope('GC-2026-001001 · line 2 · 11 of 20')] });
    expect(html).toContain('<div class="ref"><b>GC-2026-001001</b> · line 2 · 11 of 20</div>');
    expect(html).toContain('<div class="line">YORK</div>');
  });

  it('when an order has one envelope, then its label carries the order number alone, in bold', () => {
    const { html } = labelSheetDocument({ date: '2026-12-03', envelopes: [envelope('GC-2026-001002', 'Rose <Smith>')] });
    expect(html).toContain('<div class="ref"><b>GC-2026-001002</b></div>');
    expect(html).toContain('Rose &lt;Smith&gt;');
  });

  it('when the code is printed, then it is black and at least 7 pt, readable at arm’s length, not a grey hairline', () => {
    const { html } = labelSheetDocument({ date: '2026-12-03', envelopes: [envelope('GC-2026-001001')] });
    expect(REF_PT).toBeGreaterThanOrEqual(7);
    expect(html).toMatch(new RegExp(`\\.ref\\{font-size:${REF_PT}pt;[^}]*color:#222`));
  });
});
