import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';
import { dataDir } from '@/lib/data-dir';
import { EnvironmentError, mailTransport, serverEnv } from '@/lib/env/server';

/** One pooled SMTP connection set per process, kept while SMTP_URL stays the same. */
let smtp: { url: string; transporter: Transporter } | null = null;

function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    const pooled = new URL(url);
    pooled.searchParams.set('pool', 'true');
    smtp = { url, transporter: createTransport(pooled.toString()) };
  }
  return smtp.transporter;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through SMTP_URL. With MAIL_TRANSPORT=outbox (the launcher's embedded default), or outside
 * production without SMTP_URL, the mail is written to the local outbox folder ($DATA_DIR/outbox)
 * and the server log, so password resets work on the embedded default and in tests.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = serverEnv();
  const FROM = env.MAIL_FROM;
  const transport = mailTransport(env);
  if (!transport) throw new EnvironmentError('Mail needs SMTP_URL (or MAIL_TRANSPORT=outbox).');
  if (transport.kind === 'smtp') {
    await smtpTransporter(transport.url).sendMail({ from: FROM, ...mail });
    return;
  }
  const outbox = join(dataDir(), 'outbox');
  await mkdir(outbox, { recursive: true });
  const file = join(outbox, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`);
  await writeFile(file, JSON.stringify({ from: FROM, ...mail, sentAt: new Date().toISOString() }, null, 2));
  console.info(`[mail] to ${mail.to}: "${mail.subject}" (outbox: saved in ${file})\n${mail.text}`);
}
