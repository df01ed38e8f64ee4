import type { PageContext } from '@/lib/site/page-context';
import { invoiceFormState, memberOrNotFound } from '@/lib/invoices/invoice-pages';
import type { Viewer } from '@/lib/auth/viewer';
import { InvoiceForm } from './invoice-form';
import { InvoiceReadOnly } from './invoice-read-only';

/** The add and edit pages: heading and form; a paid invoice is read-only and says so. */
export async function InvoiceFormPage({
  ctx,
  viewer,
  title,
  invoiceId,
}: {
  ctx: PageContext;
  viewer: Viewer;
  title: string;
  invoiceId?: string;
}) {
  const state = await invoiceFormState(ctx, memberOrNotFound(viewer), invoiceId);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {state.status === 'paid' && invoiceId ? (
        <InvoiceReadOnly id={invoiceId} />
      ) : (
        <InvoiceForm
          invoiceId={invoiceId ?? null}
          initial={state.values}
          status={state.status}
          choices={state.choices}
          currency={state.scope.currency}
          taxRate={state.scope.taxRate}
          title={title}
        />
      )}
    </div>
  );
}
