import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { expect, expectAccessible, test } from './fixtures';
import { dismissCookieBanner, e2eDatabaseUrl, rawRequest, siteHost, siteOrigin } from './helpers';

/*
 * The academy (docs/apps.md "Academy") on a course of the AI-services site written straight into
 * the e2e server's database (it starts without demo content): a visitor reads it, signs in through
 * its link and comes back, enrols, completes a lesson and sees the progress on My courses.
 */
const SITE = 'ai-services';
const ORIGIN = siteOrigin(SITE);
const stamp = Date.now();
const COURSE = { id: randomBytes(12).toString('base64url'), title: `Spreadsheets with AI ${stamp}` };
const LESSONS = [
  { id: randomBytes(12).toString('base64url'), title: 'Cleaning a messy table', minutes: 12 },
  { id: randomBytes(12).toString('base64url'), title: 'Formulas explained in plain words', minutes: 18 },
];

// A worker may run this file's tests in two groups, each with this hook: the course is written once.
test.beforeAll(async () => {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO course (id, site_id, title, description, level) VALUES ($1, $2, $3, $4, 'intermediate')
       ON CONFLICT (id) DO NOTHING`,
      [COURSE.id, SITE, COURSE.title, 'Let an assistant tidy, explain and check your spreadsheets.'],
    );
    for (const [position, item] of LESSONS.entries())
      await client.query(
        `INSERT INTO lesson (id, course_id, position, title, body, minutes) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [item.id, COURSE.id, position, item.title, `${item.title}: the lesson's text.`, item.minutes],
      );
  } finally {
    await client.end();
  }
});
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const detailsPath = `/apps/academy/course-details?course=${COURSE.id}`;

test('a visitor signs in from a course, enrols, completes a lesson and sees the progress', async ({
  page,
}) => {
  test.slow(); // a sign-in and six page loads, two of them checked by axe in two languages
  for (const lang of ['en', 'ar']) {
    await page.goto(`${ORIGIN}/${lang}${detailsPath}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expectAccessible(page, `/${lang}${detailsPath} (visitor)`, { soft: true });
  }

  await page.goto(`${ORIGIN}/en${detailsPath}`);
  const lessons = page.getByRole('navigation', { name: 'Lessons' });
  await expect(lessons.getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: LESSONS[0]!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Sign in to enrol' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(`member@${SITE}.test`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en${detailsPath}`);

  await page.getByRole('button', { name: 'Enrol' }).click();
  const progress = page.getByRole('progressbar', { name: `Progress in ${COURSE.title}` });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 2 lessons completed');
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', '1 of 2 lessons completed');
  await expect(lessons.getByRole('link', { name: `${LESSONS[0]!.title} (completed)` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: LESSONS[1]!.title })).toBeVisible();
  await expect(lessons.getByRole('link', { name: LESSONS[1]!.title })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectAccessible(page, `/en${detailsPath} (member)`, { soft: true });

  await page.goto(`${ORIGIN}/en/apps/academy/my-course?q=${encodeURIComponent(COURSE.title)}`);
  const taken = page.getByRole('region', { name: 'Courses you take' });
  await expect(taken.getByRole('progressbar', { name: `Progress in ${COURSE.title}` })).toHaveAttribute(
    'aria-valuetext',
    '1 of 2 lessons completed',
  );
  await expect(taken.getByText('18 min left')).toBeVisible();
  await expectAccessible(page, '/en/apps/academy/my-course (member)', { soft: true });
  await taken.getByRole('link', { name: 'Completed' }).click();
  await expect(taken.getByText('No course matches this search and filter.')).toBeVisible();

  // The academy dashboard lists the member's unfinished courses too.
  await page.goto(`${ORIGIN}/en/apps/academy/dashboard`);
  await expect(
    page
      .getByRole('region', { name: 'Courses you take' })
      .getByRole('progressbar', { name: `Progress in ${COURSE.title}` }),
  ).toHaveAttribute('aria-valuetext', '1 of 2 lessons completed');

  await page.goto(`${ORIGIN}/ar/apps/academy/my-course`);
  await expect(page.getByRole('heading', { level: 1, name: 'دوراتي' })).toBeVisible();
  await expectAccessible(page, '/ar/apps/academy/my-course (member)', { soft: true });
});

test('a visitor sees the catalogue and is invited to sign in; an unknown course is not found', async ({
  page,
}) => {
  test.slow(); // axe and three requests on a busy runner
  await page.goto(`${ORIGIN}/en/apps/academy/my-course`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to learn' })).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Course catalogue' });
  await expect(catalogue.getByRole('link', { name: COURSE.title })).toBeVisible();
  await expectAccessible(page, '/en/apps/academy/my-course (visitor)', { soft: true });

  // Another site's course, an unknown one and a malformed id: the same 404 (no console error to expect).
  for (const course of ['nosuchcourse1', '..%2Fetc'])
    expect(
      (
        await rawRequest(`/en/apps/academy/course-details?course=${course}`, {
          headers: { host: siteHost(SITE) },
        })
      ).status,
    ).toBe(404);
  const bond = await rawRequest(`/en${detailsPath}`, { headers: { host: siteHost('bond') } });
  expect(bond.status).toBe(404);
});
