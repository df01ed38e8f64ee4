import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { MemberOffer } from '@/lib/members/member-directory';
import { cn } from '@/lib/utils';

/** The member's offers on this site; admins may open each for editing. */
export async function MemberOffers({
  offers,
  locale,
  canEdit,
}: {
  offers: MemberOffer[];
  locale: Locale;
  canEdit: boolean;
}) {
  const t = await getTranslations('Members');
  const format = await getFormatter();
  if (!offers.length) return <p className="text-sm text-muted-foreground">{t('noOffers')}</p>;
  return (
    <ul className="divide-y divide-border">
      {offers.map((offer) => (
        <li key={offer.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
          <span className="min-w-0 grow">
            {offer.status === 'published' ? (
              <Link
                href={localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: offer.id } })}
                className="font-medium hover:text-primary hover:underline"
              >
                {offer.productName}
              </Link>
            ) : (
              <span className="font-medium">{offer.productName}</span>
            )}
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              offer.status === 'published'
                ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                : 'bg-muted text-muted-foreground',
            )}
          >
            {t(`offerStatus_${offer.status}`)}
          </span>
          <span className="tabular-nums">
            {format.number(Number(offer.price), { style: 'currency', currency: offer.currency })}
          </span>
          <time dateTime={offer.updatedAt} className="text-muted-foreground">
            {format.dateTime(new Date(offer.updatedAt), { dateStyle: 'medium' })}
          </time>
          {canEdit ? (
            <Link
              href={localePath(locale, { pathname: '/my-items/[id]/edit', params: { id: offer.id } })}
              className="font-medium text-primary hover:underline"
            >
              {t('editOffer')}
              <span className="sr-only"> {offer.productName}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
