import {
  BOND,
  HAS_LIVEKIT,
  hangUp,
  member,
  personalRoomJoined,
  placeCall,
  SFU_PROBLEMS,
} from './call-helpers';
import { expect, test } from './fixtures';
import { createListingThroughForm, siteOrigin } from './helpers';

// The invitation flow up to the room; what happens in the room, on the real SFU, is calls-sfu.spec.ts.

test.describe('calls', () => {
  // Two members, each a browser with a fake camera, signed in and calling: past the default 30 s
  // when the other worker runs a heavy page (the suite runs two at once on two cores).
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  // An accepted call joins its room: the browser's log line for the absent SFU.
  test.use({ expectedPageProblems: SFU_PROBLEMS });

  test('the pre-join pane lists the fake camera and microphone and shows a live preview', async ({
    browser,
  }) => {
    const { page } = await member(browser, 'member');
    await page.goto(`${BOND}/en/my-call?to=someone123`);
    const camera = page.getByLabel(/camera/i).first();
    await expect(camera).toBeVisible();
    await expect
      .poll(async () => await page.locator('select').first().locator('option').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.videoWidth ?? 0), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const join = page.getByRole('button', { name: 'Join a call' });
    await expect(join).toBeEnabled();
    await page.getByLabel(/room/i).first().fill('');
    await expect(join).toBeDisabled();
    await page.context().close();
  });

  test('A calls B, B sees the invitation and accepts: both go to the {A}_{B} room', async ({ browser }) => {
    const { callee, caller } = await placeCall(browser);

    const snackbar = callee.page.getByRole('region', { name: 'Incoming calls' });
    await expect(snackbar).toBeVisible({ timeout: 15_000 });
    await snackbar.getByRole('button', { name: 'Accept' }).click();
    await expect(callee.page).toHaveURL(`${BOND}/en/my-call?room=${caller.id}_${callee.id}`);
    await expect(caller.page.getByTestId('call-status')).toContainText('Call accepted', { timeout: 15_000 });
    await expect(caller.page.getByTestId('call-status')).toContainText(
      `Conf: Connected room: room_${caller.id}_${callee.id}`,
    );
    await hangUp(callee, caller);
  });

  test('a declined call reaches the caller', async ({ browser }) => {
    const { callee, caller } = await placeCall(browser);
    const snackbar = callee.page.getByRole('region', { name: 'Incoming calls' });
    await snackbar.getByRole('button', { name: 'Decline' }).click({ timeout: 15_000 });
    await expect(snackbar).toBeHidden();
    await expect(caller.page.getByTestId('call-status')).toContainText('The call was declined.', {
      timeout: 15_000,
    });
    await hangUp(callee, caller);
  });

  test('a member reading a public offer page gets the call, accepts and joins the room at once', async ({
    browser,
  }) => {
    const callee = await member(browser, 'admin');
    const offerId = await createListingThroughForm(callee.page, 'bond', `Called offer ${Date.now()}`);
    const joined = personalRoomJoined(callee.page, callee.id);
    await callee.page.goto(`${BOND}/en/offer/${offerId}`);
    await joined;
    const caller = await member(browser, 'member');
    await caller.page.goto(`${BOND}/en/my-call?to=${callee.id}`);

    const snackbar = callee.page.getByRole('region', { name: 'Incoming calls' });
    await expect(snackbar).toContainText('Member bond is calling you', { timeout: 15_000 });
    await snackbar.getByRole('button', { name: 'Accept' }).click();
    await expect(callee.page).toHaveURL(`${BOND}/en/my-call?room=${caller.id}_${callee.id}`);
    await expect(caller.page.getByTestId('call-status')).toContainText('Call accepted', { timeout: 15_000 });
    // The call page is a new document: the acceptance still joins without a second click.
    await expect(
      HAS_LIVEKIT
        ? callee.page.getByRole('group', { name: 'Call controls' })
        : callee.page.getByText('The video server does not answer'),
    ).toBeVisible({ timeout: 20_000 });
    await hangUp(callee, caller);
  });

  test('a member on the front page or the search page can decline a call there', async ({ browser }) => {
    const callee = await member(browser, 'admin');
    const caller = await member(browser, 'member');
    for (const path of ['/en', '/en/search?q=bond']) {
      const joined = personalRoomJoined(callee.page, callee.id);
      await callee.page.goto(`${BOND}${path}`);
      await joined;
      await caller.page.goto(`${BOND}/en/my-call?to=${callee.id}`);
      const snackbar = callee.page.getByRole('region', { name: 'Incoming calls' });
      await snackbar.getByRole('button', { name: 'Decline' }).click({ timeout: 15_000 });
      await expect(snackbar).toBeHidden();
      await expect(caller.page.getByTestId('call-status')).toContainText('The call was declined.', {
        timeout: 15_000,
      });
      await caller.page.goto(`${BOND}/en/my-items`);
    }
    await hangUp(callee, caller);
  });

  test('an invitation left alone disappears after 30 s and counts as missed', async ({ browser }) => {
    test.setTimeout(90_000);
    const { callee, caller } = await placeCall(browser);
    const snackbar = callee.page.getByRole('region', { name: 'Incoming calls' });
    await expect(snackbar).toBeVisible({ timeout: 15_000 });
    await expect(snackbar).toBeHidden({ timeout: 35_000 });
    await expect(callee.page.getByTestId('call-status')).toContainText('1 missed call');
    await expect(caller.page.getByTestId('call-status')).toContainText('No answer.', { timeout: 10_000 });
    await hangUp(callee, caller);
  });
});

test('anonymous front and offer pages load no LiveKit or Socket.IO code', async ({ page, request }) => {
  // Node cannot resolve *.localhost: ask the local host with the bond site's Host header.
  const bondHost = { host: new URL(BOND).host };
  const sitemap = await (
    await request.get(`${siteOrigin('local')}/sitemap.xml`, { headers: bondHost })
  ).text();
  const offer = sitemap.match(/\/en\/offer\/[A-Za-z0-9_-]+/)?.[0];
  for (const path of ['/en', '/en/search?q=x', '/en/all', ...(offer ? [offer] : [])]) {
    const html = await (await request.get(`${siteOrigin('local')}${path}`, { headers: bondHost })).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    for (const src of scripts) {
      const code = await (await request.get(`${siteOrigin('local')}${src}`)).text();
      expect(code, `${path} → ${src}`).not.toMatch(/livekit|socket\.io-client|engine\.io/i);
    }
  }
  // Nor after loading, in the browser: without the signed-in hint the call area is never fetched.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(`${BOND}/en`);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const code = await (await request.get(url.replace(new URL(BOND).origin, siteOrigin('local')))).text();
    expect(code, url).not.toMatch(/socket\.io-client|engine\.io|public-call-area/i);
  }
  await page.goto(`${siteOrigin('local')}/en/my-call`);
  await expect(page).toHaveURL(/\/en\/login\?redirecturl=%2Fen%2Fmy-call/);
});
