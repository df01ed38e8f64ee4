'use server';

import { getTranslations } from 'next-intl/server';
import { sendContactMessage } from '@/lib/contact/contact-action';
import { CONTACT_LIMITS } from '@/lib/contact/contact-types';
import { isLocale, LANGUAGE_NAME } from '@/lib/i18n/locales';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { comingSoonNotifySchema, notifyFieldError, type NotifyFormState } from './coming-soon-schema';

/**
 * The coming-soon page's "notify me" form. Nothing new is stored: the request reaches the site's
 * admins as a contact message (lib/contact, with its honeypot and rate limits), written in the
 * site's default language and naming the visitor's, so the admin knows how to answer.
 */
export async function requestLaunchNotice(
  previous: NotifyFormState,
  formData: FormData,
): Promise<NotifyFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = text('email');
  const attempt = previous.attempt + 1;
  const parsed = comingSoonNotifySchema.safeParse({ email });
  if (!parsed.success)
    return { status: 'error', fieldError: notifyFieldError(email) ?? 'emailInvalid', email, attempt };

  const site = await siteOfRequestHeaders();
  const pageLocale = text('locale');
  const t = await getTranslations({ locale: site.defaultLang, namespace: 'MiscPages.comingSoon' });
  const result = await sendContactMessage({
    name: parsed.data.email.slice(0, CONTACT_LIMITS.nameMax),
    email: parsed.data.email,
    message: t('adminMessage', {
      appName: site.appName,
      language: LANGUAGE_NAME[isLocale(pageLocale) ? pageLocale : site.defaultLang],
    }),
    website: text('website'),
  });
  if (result.ok) return { status: 'sent', email: '', attempt };
  return { status: 'error', error: result.error === 'tooMany' ? 'tooMany' : 'failed', email, attempt };
}
