import { Plus } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductsTable } from '@/components/shop/catalog/products-table';
import { buttonVariants } from '@/components/ui/button';
import { guardPage } from '@/lib/auth/guard';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { listCategories } from '@/lib/shop/catalog/categories';
import { shopProducts } from '@/lib/shop/catalog/products';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopCatalog'))('productsTitle') };
}

export default async function ProductListPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/apps/ecommerce/product/list');
  const t = await getTranslations('ShopCatalog');
  const [products, categories] = await Promise.all([
    shopProducts(ctx),
    listCategories(getDb(), listingScope(ctx.site)),
  ]);
  const addHref = localePath(ctx.locale, '/apps/ecommerce/product/add');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('productsTitle')}</h1>
          <p className="mt-1 text-muted-foreground">{t('productsIntro')}</p>
        </div>
        <Link href={addHref} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {t('addProduct')}
        </Link>
      </div>
      <ProductsTable
        products={products}
        categories={categories.map(({ id, name }) => ({ id, name }))}
        locale={ctx.locale}
        addHref={addHref}
      />
    </div>
  );
}
