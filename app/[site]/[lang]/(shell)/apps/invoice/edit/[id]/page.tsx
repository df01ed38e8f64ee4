import { getTranslations } from 'next-intl/server';
import { InvoiceFormPage } from '@/components/invoices/invoice-form-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('Invoice'))('editTitle') };
}

/** Only the invoice's owner edits it; anyone else gets the not-found page. */
export default async function EditInvoicePage({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, { pathname: '/apps/invoice/edit/[id]', params: { id } });
  return (
    <InvoiceFormPage
      ctx={ctx}
      viewer={viewer}
      title={(await getTranslations('Invoice'))('editTitle')}
      invoiceId={id}
    />
  );
}
