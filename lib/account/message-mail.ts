import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { runInBackground } from '@/lib/background-tasks';
import type { Database } from '@/lib/db/client';
import { memberProfile, user } from '@/lib/db/schema';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import { sendMail } from '@/lib/mail/mailer';
import { reserveAttempt } from '@/lib/rate-limit/fixed-window';
import { MESSAGE_MAIL_RULE } from '@/lib/rate-limit/rules';
import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';

async function sendNotices(db: Database, site: SiteConfig, recipientIds: string[], senderName: string) {
  const recipients = await db
    .select({ id: user.id, email: user.email, name: user.name, locale: memberProfile.locale })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(and(inArray(memberProfile.userId, recipientIds), eq(memberProfile.notifyMessagesByEmail, true)));
  for (const recipient of recipients) {
    if ((await reserveAttempt(db, `message-mail:${recipient.id}`, MESSAGE_MAIL_RULE)) !== null) continue;
    const locale = isLocale(recipient.locale) ? recipient.locale : site.defaultLang;
    const t = await translatorFor(locale, 'AccountSettings');
    const values = {
      name: recipient.name,
      sender: senderName,
      appName: site.appName,
      url: siteUrl(site, localePath(locale, '/my-messages')),
    };
    await sendMail({
      to: recipient.email,
      subject: t('messageMailSubject', values),
      text: t('messageMailBody', values),
    });
  }
}

/**
 * "E-mail me when a message arrives": tells each recipient who asked for it, in their language,
 * that `senderName` wrote to them on this site, with a link to their inbox there. The mail carries
 * the name the inbox shows and nothing else of the sender (no address, no text). Sent after the
 * answer, like every mail (lib/background-tasks.ts).
 */
export function mailMessageNotices(
  db: Database,
  site: SiteConfig,
  recipientIds: string[],
  senderName: string,
): void {
  if (recipientIds.length)
    runInBackground(sendNotices(db, site, recipientIds, senderName), 'message notice mail');
}
