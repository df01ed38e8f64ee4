import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { dataDir } from '@/lib/data-dir';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const FROM = process.env.MAIL_FROM || 'no-reply@localhost';

/**
 * Sends through SMTP_URL when set. Without it the mail is written to the local outbox folder
 * ($DATA_DIR/outbox) and the server log, so password resets work on the embedded default and in tests.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (process.env.SMTP_URL) {
    await createTransport(process.env.SMTP_URL).sendMail({ from: FROM, ...mail });
    return;
  }
  const outbox = join(dataDir(), 'outbox');
  await mkdir(outbox, { recursive: true });
  const file = join(outbox, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`);
  await writeFile(file, JSON.stringify({ from: FROM, ...mail, sentAt: new Date().toISOString() }, null, 2));
  console.info(`[mail] to ${mail.to}: "${mail.subject}" (no SMTP_URL; saved in ${file})\n${mail.text}`);
}
