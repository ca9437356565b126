import { describe, expect, it } from '@jest/globals';
import { SAMPLE_PRODUCTS } from '../../samples/sample-card.js';
import { fileOf, printJobId, printKey, stampText, type OrderStamp } from './render-plan.js';

const A6 = { ...SAMPLE_PRODUCTS.A6, sku: 'CARD-A6' };
const line: OrderStamp = { order_id: 7, order_number: '10042', line_id: 3, position: 2, lines: 3, quantity: 5 };
const jean = { recipient_id: 71, name: 'Aunt Jean', salutation: 'Dear Aunt Jean', position: 3, count: 40 };

describe('the print plan of an order', () => {
  it("when a file is an ordinary line's, then its stamp counts copies; when it is a recipient's, then it names them and which card of the line it is", () => {
    expect(stampText(line, A6)).toBe('Order 10042 · line 2 of 3 · qty 5 · CARD-A6');
    expect(stampText({ ...line, recipient: jean }, A6)).toBe('Order 10042 · line 2 of 3 · Aunt Jean · 3 of 40 · CARD-A6');
  });

  it('when a recipient has a very long name, then the stamp cuts it at 40 characters', () => {
    const name = 'The Right Honourable Lady Penelope Featherstonehaugh-Smythe';
    const stamp = stampText({ ...line, recipient: { ...jean, name } }, A6);
    expect(stamp).toContain(`${name.slice(0, 39)}… · 3 of 40`);
  });

  it("when a file is a recipient's, then its row and its key are the recipient's; a line's own is recipient 0", () => {
    expect(fileOf({ card_instance_id: 9, product_id: 1, order: { ...line, size: 'A6' } })).toEqual({
      order_id: 7,
      line_id: 3,
      recipient_id: 0,
      reprint_of: 0,
    });
    expect(fileOf({ card_instance_id: 9, product_id: 1, order: { ...line, size: 'A6', recipient: jean } })).toEqual({
      order_id: 7,
      line_id: 3,
      recipient_id: 71,
      reprint_of: 0,
    });
    expect(printKey(9, 'abc', { ...line, recipient: jean })).toBe('rendering/print/orders/7/3-r71-9-abc.pdf');
    expect(printKey(9, 'abc', line)).toBe('rendering/print/orders/7/3-9-abc.pdf');
  });

  it("when a file reprints a reported card, then its stamp says reprint, and its row, key and job are the report's, beside the person's own", () => {
    const reprint = { ...line, size: 'A6' as const, recipient: jean, reprint: 12 };
    expect(stampText(reprint, A6)).toBe('Order 10042 · line 2 of 3 · Aunt Jean · 3 of 40 · reprint · CARD-A6');
    const row = fileOf({ card_instance_id: 9, product_id: 1, order: reprint });
    expect(row).toEqual({ order_id: 7, line_id: 3, recipient_id: 71, reprint_of: 12 });
    expect(printKey(9, 'abc', reprint)).toBe('rendering/print/orders/7/3-r71-p12-9-abc.pdf');
    expect(printJobId(row)).toBe('reprint-12');
    expect(printJobId({ ...row, reprint_of: 0 })).toBe('order-7-3-r71');
  });
});
