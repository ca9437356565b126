// `make stack-journey`: runs the customer journey against a running platform (default: the
// `make stack` one), printing each step. API_URL and MAIL_DIR override where it is.
import { resolve } from 'node:path';
import { runJourney } from './journey.js';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const mailDir = process.env.MAIL_DIR ?? resolve('.data/stack/data/mail');
const r = await runJourney({ apiUrl, mailDir, log: (l) => console.log(l) });
console.log(`journey passed: order ${r.orderNumber}, total £${r.total.toFixed(2)}, PDF ${r.pdfBytes} bytes`);
