import { expect, signIn, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, siteOrigin } from './helpers';

const TUTORING = siteOrigin('tutoring');

test('a message from one member appears in the other’s open inbox without a reload, with the badge', async ({
  browser,
}) => {
  // Two members, a publication, a message and a reply: 20–25 s alone, close to the 30 s default
  // when another worker runs a call beside it.
  test.slow();
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await dismissCookieBanner(owner);
  await signIn(owner, 'tutoring', 'member@tutoring.test');

  // The owner publishes an offer…
  const name = `Algebra lessons ${Date.now()}`;
  const offerId = await createListingThroughForm(owner, 'tutoring', name);

  // …and keeps the inbox open.
  await owner.goto(`${TUTORING}/en/my-messages`);
  await expect(owner.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
  const menu = owner.getByRole('navigation', { name: 'Main navigation' }).first();

  // Another signed-in member writes through the offer page.
  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await dismissCookieBanner(sender);
  await signIn(sender, 'tutoring', 'admin@tutoring.test');
  await sender.goto(`${TUTORING}/en/offer/${offerId}`);
  const form = sender.getByRole('form', { name: 'Send message' });
  await form.getByLabel('Name').fill('Ada Admin');
  await form.getByLabel('E-mail').fill('admin@tutoring.test');
  await form.getByLabel('Message').fill('Do you also teach geometry on weekends?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(sender.getByText('Thank you for your message!')).toBeVisible();

  // No reload on the owner's side: the realtime push refreshes the inbox and the badge.
  await expect(owner.getByText('Do you also teach geometry on weekends?').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(menu.getByText(/1 unread/)).toBeVisible();

  // The owner answers the member (shown with their account name) in the inbox.
  await owner
    .getByRole('link', { name: /Admin tutoring/ })
    .first()
    .click();
  await owner.getByLabel('Your reply to Admin tutoring').fill('Yes, Saturdays from 10:00.');
  await owner.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(owner.getByText('Yes, Saturdays from 10:00.').first()).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Call' }).first()).toHaveAttribute(
    'href',
    /\/en\/my-call\?to=/,
  );

  await ownerContext.close();
  await senderContext.close();
});
