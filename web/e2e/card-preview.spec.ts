import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiLogin, signInAsAdmin } from './admin/admin-support';
import { env, expect, snap, test } from './fixtures';

interface Option {
  id: number;
  status: string;
  thumbnail_url: string | null;
}
interface SampleCard {
  id: number;
  card_instances: Option[];
}

/** The text a PDF prints, in the order it is drawn, as poppler reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-pdf-'));
  try {
    await writeFile(join(dir, 'card.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-raw', join(dir, 'card.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
/**
 * Text without its spacing: poppler splits letter-spaced capitals into single letters and
 * breaks lines where the page does, so the characters and their order are what is compared.
 */
const letters = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

test.describe("the designer's live preview", () => {
  test('when an option is opened, then its preview prints the same words as its PDF and follows the words while they are edited', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const admin = env.admin();
    const { token } = await apiLogin(admin.email, admin.password);
    // The shop's sample cards belong to the administrator: one with a ready option will do.
    let target: { card: number; option: number } | undefined;
    await expect
      .poll(
        async () => {
          const cards = (await (await fetch(`${env.api()}/cards/samples`)).json()) as SampleCard[];
          const card = cards.find((c) => c.card_instances.some((i) => i.status === 'ready' && i.thumbnail_url));
          const option = card?.card_instances.find((i) => i.status === 'ready' && i.thumbnail_url);
          target = card && option ? { card: card.id, option: option.id } : undefined;
          return !!target;
        },
        { timeout: 120_000 },
      )
      .toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    await page.goto(`/card/${target!.card}/option/${target!.option}`);
    // The page's preview (the words editor shows one sheet again while it is open).
    const preview = page.getByLabel('Print preview').first();
    const outside = preview.frameLocator('iframe[data-sheet="outside"]');
    const inside = preview.frameLocator('iframe[data-sheet="inside"]');
    await expect(outside.locator('html[data-fitted]')).toHaveCount(1);
    await expect(inside.locator('html[data-fitted]')).toHaveCount(1);
    await snap(page, 'preview-option-1280');

    // Same words as the PDF of the product the page has chosen.
    const productId = await page.locator('input[name="product"]:checked').getAttribute('value');
    let pdf: Buffer | undefined;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${env.api()}/card_instances/${target!.option}.pdf?product_id=${productId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          pdf = res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
          return res.status;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(200);
    const shown = await outside.locator('body').innerText();
    expect(shown.split(/\s+/).length).toBeGreaterThan(20);
    expect(letters(shown)).toBe(letters(await pdfText(pdf!)));

    // Edits show before they are saved.
    await page.getByRole('button', { name: 'Edit words' }).click();
    const message = page.getByLabel('Inside message');
    await message.fill('Dear Rose,\n\nA preview that follows every word you type.\n\nWith love,\nSam');
    await expect(inside.locator('.message')).toHaveText('A preview that follows every word you type.');
    await expect(inside.locator('.signoff')).toContainText('With love,');
    // On a phone the sheet being typed on stays in sight above the fields: the inside while the
    // message is edited, the outside while the front greeting is.
    await page.setViewportSize({ width: 390, height: 844 });
    const editing = page.locator('.edit-live');
    await message.focus();
    await expect(editing.frameLocator('iframe[data-sheet="inside"]').locator('.message')).toHaveText(
      'A preview that follows every word you type.',
    );
    await expect(editing.locator('iframe[data-sheet="inside"]')).toBeInViewport();
    await snap(page, 'preview-option-390-editing');
    await page.getByRole('textbox', { name: 'Front greeting' }).fill('For Rose, with love');
    await expect(editing.frameLocator('iframe[data-sheet="outside"]').locator('.headline')).toHaveText('For Rose, with love');
    await expect(editing.locator('iframe[data-sheet="outside"]')).toBeInViewport();
    await snap(page, 'preview-option-390-editing-front');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(inside.locator('.message')).not.toHaveText('A preview that follows every word you type.');
  });
});
