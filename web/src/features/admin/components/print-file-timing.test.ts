import type { OrderPrintFile } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { printFileTiming } from './print-file-timing';

const file = (line_id: number, status: OrderPrintFile['status']): OrderPrintFile => ({
  line_id,
  card_instance_id: 1,
  product_id: 1,
  quantity: 1,
  status,
  asset_key: status === 'ready' ? `k${line_id}` : null,
  error: status === 'failed' ? 'boom' : null,
  download_path: status === 'ready' ? `/admin/orders/1/print_files/${line_id}.pdf` : null,
});
const base = { planned_dispatch_date: '2030-12-08', released_at: null, paid_at: '2030-11-27T10:00:00Z' };

describe('when an order print files are made', () => {
  it('when the order is held, then it says the day it is released and asks for no files', () => {
    const t = printFileTiming({ ...base, status: 'held' }, []);
    expect(t.expectFiles).toBe(false);
    expect(t.text).toMatch(/released to print on \w+ 8 December 2030/);
  });

  it('when a paid order has no files yet, then it says they are being recorded', () => {
    expect(printFileTiming({ ...base, status: 'paid' }, []).text).toMatch(/being recorded/);
  });

  it('when a held order was cancelled, then it says no files are made and asks for none', () => {
    const t = printFileTiming({ ...base, status: 'cancelled' }, []);
    expect(t).toEqual({ expectFiles: false, text: 'No print files: the order was cancelled before it was released to print.' });
  });

  it('when some files are pending or failed, then it counts them', () => {
    expect(printFileTiming({ ...base, status: 'paid' }, [file(1, 'ready'), file(2, 'pending')]).text).toMatch(/^1 of 2 print files ready/);
    expect(printFileTiming({ ...base, status: 'paid' }, [file(1, 'failed'), file(2, 'ready')]).text).toMatch(/^1 of 2 print files failed/);
    expect(printFileTiming({ ...base, status: 'paid' }, [file(1, 'ready'), file(2, 'ready')]).text).toBe('All 2 print files are ready.');
  });
});
