import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { preferenceCookieName, preferencePrefix } from '@/lib/preferences/registry';
import { SITES } from '@/sites';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/apps.md "E-mail": a member's mailbox over the inbox's messages. The member registers on a site
 * no other spec counts messages on, so the demo accounts keep their inboxes.
 */
const SITE = 'ai-services';
const ORIGIN = siteOrigin(SITE);
const PASSWORD = 'mailbox-e2e-2026';
// Headless Chromium names itself in its user agent, as robots do: people use a desktop browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const THEME_COOKIE = preferenceCookieName(preferencePrefix(SITES[SITE].appTitle), 'theme');
const ar = JSON.parse(readFileSync('messages/ar.json', 'utf8')) as typeof import('@/messages/ar.json');

async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: DESKTOP, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  return page;
}

/** A new member of the site (scope internal, as anyone who registers), signed in on `page`. */
async function registeredMember(page: Page): Promise<void> {
  const email = `mailbox.${Date.now()}@example.com`;
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
    { name: 'Mia Mailbox', email, password: PASSWORD },
  );
  expect(status).toBe(200);
  await signIn(page, SITE, email, PASSWORD);
}

/** A visitor without an account writes to the offer's owner through its contact form. */
async function visitorWrites(browser: Browser, offerId: string, text: string): Promise<void> {
  const visitor = await personPage(browser);
  await visitor.goto(`${ORIGIN}/en/offer/${offerId}`);
  const form = visitor.getByRole('form', { name: 'Send message' });
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('E-mail').fill('vera.visitor@example.com');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText('Thank you for your message!')).toBeVisible();
  await visitor.context().close();
}

test('a member labels a message, moves it to the trash, restores it and finds it under the label', async ({
  browser,
}) => {
  // A publication, a contact message, a dozen steps through the mailbox and six axe runs: about a
  // minute alone, more beside other workers.
  test.setTimeout(180_000);
  const member = await personPage(browser);
  await registeredMember(member);
  const offer = `Prompt audit ${Date.now()}`;
  const offerId = await createListingThroughForm(member, SITE, offer);
  await visitorWrites(browser, offerId, 'Could you audit our support chatbot next month?');

  await member.goto(`${ORIGIN}/en/apps/email`);
  const folders = member.getByRole('navigation', { name: 'Mail folders' }).first();
  const list = member.getByRole('region', { name: 'Inbox' });
  await expect(list.getByRole('link', { name: new RegExp(offer) })).toBeVisible();
  await expect(folders.getByRole('link', { name: /Inbox.*1 unread/ })).toBeVisible();
  await expectAccessible(member, '/en/apps/email');

  // A new label, from the sidebar.
  const labelName = `Leads ${Date.now() % 100_000}`;
  const slug = labelName.toLowerCase().replace(' ', '-');
  await member.getByRole('complementary').getByRole('button', { name: 'New label' }).click();
  const dialog = member.getByRole('dialog', { name: 'New label' });
  await dialog.getByLabel('Name').fill('Trash');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/are the addresses of the fixed folders/)).toBeVisible();
  await expectAccessible(member, 'the label dialog');
  await dialog.getByLabel('Name').fill(labelName);
  await dialog.getByRole('radio', { name: 'Green' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const labelLink = member.getByRole('complementary').getByRole('link', { name: labelName });
  await expect(labelLink).toBeVisible();

  // Selected with its checkbox, labelled from the toolbar.
  await list.getByRole('checkbox', { name: 'Select the message from Vera Visitor' }).check();
  await expect(list.getByText('1 selected')).toBeVisible();
  await list.getByRole('button', { name: 'Labels' }).click();
  await member.getByRole('menuitemcheckbox', { name: labelName }).click();
  await expect(member.getByRole('status').filter({ hasText: `Label “${labelName}” applied` })).toBeAttached();
  await expect(list.getByRole('link', { name: new RegExp(offer) })).toContainText(labelName);

  // Opened: the whole text, and read for the inbox too.
  await list.getByRole('link', { name: new RegExp(offer) }).click();
  const reader = member.getByRole('region', { name: 'Open message' });
  await expect(reader.getByRole('heading', { name: offer })).toBeVisible();
  await expect(reader.getByText('Could you audit our support chatbot next month?')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Reply by e-mail' })).toBeVisible();
  await expect(folders.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  await expectAccessible(member, '/en/apps/email?m=…');

  // To the trash and back.
  await reader.getByRole('button', { name: 'Move to trash' }).click();
  await expect(reader.getByRole('heading', { name: offer })).toHaveCount(0);
  await expect(list.getByRole('link', { name: new RegExp(offer) })).toHaveCount(0);
  await folders.getByRole('link', { name: /Trash/ }).click();
  const trash = member.getByRole('region', { name: 'Trash' });
  await trash.getByRole('link', { name: new RegExp(offer) }).click();
  await member.getByRole('region', { name: 'Open message' }).getByRole('button', { name: 'Restore' }).click();
  await expect(trash.getByText('No messages here')).toBeVisible();
  await expectAccessible(member, '/en/apps/email/trash');

  // Under its label, in English and in Arabic.
  await labelLink.click();
  await expect(member).toHaveURL(`${ORIGIN}/en/apps/email/${slug}`);
  await expect(
    member.getByRole('region', { name: labelName }).getByRole('link', { name: new RegExp(offer) }),
  ).toBeVisible();
  await member.goto(`${ORIGIN}/ar/apps/email/${slug}`);
  await expect(
    member.getByRole('region', { name: labelName }).getByRole('link', { name: new RegExp(offer) }),
  ).toBeVisible();
  await expect(member.getByRole('navigation', { name: ar.MailApp.folders }).first()).toBeVisible();
  await expectAccessible(member, `/ar/apps/email/${slug}`);
  // Dark, as the customizer switches it: the cookie for later requests, `<html>` now.
  await member.context().addCookies([{ name: THEME_COOKIE, value: 'dark', url: ORIGIN }]);
  await member.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await member.waitForFunction(() => !document.getAnimations().some((item) => item instanceof CSSTransition));
  await expectAccessible(member, `/ar/apps/email/${slug} (dark)`);

  await member.context().close();
});

test('the mailbox asks signed-out visitors to sign in and answers an unknown folder with 404', async ({
  browser,
}) => {
  const page = await personPage(browser);
  await page.goto(`${ORIGIN}/en/apps/email/starred`);
  await expect(page).toHaveURL(/\/en\/login\?redirecturl=/);
  await signIn(page, SITE, `member@${SITE}.test`);
  const response = await page.goto(`${ORIGIN}/en/apps/email/no-such-label`);
  expect(response?.status()).toBe(404);
  await page.context().close();
});
