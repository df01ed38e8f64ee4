'use client';

import { Mail } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';

/** Visitors wrote through the contact form and have no account: they are answered by e-mail. */
export function ReplyByEmail({ email, listingName }: { email: string; listingName: string | null }) {
  const t = useTranslations('Inbox');
  const subject = listingName ? t('mailSubjectListing', { listing: listingName }) : t('mailSubject');
  const href = `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-border p-4">
      <p className="grow text-sm text-muted-foreground">{t('visitorHint')}</p>
      <a href={href} className={buttonVariants()}>
        <Mail aria-hidden className="size-4" />
        {t('replyByEmail')}
      </a>
    </div>
  );
}
