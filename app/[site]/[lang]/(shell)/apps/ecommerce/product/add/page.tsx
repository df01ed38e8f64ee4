import { getTranslations } from 'next-intl/server';
import { ListingFormPage } from '@/components/listings/listing-form-page';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { addProductAction } from '@/lib/shop/catalog/actions';
import { listCategories } from '@/lib/shop/catalog/categories';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopCatalog'))('addProduct') };
}

/** The listing form with the shop's category select (docs/apps.md, E-commerce). */
export default async function AddProductPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/ecommerce/product/add');
  const t = await getTranslations('ShopCatalog');
  const categories = await listCategories(getDb(), listingScope(ctx.site));
  return (
    <ListingFormPage
      ctx={ctx}
      viewer={viewer}
      title={t('addProduct')}
      doneHref={localePath(ctx.locale, '/apps/ecommerce/product/list')}
      category={{
        label: t('productCategory'),
        noneLabel: t('noCategory'),
        options: categories.map(({ id, name }) => ({ id, name })),
        save: addProductAction,
      }}
    />
  );
}
