import { getTranslations } from 'next-intl/server';
import { ReviewModeration } from '@/components/shop/catalog/review-moderation';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { reviewsForModeration } from '@/lib/shop/catalog/reviews';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopCatalog'))('reviewsAdminTitle') };
}

export default async function ManageReviewPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/apps/ecommerce/manage-review');
  const t = await getTranslations('ShopCatalog');
  const rows = await reviewsForModeration(getDb(), listingScope(ctx.site));
  const reviews = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    offerHref: localePath(ctx.locale, { pathname: '/offer/[offerId]', params: { offerId: row.listingId } }),
  }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('reviewsAdminTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('reviewsAdminIntro')}</p>
      </div>
      <ReviewModeration reviews={reviews} locale={ctx.locale} />
    </div>
  );
}
