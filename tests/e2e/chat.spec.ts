import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

// Two members of their own on a site no other spec writes messages on, so counts are theirs alone.
const SITE = 'bible';
const ORIGIN = siteOrigin(SITE);
const PASSWORD = 'chat-e2e-password-42';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** A new member of the site (scope internal, as anyone registering), signed in in a context of their own. */
async function registeredMember(browser: Browser, name: string): Promise<{ page: Page; id: string }> {
  const page = await (await browser.newContext({ userAgent: DESKTOP })).newPage();
  await dismissCookieBanner(page);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  await page.goto(`${ORIGIN}/en/not-authorized`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name, email, password: PASSWORD },
  );
  expect(status).toBe(200);
  await signIn(page, SITE, email, PASSWORD);
  const id = await page.evaluate(
    async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
  );
  return { page, id };
}

/** The chat page with the member's realtime connection up (the shell's status line says so). */
async function openChat(page: Page, query = '') {
  await page.goto(`${ORIGIN}/en/apps/chat${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByTestId('call-status')).toContainText('Me: Connected', { timeout: 15_000 });
}

test('a chat message arrives live in the other member’s chat, with the typing state, and in My messages', async ({
  browser,
}) => {
  // Two registrations, two live deliveries and three axe runs: about a minute, more beside other workers.
  test.setTimeout(180_000);
  const run = Date.now();
  const senderName = `Sara Sender ${run}`;
  const recipientName = `Rafael Reader ${run}`;
  const sender = await registeredMember(browser, senderName);
  const recipient = await registeredMember(browser, recipientName);

  // Nothing yet: the empty state says what to do.
  await openChat(recipient.page);
  await expect(recipient.page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expectAccessible(recipient.page, '/en/apps/chat (empty)');

  // The sender starts a chat from the contact picker.
  await openChat(sender.page);
  await sender.page.getByRole('button', { name: 'New chat' }).first().click();
  const picker = sender.page.getByRole('dialog', { name: 'Start a chat' });
  await picker.getByLabel('Find a member').fill(`Reader ${run}`);
  await picker.getByRole('link', { name: recipientName }).click();
  await expect(sender.page.getByRole('heading', { level: 2, name: recipientName })).toBeVisible();
  await expect(sender.page.getByText(`No messages with ${recipientName} yet. Say hello!`)).toBeVisible();
  await expect(sender.page.getByRole('link', { name: `Call ${recipientName}` })).toHaveAttribute(
    'href',
    `/en/my-call?to=${recipient.id}`,
  );

  const composer = sender.page.getByLabel(`Message to ${recipientName}`);
  await composer.fill('Hello Rafael, are you joining the reading group?');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(
    sender.page
      .getByRole('region', { name: `Messages with ${recipientName}` })
      .getByText('Hello Rafael, are you joining the reading group?'),
  ).toBeVisible();

  // No reload on the recipient's side: the conversation appears with its unread count.
  const conversation = recipient.page.getByRole('link', { name: new RegExp(senderName) });
  await expect(conversation).toBeVisible({ timeout: 15_000 });
  await expect(conversation).toContainText('1 unread message');
  await conversation.click();
  await expect(recipient.page.getByRole('heading', { level: 2, name: senderName })).toBeVisible();
  const thread = recipient.page.getByRole('region', { name: `Messages with ${senderName}` });
  await expect(thread.getByText('Hello Rafael, are you joining the reading group?')).toBeVisible();
  await expect(thread.getByRole('heading', { level: 3, name: 'Today' })).toBeVisible();

  // The sender types: the recipient sees it; Shift+Enter keeps a new line, Enter sends.
  await composer.pressSequentially('Starts at seven,', { delay: 120 });
  await expect(recipient.page.getByText('typing…', { exact: true })).toBeVisible({ timeout: 10_000 });
  await composer.press('Shift+Enter');
  await composer.pressSequentially('bring the book.');
  await expect(composer).toHaveValue('Starts at seven,\nbring the book.');
  await composer.press('Enter');
  await expect(thread.getByText(/Starts at seven,\s+bring the book\./)).toBeVisible({
    timeout: 15_000,
  });
  await expect(recipient.page.getByText('typing…', { exact: true })).toBeHidden();
  await expectAccessible(recipient.page, '/en/apps/chat (conversation)');

  // The same messages in My messages.
  await recipient.page.goto(`${ORIGIN}/en/my-messages`);
  await expect(
    recipient.page.getByText('Hello Rafael, are you joining the reading group?').first(),
  ).toBeVisible();

  // Right to left, with the conversation open.
  await recipient.page.goto(`${ORIGIN}/ar/apps/chat?with=${sender.id}`);
  await expect(recipient.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(recipient.page.getByRole('heading', { level: 2, name: senderName })).toBeVisible();
  await expectAccessible(recipient.page, '/ar/apps/chat (conversation)');

  // A phone shows one pane at a time, with a way back to the list.
  await recipient.page.setViewportSize({ width: 390, height: 800 });
  await recipient.page.goto(`${ORIGIN}/en/apps/chat?with=${sender.id}`);
  await expect(recipient.page.getByRole('heading', { level: 2, name: 'Chats' })).toBeHidden();
  await recipient.page.getByRole('link', { name: 'Back to all chats' }).click();
  await expect(recipient.page.getByRole('heading', { level: 2, name: 'Chats' })).toBeVisible();
  await expect(recipient.page.getByRole('heading', { level: 2, name: senderName })).toBeHidden();

  await sender.page.context().close();
  await recipient.page.context().close();
});
