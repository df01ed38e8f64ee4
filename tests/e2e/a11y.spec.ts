import type { Browser, Cookie, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { preferenceCookieName, preferencePrefix } from '@/lib/preferences/registry';
import { ROUTES } from '@/lib/routing/routes';
import { SITES } from '@/sites';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { SFU_PROBLEMS } from './call-helpers';
import { siteOrigin } from './helpers';

/*
 * docs/architecture.md §9: every page of the route table and every other page or menu the e2e
 * suite opens, in English and Arabic, light and dark, has no serious or critical axe-core
 * violation. One test per page; each checks English and Arabic in light and English in dark. The
 * cookie banner is left open: first-time visitors see it on every page.
 */
const SITE = SITES['real-estate'];
const ORIGIN = siteOrigin(SITE.id);
const THEME_COOKIE = preferenceCookieName(preferencePrefix(SITE.appTitle), 'theme');
const OWNER = `admin@${SITE.id}.test`;
type Messages = typeof import('@/messages/en.json');
const LANGUAGES = ['en', 'ar'] as const;
const messagesOf = (lang: string): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'));

/** Opens a menu or drawer after the page has loaded, with the page's own wording. */
type Open = (page: Page, messages: Messages) => Promise<void>;

/** Switches to the dark theme as the customizer does: the cookie for later requests, `<html>` now. */
async function switchToDark(page: Page): Promise<void> {
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'dark', url: ORIGIN }]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  // Colours change through CSS transitions: axe must read the end colours, not the ones in between.
  await page.waitForFunction(() => !document.getAnimations().some((item) => item instanceof CSSTransition));
}

/**
 * Loads `path` in English and Arabic with the light theme chosen (the cookie, applied by the server
 * or the head script), opens what `open` opens and runs axe. In English it then switches to dark
 * and runs the colour rules again: the theme changes colours only, and the colours are the same in
 * both writing directions.
 */
async function expectEveryVariantAccessible(page: Page, path: string, open?: Open): Promise<void> {
  for (const lang of LANGUAGES) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: ORIGIN }]);
    await page.goto(`${ORIGIN}/${lang}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await open?.(page, messagesOf(lang));
    await expectAccessible(page, `/${lang}${path} (light)`, { soft: true });
    if (lang !== 'en') continue;
    await switchToDark(page);
    await expectAccessible(page, `/${lang}${path} (dark)`, { soft: true, coloursOnly: true });
  }
}

/** The signed-in member's cookies, from one sign-in per worker: each costs a page load and a request. */
let memberCookies: Cookie[] | undefined;

async function signInOnce(page: Page, email: string): Promise<void> {
  if (memberCookies && email === OWNER) {
    await page.context().addCookies(memberCookies);
    // Another spec may have ended the session (a password change, sign-out everywhere). Asked by
    // the browser: only it resolves the site's *.localhost host.
    const session = await page.goto(`${ORIGIN}/api/auth/get-session`);
    if ((await session?.json().catch(() => null))?.user) return;
  }
  await signIn(page, SITE.id, email);
  if (email === OWNER) memberCookies = await page.context().cookies(ORIGIN);
}

/** A new page with its own client address: the sign-in limit counts per address. */
const visitorPage = (browser: Browser) =>
  browser.newPage({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });

/** A published listing of OWNER with one message from another member: the offer, edit and inbox pages. */
async function listingWithMessage(browser: Browser): Promise<{ offerId: string; word: string }> {
  const word = `Axe${Date.now()}`;
  const owner = await visitorPage(browser);
  await signIn(owner, SITE.id, OWNER);
  await owner.goto(`${ORIGIN}/en/add-new`);
  await owner.getByLabel('Product name').fill(`${word} flat with a balcony`);
  await owner.getByLabel('Description').fill('A bright flat with a balcony, close to the park and the tram.');
  await owner.getByLabel(/^Price/).fill('2400');
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner).toHaveURL(`${ORIGIN}/en/my-items`, { timeout: 15_000 });
  const href = await owner.getByRole('link', { name: new RegExp(word) }).getAttribute('href');
  const offerId = href!.split('/').at(-2)!;
  await owner.close();

  const sender = await visitorPage(browser);
  await signIn(sender, SITE.id, `member@${SITE.id}.test`);
  await sender.goto(`${ORIGIN}/en/offer/${offerId}`);
  const form = sender.getByRole('form', { name: 'Send message' });
  await form.getByLabel('Name').fill('Mia Member');
  await form.getByLabel('E-mail').fill(`member@${SITE.id}.test`);
  await form.getByLabel('Message').fill('Is the flat still available in March?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(sender.getByText('Thank you for your message!')).toBeVisible();
  await sender.close();
  return { offerId, word };
}

/**
 * One test per page: two page loads and three axe runs, more than the default 30 s on a busy
 * runner, and over a minute for the largest galleries (hundreds of icon buttons, dozens of cards).
 */
function accessibilityTest(
  name: string,
  path: () => string,
  { as, open }: { as?: string; open?: Open } = {},
) {
  test(name, async ({ page }) => {
    test.setTimeout(150_000);
    if (as) await signInOnce(page, as);
    await expectEveryVariantAccessible(page, path(), open);
  });
}

/** What a page of the table needs to show its form rather than its empty state. */
const QUERY: Record<string, string> = { '/reset-password': '?token=abc' };

test.describe('the pages of the route table', () => {
  // Shell pages as a signed-in member may see them, the others as a visitor.
  for (const rule of ROUTES.filter((candidate) => !candidate.path.includes('['))) {
    const path = `${rule.path === '/' ? '' : rule.path}${QUERY[rule.path] ?? ''}`;
    const as = rule.layout === 'shell' ? OWNER : undefined;
    if (rule.path === '/my-call/diagnostics')
      test.describe(() => {
        // The diagnostics try the video server: without it, the browser's log line for the absent SFU.
        test.use({ expectedPageProblems: SFU_PROBLEMS });
        accessibilityTest(rule.path, () => path, { as });
      });
    else accessibilityTest(rule.path, () => path, { as });
  }
});

test.describe('other pages the suite opens', () => {
  accessibilityTest('not found', () => '/no/such/page');
  accessibilityTest('calling someone', () => '/my-call?to=someone123', { as: OWNER });
});

test.describe('menus and drawers the other tests open', () => {
  accessibilityTest('language menu', () => '', {
    open: async (page) => {
      await page.getByRole('banner').locator('summary').click();
      await expect(page.getByRole('banner').getByRole('list')).toBeVisible();
    },
  });
  accessibilityTest('theme customizer', () => '/my-items', {
    as: OWNER,
    open: async (page, messages) => {
      await page.getByRole('button', { name: messages.Customizer.open }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  });
  accessibilityTest('account menu', () => '/my-items', {
    as: OWNER,
    open: async (page, messages) => {
      await page.getByRole('button', { name: messages.UserMenu.open }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  });
  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });
    accessibilityTest('navigation on a phone', () => '/my-items', {
      as: OWNER,
      open: async (page, messages) => {
        await page.getByRole('button', { name: messages.Nav.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    });
  });
});

test.describe('pages that show a listing', () => {
  let listing: { offerId: string; word: string };
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    listing = await listingWithMessage(browser);
  });
  accessibilityTest('search', () => `/search?q=${listing.word}`);
  accessibilityTest('offer', () => `/offer/${listing.offerId}`);
  accessibilityTest('edit item', () => `/my-items/${listing.offerId}/edit`, { as: OWNER });
  accessibilityTest('my messages', () => '/my-messages', { as: OWNER });
});
