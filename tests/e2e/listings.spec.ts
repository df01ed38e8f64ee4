import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, siteOrigin } from './helpers';

const BOND = siteOrigin('bond');
const jpeg = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

let imageServer: Server;
let imageUrl: string;

test.beforeAll(async () => {
  const body = await jpeg('#2a9d8f');
  // A tiny image host on loopback: "add media from URL" may reach it only because the e2e server
  // runs with the test-only MEDIA_URL_ALLOW_LOOPBACK=1.
  imageServer = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body),
  );
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}/tram.jpg`;
});
test.afterAll(() => imageServer.close());
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a member publishes a listing with photos; visitors find it, read it and contact the owner', async ({
  page,
  browser,
}) => {
  test.slow(); // the whole journey: two sign-ins, uploads, a first offer render, search and contact
  const name = `Tramway bond ${Date.now()}`;
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${BOND}/en/add-new`);

  // Bad input first: nothing typed is lost.
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Price (EUR)').fill('twelve');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Describe the offer in at least 10 characters.')).toBeVisible();
  await expect(page.getByText('Enter a price like 1200 or 1200.50.')).toBeVisible();
  await expect(page.getByLabel('Product name')).toHaveValue(name);

  await page
    .getByLabel('Description')
    .fill('Financing new tram lines with a fixed annual coupon and a five year term.');
  await page.getByLabel('Price (EUR)').fill('1250.50');
  await page.getByLabel('Duration').fill('5 years');
  await page.getByLabel('Location').fill('Vienna');

  // Browse…
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'depot.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#e76f51') });
  // …drag and drop…
  const dropped = (await jpeg('#264653')).toString('base64');
  await page.getByTestId('image-dropzone').evaluate((zone, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'platform.jpg', { type: 'image/jpeg' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, dropped);
  // …and from a URL.
  await page.getByLabel('Image address').fill(imageUrl);
  await page.getByRole('button', { name: 'Add media from URL' }).click();
  await expect(page.getByLabel(/Description of image/)).toHaveCount(3, { timeout: 15_000 });
  await page.getByLabel('Description of image 1').fill('The tram depot at dusk');

  await page.getByRole('button', { name: 'Publish' }).click();
  // Storing three photos' variants and the listing takes a few seconds on a busy two-core runner.
  await expect(page).toHaveURL(`${BOND}/en/my-items`, { timeout: 15_000 });
  await expect(page.getByRole('link', { name })).toBeVisible();
  const editHref = await page.getByRole('link', { name }).getAttribute('href');
  const offerId = editHref!.split('/').at(-2)!;

  // An anonymous visitor (another browser context) reads the offer page, as a crawler would.
  const visitor = await (await browser.newContext()).newPage();
  await dismissCookieBanner(visitor);
  const response = await visitor.goto(`${BOND}/en/offer/${offerId}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByRole('img', { name: 'The tram depot at dusk' })).toBeVisible();
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name,
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
  });
  expect(Number(jsonLd.offers.price)).toBe(1250.5);

  // Search finds it by a word stem.
  await visitor.goto(`${BOND}/en/search?q=trams`);
  await expect(visitor.getByRole('link', { name: new RegExp(name.split(' ')[0]!) }).first()).toBeVisible();

  // The contact form: bad input keeps values, then the thank-you text.
  await visitor.goto(`${BOND}/en/offer/${offerId}`);
  const form = visitor.getByRole('form', { name: 'Send message' });
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('E-mail').fill('vera@example');
  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button').last().click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Vera Visitor');
  await form.getByLabel('E-mail').fill('vera@example.com');
  await form.getByLabel('Message').fill('Is the coupon paid yearly or twice a year?');
  await form.getByRole('button').last().click();
  await expect(visitor.getByText('Thank you for your message!')).toBeVisible();
});

test('unknown, unpublished or foreign offers answer with the not-found page', async ({ page }) => {
  test.slow(); // two listings through the form
  await signIn(page, 'bond', 'member@bond.test');
  const draft = await createListingThroughForm(page, 'bond', `Draft bond ${Date.now()}`, { draft: true });
  const published = await createListingThroughForm(page, 'bond', `Published bond ${Date.now()}`);
  const offerPage = async (siteId: string, id: string) =>
    (await page.goto(`${siteOrigin(siteId)}/en/offer/${id}`))?.status();
  expect(await offerPage('bond', published)).toBe(200);
  expect(await offerPage('bond', draft)).toBe(404);
  expect(await offerPage('tutoring', published)).toBe(404);
  expect(await offerPage('local', published)).toBe(404);
  expect(await offerPage('bond', 'does-not-exist-123')).toBe(404);
});

test('a photo that is not an image is refused with a clear message', async ({ page }) => {
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${BOND}/en/add-new`);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('#!/bin/sh\necho pwned\n'),
  });
  await expect(page.getByText('This file is not an image we can use', { exact: false })).toBeVisible();
  await page.getByLabel('Image address').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('button', { name: 'Add media from URL' }).click();
  await expect(page.getByText('it points to a private or local network', { exact: false })).toBeVisible();
});

test("a visitor's page view shows in the owner's My items; a crawler's does not", async ({
  page,
  browser,
}) => {
  test.slow(); // a listing published through the form, then three browsers and five page loads
  await signIn(page, 'bond', 'member@bond.test');
  const name = `Viewed bond ${Date.now()}`;
  const offerId = await createListingThroughForm(page, 'bond', name);
  const offerUrl = `${BOND}/en/offer/${offerId}`;
  // Headless Chromium names itself in its user agent, as robots do: the visitor uses a desktop one.
  for (const userAgent of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ]) {
    const visitor = await (await browser.newContext({ userAgent })).newPage();
    await dismissCookieBanner(visitor);
    const beacon = visitor.waitForResponse((response) => response.url().endsWith(`/${offerId}/views`));
    await visitor.goto(offerUrl);
    expect((await beacon).status()).toBe(204);
    await visitor.context().close();
  }
  await page.goto(`${BOND}/en/my-items`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
});
