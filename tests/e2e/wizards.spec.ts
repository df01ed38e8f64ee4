import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, siteOrigin } from './helpers';

const REAL_ESTATE = siteOrigin('real-estate');
const BOND = siteOrigin('bond');

/** A word no other listing has, in letters only, so search finds exactly this one. */
const uniqueWord = () =>
  `loft${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the property-listing wizard publishes a listing step by step; it shows on its offer page and in search', async ({
  page,
}) => {
  test.slow(); // five steps, an upload, a reload, an offer page and a search
  const word = uniqueWord();
  const title = `Bright ${word} in Mokotów`;
  await signIn(page, 'real-estate', 'member@real-estate.test');
  await page.goto(`${REAL_ESTATE}/en/wizard-examples/property-listing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List a property');
  const wizard = page.getByRole('form', { name: 'New property listing' });
  const next = wizard.getByRole('button', { name: 'Next' });

  // 1. Details: a description too short blocks the step, with the listing form's own message.
  await wizard.getByLabel('Title').fill(title);
  await wizard.getByLabel('Description').fill('Too short');
  await next.click();
  await expect(wizard.getByText('Describe the offer in at least 10 characters.')).toBeVisible();
  await expect(wizard.getByText('Step 1 of 5')).toBeVisible();
  await expect(wizard.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await wizard.getByLabel('Description').fill('Two bright rooms, a balcony over the park and a lift.');
  await next.click();

  // 2. Photos, through the listing upload pipeline.
  await expect(wizard.getByText('Step 2 of 5')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Add at least one photo of the property.')).toBeVisible();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo });
  await wizard
    .getByLabel('Description of image 1')
    .fill('The living room in the morning', { timeout: 30_000 });
  await next.click();

  // 3. Price and terms: a bad price is refused; the draft survives a reload.
  await expect(wizard.getByText('Step 3 of 5')).toBeVisible();
  await wizard.getByLabel('Price (PLN)').fill('twelve');
  await next.click();
  await expect(wizard.getByText('Enter a price like 1200 or 1200.50.')).toBeVisible();
  await wizard.getByLabel('Price (PLN)').fill('3200');
  await wizard.getByRole('combobox', { name: 'The price is' }).click();
  await page.getByRole('option', { name: 'Per month' }).click();
  await wizard.getByLabel('Lease term or availability').fill('12 months');
  await page.reload();
  await expect(wizard.getByText('Step 3 of 5')).toBeVisible();
  await expect(wizard.getByLabel('Price (PLN)')).toHaveValue('3200');
  await next.click();

  // 4. Location.
  await expect(wizard.getByText('Step 4 of 5')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Say where the property is.')).toBeVisible();
  await wizard.getByLabel('Address or district').fill('Mokotów, Warsaw');
  await next.click();

  // 5. Review; going back (stepper or Back) keeps every value.
  await expect(wizard.getByText('Step 5 of 5')).toBeVisible();
  await expect(wizard.getByText(title)).toBeVisible();
  await expect(wizard.getByRole('img', { name: 'The living room in the morning' })).toBeVisible();
  await wizard.getByRole('button', { name: /^Property details.*completed$/ }).click();
  await expect(wizard.getByLabel('Title')).toHaveValue(title);
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Property details' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  for (const step of [2, 3, 4, 5]) {
    await next.click();
    await expect(wizard.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByLabel('Address or district')).toHaveValue('Mokotów, Warsaw');
  await next.click();

  await wizard.getByRole('button', { name: 'Publish' }).click();
  // Storing the listing and refreshing its caches takes a few seconds on a busy two-core runner.
  await expect(page.getByRole('heading', { name: 'Your property is published' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'View the offer page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'The living room in the morning' })).toBeVisible();

  await page.goto(`${REAL_ESTATE}/en/search?q=${word}`);
  await expect(page.getByRole('link', { name: new RegExp(word) }).first()).toBeVisible();
});

test('on a site whose offers are not properties the wizard explains and links to Add new', async ({
  page,
}) => {
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${BOND}/en/wizard-examples/property-listing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List a property');
  await expect(page.getByRole('heading', { name: 'This wizard is for property sites' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add a bond issue' }).click();
  await expect(page).toHaveURL(`${BOND}/en/add-new`);
});

test('the checkout wizard places a pending order and says no payment is taken', async ({ page }) => {
  test.slow(); // an offer to order first, then four steps
  await signIn(page, 'bond', 'member@bond.test');
  const offer = `Harbour bond ${uniqueWord()}`;
  await createListingThroughForm(page, 'bond', offer);
  await page.goto(`${BOND}/en/wizard-examples/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  const wizard = page.getByRole('form', { name: 'Checkout' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(
    wizard.getByRole('list', { name: 'In your cart' }).getByText(offer, { exact: true }),
  ).toBeVisible();
  await next.click();

  await wizard.getByLabel('Street and number').fill('Ringstraße 1');
  await wizard.getByLabel('Postal code').fill('1010');
  await wizard.getByLabel('Town or city').fill('Vienna');
  await wizard.getByLabel('Country').fill('Austria');
  await wizard.getByLabel('Phone').fill('call me');
  await next.click();
  await expect(wizard.getByText('Enter a phone number, like +48 600 100 200.')).toBeVisible();
  await wizard.getByLabel('Phone').fill('+43 1 234 5678');
  await next.click();

  await next.click();
  await expect(wizard.getByText('Choose how you will pay.')).toBeVisible();
  await wizard.getByRole('radio', { name: /Bank transfer/ }).check();
  await next.click();

  await expect(wizard.getByText('Ringstraße 1, 1010 Vienna, Austria')).toBeVisible();
  await wizard.getByRole('button', { name: 'Place the order' }).click();
  await expect(wizard.getByText('Tick the box to confirm.')).toBeVisible();
  await wizard.getByRole('checkbox', { name: /no payment is taken/ }).check();
  await wizard.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order #\d+ is placed$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/No payment was taken/)).toBeVisible();
});

test('the create-deal wizard checks each step and confirms the deal', async ({ page }) => {
  test.slow(); // an offer for the deal first, then four steps
  await signIn(page, 'bond', 'member@bond.test');
  const offer = `Rail bond ${uniqueWord()}`;
  await createListingThroughForm(page, 'bond', offer);
  await page.goto(`${BOND}/en/wizard-examples/create-deal`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a deal');
  const wizard = page.getByRole('form', { name: 'New deal' });
  const next = wizard.getByRole('button', { name: 'Next' });

  await wizard.getByLabel('Discount (%)').fill('120');
  await next.click();
  await expect(wizard.getByText('A percentage discount is at most 100.')).toBeVisible();
  await wizard.getByLabel('Discount (%)').fill('15');
  await next.click();

  await wizard.getByLabel('Deal title').fill('Spring coupons');
  await wizard.getByRole('button', { name: 'Generate' }).click();
  await wizard
    .getByRole('group', { name: 'Offers the deal applies to' })
    .getByRole('checkbox')
    .first()
    .check();
  await wizard.getByLabel('Starts on').fill('2026-03-01');
  await wizard.getByLabel('Ends on').fill('2026-02-01');
  await next.click();
  await expect(wizard.getByText('The deal cannot end before it starts.')).toBeVisible();
  await wizard.getByLabel('Ends on').fill('2026-03-31');
  await next.click();

  await wizard.getByLabel('Maximum number of uses').fill('100');
  await next.click();

  await expect(wizard.getByText('Spring coupons')).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'I have checked the deal.' }).check();
  await wizard.getByRole('button', { name: 'Create the deal' }).click();
  await expect(page.getByRole('heading', { name: 'The deal “Spring coupons” is ready' })).toBeVisible();
  await expect(page.getByText('Nothing was saved: this site does not store deals yet.')).toBeVisible();
});

for (const variant of ['icons', 'numbered'] as const) {
  test(`the ${variant} form-wizard page blocks an invalid step`, async ({ page }) => {
    // Two wizards filled twice each: past 30 s when a large page renders for the other worker.
    test.slow();
    await signIn(page, 'real-estate', 'member@real-estate.test');
    await page.goto(`${REAL_ESTATE}/en/forms/form-wizard-${variant}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      variant === 'icons' ? 'Form wizard with icons' : 'Numbered form wizard',
    );
    for (const orientation of ['Steps across the top', 'Steps down the side']) {
      const wizard = page.getByRole('form', { name: `Create an account (${orientation})` });
      await wizard.getByLabel('Username').fill('ann k');
      await wizard.getByLabel('E-mail').fill('ann@example.com');
      await wizard.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await wizard.getByLabel('Repeat the password').fill('long-enough-2');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByText('Use 3 to 30 letters, digits, dots or underscores.')).toBeVisible();
      await expect(wizard.getByText('The passwords do not match.')).toBeVisible();
      await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
      await wizard.getByLabel('Username').fill('ann.k');
      await wizard.getByLabel('Repeat the password').fill('long-enough-1');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
    }
  });
}
