import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, siteOrigin } from './helpers';

/*
 * Invoices as a member uses them (docs/apps.md, Invoices): create one for an offer (the offer picker
 * fills a line, bad input keeps what was typed), preview it, send it (the mail lands in the e2e
 * server's outbox), mark it paid and find it paid in the list; every page axe-clean in English and
 * Arabic, with no console error (the fixture).
 */
const SITE = 'lords-bits';
const ORIGIN = siteOrigin(SITE);
const OUTBOX = join('.data/e2e', 'outbox');

function mailsTo(address: string): { subject: string; text: string }[] {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX);
  } catch {
    return [];
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; subject: string; text: string },
    )
    .filter((mail) => mail.to === address);
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a member invoices a buyer for an offer, sends it by e-mail and marks it paid', async ({ page }) => {
  // The whole journey: publishing an offer, the form, the preview, two actions and the list.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const offer = `Heraldry lesson ${stamp}`;
  const buyer = `Buyer ${stamp}`;
  const email = `buyer-${stamp}@example.com`;
  await signIn(page, SITE, 'member@lords-bits.test');
  await createListingThroughForm(page, SITE, offer);

  await page.goto(`${ORIGIN}/en/apps/invoice/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await expect(page).toHaveURL(`${ORIGIN}/en/apps/invoice/add`);
  const form = page.getByRole('form', { name: 'New invoice' });

  // The offer picker fills the first line with the offer's name and price.
  await form.getByLabel('Offer', { exact: true }).selectOption({ label: offer });
  await expect(form.getByLabel('Description, line 1')).toHaveValue(offer);
  await expect(form.getByLabel('Unit price (EUR), line 1')).toHaveValue('90.00');
  await form.getByRole('button', { name: 'Add a line' }).click();
  await form.getByLabel('Description, line 2').fill('Parchment and ink');
  await form.getByLabel('Quantity, line 2').fill('2');
  await form.getByLabel('Unit price (EUR), line 2').fill('12,50');
  // 90 + 2 × 12.50 = 115.00; lords-bits charges 19 %: 21.85; total 136.85.
  const totals = page.getByRole('complementary', { name: 'Totals' });
  await expect(totals).toContainText('€115.00');
  await expect(totals).toContainText('€21.85');
  await expect(totals).toContainText('€136.85');

  // Bad input: the errors are named and nothing typed is lost.
  await form.getByLabel("Buyer's name").fill(buyer);
  await form.getByLabel("Buyer's e-mail").fill('not-an-address');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByLabel("Buyer's name")).toHaveValue(buyer);
  await expect(form.getByLabel('Description, line 2')).toHaveValue('Parchment and ink');
  await expectAccessible(page);

  await form.getByLabel("Buyer's e-mail").fill(email);
  await form.getByLabel("Buyer's address").fill('1 Castle Hill\nEdinburgh');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`${ORIGIN}/en/apps/invoice/preview/[\\w-]+$`), { timeout: 15_000 });

  // The preview: brand, parties, lines and the server's totals.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Invoice INV-\d{4}-\d{4,}$/);
  const number = (await title.textContent())!.replace('Invoice ', '');
  const documentArea = page.getByRole('article');
  await expect(documentArea).toContainText('LordsBits');
  await expect(documentArea).toContainText(buyer);
  await expect(documentArea).toContainText('€136.85');
  await expect(documentArea).toContainText('Draft');
  await expectAccessible(page);

  // Send: the mail carries the summary, and the invoice is sent.
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invoice ${number} was sent by e-mail.` }),
  ).toBeVisible();
  await expect(documentArea).toContainText('Sent');
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail!.subject).toBe(`Invoice ${number} from Member lords-bits (LordsBits)`);
  expect(mail!.text).toContain(offer);
  expect(mail!.text).toContain('Total: €136.85');
  expect(mail!.text).not.toContain('http');

  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invoice ${number} is marked paid.` }),
  ).toBeVisible();
  await expect(documentArea).toContainText('Paid');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // The list shows it paid.
  await page.goto(`${ORIGIN}/en/apps/invoice/list`);
  await page.getByLabel('Search invoices').fill(buyer);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('€136.85');
  await expectAccessible(page);
});

test("the invoice pages read right to left in Arabic, and another member cannot open someone's invoice", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, SITE, 'member@lords-bits.test');
  await page.goto(`${ORIGIN}/en/apps/invoice/add`);
  const form = page.getByRole('form', { name: 'New invoice' });
  await form.getByLabel("Buyer's name").fill('Private buyer');
  await form.getByLabel("Buyer's e-mail").fill('private@example.com');
  await form.getByLabel('Description, line 1').fill('Private work');
  await form.getByLabel('Unit price (EUR), line 1').fill('10');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/en\/apps\/invoice\/preview\//, { timeout: 15_000 });
  const path = new URL(page.url()).pathname;
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Invoice ', '');

  await page.goto(`${ORIGIN}${path.replace('/en/', '/ar/')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expectAccessible(page);
  await page.goto(`${ORIGIN}/ar/apps/invoice/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'الفواتير' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${ORIGIN}/ar/apps/invoice/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'فاتورة جديدة' })).toBeVisible();
  await expectAccessible(page);

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.201.9' } });
  const otherPage = await other.newPage();
  await dismissCookieBanner(otherPage);
  await signIn(otherPage, SITE, 'admin@lords-bits.test');
  const response = await otherPage.goto(`${ORIGIN}${path}`);
  expect(response?.status()).toBe(404);
  const edit = await otherPage.goto(`${ORIGIN}${path.replace('/preview/', '/edit/')}`);
  expect(edit?.status()).toBe(404);
  await other.close();
});
