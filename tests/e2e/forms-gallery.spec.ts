import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/templates.md (forms): each page of the form gallery shows its heading and does what it
 * shows, driven by the keyboard where that is the point. axe runs on every page in a11y.spec.ts.
 */
const SITE = 'real-estate';
const ORIGIN = siteOrigin(SITE);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await signIn(page, SITE, `member@${SITE}.test`);
});

/** Opens a page and waits until its scripts have loaded, so keys and clicks reach a hydrated form. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(`${ORIGIN}/en/forms/${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

const demo = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('text field: typed text is cleared by its labelled button, and focus stays in the field', async ({
  page,
}) => {
  await open(page, 'textfield', 'Text field');
  const field = page.getByLabel('Find a member');
  await field.fill('Ada');
  await page.getByRole('button', { name: 'Clear Find a member' }).click();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

test('textarea: text past the limit stays and the error says so', async ({ page }) => {
  await open(page, 'textarea', 'Textarea');
  const review = page.getByLabel('Review');
  const text = 'Great stay. '.repeat(20);
  await review.fill(text);
  await expect(page.getByText('Use at most 200 characters.')).toBeVisible();
  await expect(review).toHaveValue(text);
  await expect(review).toHaveAttribute('aria-invalid', 'true');
});

test('select: a language is chosen with the keyboard', async ({ page }) => {
  await open(page, 'select', 'Select');
  await page.getByRole('combobox', { name: 'Language' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Deu');
  await page.keyboard.press('Enter');
  await expect(demo(page, 'Single choice').getByRole('status')).toHaveText('Chosen: Deutsch');
});

test('autocomplete: a country suggestion is taken with the arrow keys and Enter', async ({ page }) => {
  await open(page, 'autocomplete', 'Autocomplete');
  const country = demo(page, 'Countries').getByRole('combobox', { name: 'Country' });
  await country.fill('pol');
  await expect(page.getByRole('option', { name: 'Poland' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Poland');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Taken from the suggestions: Poland')).toBeVisible();
});

test('combobox: a framework is searched and chosen with the keyboard', async ({ page }) => {
  await open(page, 'combobox', 'Combobox');
  const field = page.getByRole('combobox', { name: 'Framework' });
  await field.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('astro');
  await page.keyboard.press('Enter');
  await expect(field).toHaveText('Astro');
  await expect(field).toBeFocused();
});

test('checkbox: "select all" is partly checked, then checks every item', async ({ page }) => {
  await open(page, 'checkbox', 'Checkbox');
  const list = demo(page, 'List with select all');
  const all = list.getByRole('checkbox', { name: 'Select all' });
  await expect(all).toHaveAttribute('aria-checked', 'mixed');
  await all.click();
  await expect(all).toBeChecked();
  for (const item of ['E-mail', 'Text message', 'Push notification', 'Weekly digest', 'Product news'])
    await expect(list.getByRole('checkbox', { name: item })).toBeChecked();
  await expect(list.getByRole('status')).toHaveText('5 of 5 chosen');
});

test('radio: sending without a choice puts focus in the group; Space then chooses', async ({ page }) => {
  await open(page, 'radio', 'Radio');
  const form = page.getByRole('form', { name: 'How to contact you' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Choose an option.')).toBeVisible();
  const email = form.getByRole('radio', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await page.keyboard.press('Space');
  await expect(email).toBeChecked();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('We will contact you by E-mail.')).toBeVisible();
});

test('switch: a switch turns on from the keyboard', async ({ page }) => {
  await open(page, 'switch', 'Switch');
  const bluetooth = page.getByRole('switch', { name: 'Bluetooth' });
  await bluetooth.focus();
  await page.keyboard.press('Space');
  await expect(bluetooth).toBeChecked();
  await expect(demo(page, 'Basic').getByRole('status')).toHaveText('2 switched on');
});

test('slider: arrow keys move the slider and its number field follows; a typed number moves the slider', async ({
  page,
}) => {
  await open(page, 'slider', 'Slider');
  const slider = page.getByRole('slider', { name: 'Budget' });
  const amount = page.getByLabel('Budget amount');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(amount).toHaveValue('1550');
  await amount.fill('1234');
  await amount.blur();
  await expect(slider).toHaveAttribute('aria-valuenow', '1250');
  await expect(amount).toHaveValue('1250');
  await amount.fill('9000');
  await expect(page.getByText('Enter a number from 0 to 5000.')).toBeVisible();
  await expect(amount).toHaveValue('9000');
});

test('range slider: each thumb moves with the keyboard and its field follows', async ({ page }) => {
  await open(page, 'range-slider', 'Range slider');
  await page.getByRole('slider', { name: 'Youngest age' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Age from')).toHaveValue('26');
  await page.getByRole('slider', { name: 'Oldest age' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByLabel('Age to')).toHaveValue('44');
});

test('rating: the stars are chosen with the arrow keys and the choice is read back', async ({ page }) => {
  await open(page, 'rating', 'Rating');
  const stars = page.getByRole('radiogroup', { name: 'Rate your stay' });
  const star = (count: number) => stars.getByRole('radio', { name: `${count} of 5 stars` });
  // Clicked again until it answers: on a busy machine the page hydrates after the network is idle.
  await expect(async () => {
    await star(1).click();
    await expect(star(1)).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('ArrowRight');
  await expect(star(2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(star(3)).toBeFocused();
  // An arrow key chooses as it moves, but Radix moves the focus a task later: a key released
  // before that (a fast key press on a busy machine) only moves. Space chooses the focused star.
  await page.keyboard.press('Space');
  await expect(star(3)).toBeChecked();
  await expect(demo(page, 'Interactive').getByRole('status')).toHaveText('Your rating: 3 of 5 stars');
});

test('custom input: a checkbox card is checked by clicking anywhere on it', async ({ page }) => {
  await open(page, 'custom-input', 'Custom input');
  const extras = demo(page, 'Checkbox cards with icons');
  await extras.getByText('A place in the garage.').click();
  await expect(extras.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  await expect(extras.getByRole('status')).toHaveText('2 extras chosen');
});

test('date picker: a day is picked in the calendar with the keyboard', async ({ page }) => {
  await open(page, 'date-time-picker', 'Date and time picker');
  const single = demo(page, 'Single date');
  await single.getByRole('button', { name: /^Arrival/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Arrival' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(single.getByRole('status')).toHaveText(/^Arrival: \w+day, /);
});

test('file input: a file over the limit is refused with its name; a small one uploads', async ({ page }) => {
  await open(page, 'file-input', 'File input');
  const single = demo(page, 'Single file');
  const input = single.getByLabel('Choose a picture');
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024),
  });
  await expect(single.getByRole('alert')).toHaveText('“big.png” is larger than 1 MB. Choose a smaller file.');
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.alloc(2048) });
  const list = single.getByRole('list', { name: 'Chosen picture' });
  await expect(list.getByText('me.png')).toBeVisible();
  await expect(list.getByRole('progressbar', { name: 'me.png' })).toHaveAttribute('aria-valuenow', '100');
});

test('editor: a word made bold shows as <strong> in the HTML output', async ({ page }) => {
  await open(page, 'editors', 'Editors');
  const editor = page.getByRole('textbox', { name: 'Article' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Hello');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  const bold = page
    .getByRole('toolbar', { name: 'Formatting' })
    .first()
    .getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('HTML output')).toHaveValue(/<strong>Hello<\/strong>/);
  await expect(page.getByText(/\d+ characters, \d+ words/)).toBeVisible();
});

test('form layouts: an empty form shows its errors and focuses the first field; a valid one is accepted', async ({
  page,
}) => {
  await open(page, 'form-layouts', 'Form layouts');
  const form = page.getByRole('form', { name: 'Vertical' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(form.getByText('Enter at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Write at least 10 characters.')).toBeVisible();
  await form.getByLabel('Full name').fill('Jan Kowalski');
  await form.getByLabel('E-mail').fill('jan@example.com');
  await form.getByLabel('Message').fill('Please call me back tomorrow.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Saved. This is a demo form: nothing was stored.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Please call me back tomorrow.');
});

test('form validation: errors on submit move focus to the first invalid field and keep what was typed; fixed, it succeeds', async ({
  page,
}) => {
  await open(page, 'form-validation', 'Form validation');
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Username').fill('admin');
  await form.getByLabel('E-mail').fill('ada@');
  await form.getByLabel('Password', { exact: true }).fill('engine-1843');
  await form.getByLabel('Repeat the password').fill('engine-1842');
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(form.getByLabel('Username')).toBeFocused();
  await expect(form.getByText('This username is already taken. Try another one.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByText('The passwords do not match.')).toBeVisible();
  await expect(form.getByText('Choose a plan.')).toBeVisible();
  await expect(form.getByText('Accept the terms to continue.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('E-mail')).toHaveValue('ada@');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('engine-1843');

  await form.getByLabel('Username').fill('ada_l');
  await form.getByLabel('Username').blur();
  await expect(form.getByText('This username is available.')).toBeVisible();
  await form.getByLabel('E-mail').fill('ada@example.com');
  await form.getByLabel('Repeat the password').fill('engine-1843');
  await form.getByRole('radio', { name: 'Team' }).check();
  await form.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(/Everything is valid and the server agrees/)).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
});
