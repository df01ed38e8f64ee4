import { Lock } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

/** A paid invoice cannot be edited: say so and lead to its preview. */
export async function InvoiceReadOnly({ id }: { id: string }) {
  const t = await getTranslations('Invoice');
  const locale = (await getLocale()) as Locale;
  return (
    <EmptyState icon={Lock} title={t('paidReadOnlyTitle')} text={t('paidReadOnly')}>
      <Link
        href={localePath(locale, { pathname: '/apps/invoice/preview/[id]', params: { id } })}
        className={buttonVariants({ className: 'mt-2' })}
      >
        {t('preview')}
      </Link>
    </EmptyState>
  );
}
