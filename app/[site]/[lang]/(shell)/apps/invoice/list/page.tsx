import { Plus } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { InvoiceListTable } from '@/components/invoices/invoice-list-table';
import { buttonVariants } from '@/components/ui/button';
import { guardPage } from '@/lib/auth/guard';
import { localePath } from '@/lib/i18n/locale-path';
import { invoiceListRows, memberOrNotFound } from '@/lib/invoices/invoice-pages';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Invoice'))('listTitle') };
}

export default async function InvoiceListPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = memberOrNotFound(await guardPage(ctx, '/apps/invoice/list'));
  const t = await getTranslations('Invoice');
  const rows = await invoiceListRows(ctx, viewer);
  const addHref = localePath(ctx.locale, '/apps/invoice/add');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('listTitle')}</h1>
        <Link href={addHref} className={buttonVariants()}>
          <Plus aria-hidden className="size-4" />
          {t('newInvoice')}
        </Link>
      </div>
      <InvoiceListTable rows={rows} locale={ctx.locale} addHref={addHref} />
    </div>
  );
}
