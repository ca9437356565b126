import type { Page } from 'puppeteer-core';
import { printDocument } from '../layout/card-document.js';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from '../samples/sample-card.js';
import { loadDocument } from './chromium-pdf-renderer.js';

let warmupHtml: string | undefined;

/**
 * Loads and prints the built-in sample card on a spare page, so the renderer process has
 * decoded the fonts and set up printing before a job arrives. No customer data is involved.
 */
export async function warmUpPage(page: Page, timeoutMs: number): Promise<void> {
  warmupHtml ??= printDocument({
    data: sampleContent(), product: SAMPLE_PRODUCTS.A6, stamp: null,
    artwork: { dataUrl: `data:image/svg+xml;base64,${Buffer.from(sampleArtworkSvg()).toString('base64')}`, vector: true },
  }).html;
  await loadDocument(page, warmupHtml, timeoutMs);
  await page.pdf({ width: '216mm', height: '154mm', printBackground: true, tagged: false, timeout: timeoutMs });
}
