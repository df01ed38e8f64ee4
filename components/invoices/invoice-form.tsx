'use client';

import { Info } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { MessageRef } from '@/lib/auth/error-messages';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { saveInvoiceAction } from '@/lib/invoices/actions';
import { invoiceFormat } from '@/lib/invoices/invoice-format';
import type { InvoiceFormValues } from '@/lib/invoices/invoice-schema';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status';
import { invoiceTotals } from '@/lib/invoices/money';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { InvoiceFormChoices } from './invoice-form-types';
import { InvoiceLines } from './invoice-lines';
import { useFieldError } from './use-field-error';

const resolver = lazyZodResolver(() =>
  import('@/lib/invoices/invoice-schema').then((schemas) => schemas.invoiceFormSchema),
);

const select = 'h-11 w-full rounded-md border border-border bg-card px-3 text-sm';
const textarea =
  'min-h-24 w-full rounded-md border border-border bg-card px-3 py-2 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

interface InvoiceFormProps {
  invoiceId: string | null;
  initial: InvoiceFormValues;
  status: InvoiceStatus;
  choices: InvoiceFormChoices;
  currency: string;
  taxRate: string;
  title: string;
}

/**
 * The invoice form (docs/apps.md, Invoices): the same zod schema runs in the server action, which
 * computes the totals again from the lines; the totals here are a preview. Nothing typed is lost
 * on an error.
 */
export function InvoiceForm({
  invoiceId,
  initial,
  status,
  choices,
  currency,
  taxRate,
  title,
}: InvoiceFormProps) {
  const t = useTranslations('Invoice');
  const fieldError = useFieldError();
  const router = useRouter();
  const format = invoiceFormat(useLocale() as Locale);
  const [error, setError] = useState<MessageRef | null>(null);
  const form = useForm<InvoiceFormValues>({ resolver, defaultValues: initial });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watchedLines = useWatch({ control: form.control, name: 'lines' });
  const buyerId = useWatch({ control: form.control, name: 'buyerId' });
  const totals = invoiceTotals(watchedLines ?? [], taxRate);
  const money = (amount: string) => format.money(amount, currency);
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message?: string) => (message ? fieldError(message) : undefined);

  /** Picking an offer fills the empty first line, or adds a line, with its name and price. */
  const pickOffer = (id: string) => {
    const offer = choices.offers.find((candidate) => candidate.id === id);
    if (!offer) return;
    const line = { description: offer.name, quantity: '1', unitPrice: offer.price };
    const current = form.getValues('lines');
    if (current.length === 1 && !current[0]!.description.trim() && !current[0]!.unitPrice.trim())
      lines.update(0, line);
    else lines.append(line);
  };

  const pickMember = (id: string) => {
    const member = choices.members.find((candidate) => candidate.id === id);
    if (member) form.setValue('buyerName', member.name, { shouldValidate: form.formState.isSubmitted });
  };

  const save = form.handleSubmit(async (values) => {
    setError(null);
    const result = await saveInvoiceAction(invoiceId, values);
    if (result.ok) {
      router.push({ pathname: '/apps/invoice/preview/[id]', params: { id: result.id } });
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
      form.setError(field as keyof InvoiceFormValues, { message: key });
    setError({ key: `Invoice.actionError_${result.error}` });
  });

  return (
    <form noValidate aria-label={title} onSubmit={save} className="grid gap-6 xl:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        <FormAlert message={error} />
        {status === 'sent' ? (
          <p className="flex gap-2.5 rounded-md border border-sky-500/30 bg-sky-500/10 px-3 py-2.5 text-sm text-sky-800 dark:text-sky-200">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('sentEditHint')}
          </p>
        ) : null}
        <fieldset className="surface space-y-5 p-6">
          <legend className="sr-only">{t('sectionBuyer')}</legend>
          <h2 aria-hidden className="text-lg font-semibold">
            {t('sectionBuyer')}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('offer')} hint={t('offerHint')} error={errorOf(errors.listingId?.message)}>
              {(control) => (
                <select
                  {...control}
                  className={select}
                  {...form.register('listingId', { onChange: (event) => pickOffer(event.target.value) })}
                >
                  <option value="">{t('offerNone')}</option>
                  {choices.offers.map((offer) => (
                    <option key={offer.id} value={offer.id}>
                      {offer.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('buyerMember')}
              hint={t('buyerMemberHint')}
              error={errorOf(errors.buyerId?.message)}
            >
              {(control) => (
                <select
                  {...control}
                  className={select}
                  {...form.register('buyerId', { onChange: (event) => pickMember(event.target.value) })}
                >
                  <option value="">{t('buyerMemberNone')}</option>
                  {choices.members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('buyerName')} error={errorOf(errors.buyerName?.message)}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('buyerName')} />}
            </FormField>
            {buyerId ? null : (
              <FormField label={t('buyerEmail')} error={errorOf(errors.buyerEmail?.message)}>
                {(control) => (
                  <Input {...control} type="email" autoComplete="off" {...form.register('buyerEmail')} />
                )}
              </FormField>
            )}
          </div>
          <FormField label={t('buyerAddress')} error={errorOf(errors.buyerAddress?.message)}>
            {(control) => <textarea {...control} className={textarea} {...form.register('buyerAddress')} />}
          </FormField>
        </fieldset>
        <div className="surface p-6">
          <InvoiceLines form={form} lines={lines} amounts={totals.amounts.map(money)} currency={currency} />
        </div>
        <fieldset className="surface space-y-5 p-6">
          <legend className="sr-only">{t('sectionDetails')}</legend>
          <h2 aria-hidden className="text-lg font-semibold">
            {t('sectionDetails')}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('issuedOn')} error={errorOf(errors.issuedOn?.message)}>
              {(control) => <Input {...control} type="date" {...form.register('issuedOn')} />}
            </FormField>
            <FormField label={t('dueOn')} error={errorOf(errors.dueOn?.message)}>
              {(control) => <Input {...control} type="date" {...form.register('dueOn')} />}
            </FormField>
          </div>
          <FormField label={t('note')} hint={t('noteHint')} error={errorOf(errors.note?.message)}>
            {(control) => <textarea {...control} className={textarea} {...form.register('note')} />}
          </FormField>
        </fieldset>
      </div>
      <aside aria-label={t('totalsTitle')} className="surface h-fit space-y-4 p-6 xl:sticky xl:top-24">
        <h2 className="text-lg font-semibold">{t('totalsTitle')}</h2>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('subtotal')}</dt>
            <dd className="tabular-nums">{money(totals.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('taxLine', { rate: format.percent(taxRate) })}</dt>
            <dd className="tabular-nums">{money(totals.tax)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums">{money(totals.total)}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">{t('totalsHint')}</p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('saving') : t(invoiceId ? 'save' : 'create')}
        </Button>
      </aside>
    </form>
  );
}
