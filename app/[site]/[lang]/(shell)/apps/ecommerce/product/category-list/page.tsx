import { getTranslations } from 'next-intl/server';
import { CategoryManager } from '@/components/shop/catalog/category-manager';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { listCategories } from '@/lib/shop/catalog/categories';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopCatalog'))('categoriesTitle') };
}

export default async function CategoryListPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/apps/ecommerce/product/category-list');
  const t = await getTranslations('ShopCatalog');
  const categories = await listCategories(getDb(), listingScope(ctx.site));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('categoriesTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('categoriesIntro')}</p>
      </div>
      <CategoryManager categories={categories} />
    </div>
  );
}
