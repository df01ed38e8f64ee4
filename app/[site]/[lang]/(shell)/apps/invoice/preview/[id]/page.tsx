import { getTranslations } from 'next-intl/server';
import { InvoiceDocument } from '@/components/invoices/invoice-document';
import { InvoicePreviewActions } from '@/components/invoices/invoice-preview-actions';
import { guardPage } from '@/lib/auth/guard';
import { invoicePreview, memberOrNotFound } from '@/lib/invoices/invoice-pages';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('Invoice'))('documentTitle') };
}

/** Only the invoice's owner sees it; anyone else gets the not-found page. */
export default async function InvoicePreviewPage({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = memberOrNotFound(
    await guardPage(ctx, { pathname: '/apps/invoice/preview/[id]', params: { id } }),
  );
  const preview = await invoicePreview(ctx, viewer, id);
  return (
    <div className="space-y-6">
      <InvoicePreviewActions id={id} number={preview.number} status={preview.invoice.status} />
      <InvoiceDocument
        site={ctx.site}
        locale={ctx.locale}
        seller={{ name: viewer.name, email: viewer.email }}
        offerName={preview.offerName}
        invoice={preview.invoice}
        lines={preview.lines}
      />
    </div>
  );
}
