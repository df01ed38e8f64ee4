import type { Locator, Page } from '@playwright/test';
import { HAS_LIVEKIT, hangUp, LIVEKIT_PORT, member, placeCall } from './call-helpers';
import { expect, test } from './fixtures';
import { siteOrigin } from './helpers';

// calls.spec.ts calls on bond at the same time; these members are tutoring's.
const SITE = 'tutoring';

// Two members in a real LiveKit room (the SFU the launcher starts from .tools/, docs/architecture.md §6),
// with Chromium's fake camera, microphone and screen.
if (!HAS_LIVEKIT)
  console.warn(
    '\n*** SKIPPED: the call tests on the real SFU (no .tools/livekit-server; `npm run livekit:install` builds it) ***\n',
  );

const remote = (page: Page, kind: 'camera' | 'screen' = 'camera'): Locator =>
  page.locator(`[data-testid="call-tile"][data-kind="${kind}"][data-local="false"]`);

/** Frames arrive: the remote video has a size and its clock moves. */
async function expectVideoPlaying(tile: Locator) {
  const video = tile.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(start);
}

/** A remote microphone is subscribed: an audio element plays a live audio track. */
async function expectRemoteAudio(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('audio')].some((audio) =>
          (audio.srcObject as MediaStream | null)
            ?.getAudioTracks()
            .some((track) => track.readyState === 'live'),
        ),
      ),
    )
    .toBe(true);
}

test.describe('calls on the real SFU', () => {
  test.skip(!HAS_LIVEKIT, 'no LiveKit SFU installed (npm run livekit:install)');
  test.describe.configure({ mode: 'serial' });

  test('two members see and hear each other; mute, camera, screen and leaving reach the other side', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { callee, caller } = await placeCall(browser, SITE);
    await callee.page
      .getByRole('region', { name: 'Incoming calls' })
      .getByRole('button', { name: 'Accept' })
      .click({ timeout: 15_000 });

    for (const side of [caller, callee]) {
      await expectVideoPlaying(remote(side.page));
      await expectRemoteAudio(side.page);
    }

    const controls = caller.page.getByRole('group', { name: 'Call controls' });
    await controls.getByRole('button', { name: 'Mute' }).click();
    await controls.getByRole('button', { name: 'Stop video' }).click();
    await expect(remote(callee.page)).toHaveAttribute('data-mic-muted', 'true');
    await expect(remote(callee.page)).toHaveAttribute('data-video', 'off');
    await expect(remote(callee.page)).toContainText('Camera off');
    await expect(remote(callee.page)).toContainText('Microphone off');

    await controls.getByRole('button', { name: 'Unmute' }).click();
    await controls.getByRole('button', { name: 'Start video' }).click();
    await expect(remote(callee.page)).toHaveAttribute('data-mic-muted', 'false');
    await expectVideoPlaying(remote(callee.page));

    await controls.getByRole('button', { name: 'Share screen' }).click();
    await expect(remote(callee.page, 'screen')).toBeVisible({ timeout: 15_000 });
    await expect(remote(callee.page, 'screen')).toContainText('Screen of');
    await controls.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(remote(callee.page, 'screen')).toHaveCount(0);

    await callee.page
      .getByRole('group', { name: 'Call controls' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(remote(caller.page)).toHaveCount(0, { timeout: 15_000 });
    await expect(caller.page.locator('[data-testid="call-tile"]')).toHaveCount(1);
    await controls.getByRole('button', { name: 'Leave' }).click();
    await expect(caller.page.getByRole('button', { name: 'Join a call' })).toBeVisible();
    await hangUp(callee, caller);
  });

  test('a member outside the pair gets no token for its room, and the SFU refuses a tampered token', async ({
    browser,
    request,
  }) => {
    const [first, second, third] = await Promise.all(
      (['member', 'admin', 'viewer'] as const).map((role) => member(browser, role, SITE)),
    );
    const askToken = (roomName: string) =>
      third!.page.evaluate(async (room) => {
        const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
        const response = await fetch('/api/livekit/token', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ roomName: room, participantName: 'Third' }),
        });
        return { status: response.status, body: (await response.json()) as { token?: string } };
      }, roomName);

    expect((await askToken(`${first!.id}_${second!.id}`)).status).toBe(400);
    const own = await askToken(`diag_${third!.id}`);
    expect(own.status).toBe(200);

    const validate = (token: string) =>
      request.get(`http://127.0.0.1:${LIVEKIT_PORT}/rtc/validate?access_token=${token}`);
    expect((await validate(own.body.token!)).status()).toBe(200);
    const [header, payload, signature] = own.body.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { video: { room: string } };
    claims.video.room = `${SITE}:${first!.id}_${second!.id}`;
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    expect((await validate(tampered)).status()).toBe(401);
    await hangUp(first!, second!, third!);
  });

  test('the diagnostics page passes every check against the SFU', async ({ browser }) => {
    test.setTimeout(90_000);
    const { page } = await member(browser, 'member', SITE);
    await page.goto(`${siteOrigin(SITE)}/en/my-call/diagnostics`);
    const checks = page.locator('[data-check]');
    await expect(checks.first()).toBeVisible();
    await expect
      .poll(() => checks.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))), {
        timeout: 60_000,
      })
      .not.toContainEqual(expect.stringMatching(/idle|running/));
    const statuses = Object.fromEntries(
      await checks.evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-check'), row.getAttribute('data-status')]),
      ),
    );
    expect(statuses.websocket).toBe('success');
    expect(statuses.publishVideo).toBe('success');
    for (const [check, status] of Object.entries(statuses))
      expect(['success', 'skipped'], check).toContain(status);
    await page.context().close();
  });
});
