import 'server-only';
import { localeFromUrl, translatorFor } from '@/lib/i18n/translator';
import { sendMail } from '@/lib/mail/mailer';
import { getSite } from '@/sites';
import { siteOfRequest } from './hosts';

interface MailUser {
  email: string;
  name: string;
}

export async function sendResetPasswordMail(user: MailUser, url: string, request?: Request): Promise<void> {
  const locale = localeFromUrl(url, request?.headers.get('referer'));
  const site = getSite(siteOfRequest(request));
  const t = await translatorFor(locale, 'Email');
  await sendMail({
    to: user.email,
    subject: t('resetSubject', { appName: site.appName }),
    text: t('resetBody', { name: user.name, appName: site.appName, url }),
  });
}

/** Someone tried to register with an e-mail that has an account: tell its owner, not the visitor. */
export async function sendExistingAccountMail(user: MailUser, request?: Request): Promise<void> {
  const locale = localeFromUrl(request?.headers.get('referer'));
  const site = getSite(siteOfRequest(request));
  const t = await translatorFor(locale, 'Email');
  await sendMail({
    to: user.email,
    subject: t('existingSubject', { appName: site.appName }),
    text: t('existingBody', { name: user.name, appName: site.appName }),
  });
}
