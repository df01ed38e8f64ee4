import { getTranslations } from 'next-intl/server';
import { InvoiceFormPage } from '@/components/invoices/invoice-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Invoice'))('addTitle') };
}

export default async function AddInvoicePage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/invoice/add');
  return <InvoiceFormPage ctx={ctx} viewer={viewer} title={(await getTranslations('Invoice'))('addTitle')} />;
}
