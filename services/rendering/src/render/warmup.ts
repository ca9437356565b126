import type { Page } from 'puppeteer-core';
import { artworkImage } from '@cards/card-layout';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleContent } from '../samples/sample-card.js';
import { printDocument } from './card-documents.js';
import { loadDocument } from './chromium-pdf-renderer.js';

let warmupHtml: string | undefined;

/**
 * Loads and prints the built-in sample card on a spare page, so the renderer process has
 * decoded the fonts and set up printing before a job arrives. No customer data is involved.
 */
export async function warmUpPage(page: Page, timeoutMs: number): Promise<void> {
  warmupHtml ??= printDocument({
    content: sampleContent(),
    product: SAMPLE_PRODUCTS.A6,
    artwork: artworkImage(Buffer.from(sampleArtworkSvg()), 'image/svg+xml') ?? null,
  }).html;
  await loadDocument(page, warmupHtml, timeoutMs);
  await page.pdf({ width: '216mm', height: '154mm', printBackground: true, tagged: false, timeout: timeoutMs });
}
