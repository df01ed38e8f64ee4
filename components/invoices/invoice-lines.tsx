'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_INVOICE_LINES, type InvoiceFormValues } from '@/lib/invoices/invoice-schema';
import { useFieldError } from './use-field-error';

interface InvoiceLinesProps {
  form: UseFormReturn<InvoiceFormValues>;
  lines: ReturnType<typeof useFieldArray<InvoiceFormValues, 'lines'>>;
  /** Each line's amount, formatted, in line order. */
  amounts: string[];
  currency: string;
}

const EMPTY_LINE = { description: '', quantity: '1', unitPrice: '' };

const cellLabel = 'text-xs font-medium text-muted-foreground sm:sr-only';

/** The invoice's lines: description, quantity, unit price and the amount the server will compute. */
export function InvoiceLines({ form, lines, amounts, currency }: InvoiceLinesProps) {
  const t = useTranslations('Invoice');
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t('sectionLines')}</legend>
      <div
        aria-hidden
        className="hidden gap-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[1fr_6rem_8rem_7rem_2.25rem]"
      >
        <span>{t('lineDescription')}</span>
        <span>{t('lineQuantity')}</span>
        <span>{t('lineUnitPrice', { currency })}</span>
        <span className="text-end">{t('lineAmount')}</span>
      </div>
      <ol className="space-y-3">
        {lines.fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          const ids = {
            description: `line-${field.id}-description`,
            quantity: `line-${field.id}-quantity`,
            unitPrice: `line-${field.id}-unit-price`,
          };
          const problems = (['description', 'quantity', 'unitPrice'] as const).flatMap((name) => {
            const message = lineErrors?.[name]?.message;
            return message ? [{ name, text: fieldError(message) }] : [];
          });
          return (
            <li
              key={field.id}
              aria-label={t('lineLabel', { index: index + 1 })}
              className="grid grid-cols-2 items-start gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_6rem_8rem_7rem_2.25rem] sm:border-0 sm:p-0"
            >
              <div className="col-span-2 space-y-1 sm:col-span-1">
                <label htmlFor={ids.description} className={cellLabel}>
                  {t('lineDescriptionOf', { index: index + 1 })}
                </label>
                <Input
                  id={ids.description}
                  aria-invalid={Boolean(lineErrors?.description)}
                  aria-describedby={lineErrors?.description ? `${ids.description}-error` : undefined}
                  {...form.register(`lines.${index}.description`)}
                />
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.quantity} className={cellLabel}>
                  {t('lineQuantityOf', { index: index + 1 })}
                </label>
                <Input
                  id={ids.quantity}
                  inputMode="decimal"
                  aria-invalid={Boolean(lineErrors?.quantity)}
                  aria-describedby={lineErrors?.quantity ? `${ids.quantity}-error` : undefined}
                  className="tabular-nums"
                  {...form.register(`lines.${index}.quantity`)}
                />
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.unitPrice} className={cellLabel}>
                  {t('lineUnitPriceOf', { index: index + 1, currency })}
                </label>
                <Input
                  id={ids.unitPrice}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-invalid={Boolean(lineErrors?.unitPrice)}
                  aria-describedby={lineErrors?.unitPrice ? `${ids.unitPrice}-error` : undefined}
                  className="tabular-nums"
                  {...form.register(`lines.${index}.unitPrice`)}
                />
              </div>
              <output
                htmlFor={`${ids.quantity} ${ids.unitPrice}`}
                aria-label={t('lineAmountOf', { index: index + 1 })}
                className="flex h-11 items-center justify-end text-sm font-medium tabular-nums"
              >
                {amounts[index]}
              </output>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-1 justify-self-end"
                disabled={lines.fields.length === 1}
                aria-label={t('removeLine', { index: index + 1 })}
                onClick={() => lines.remove(index)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
              {problems.length ? (
                <div className="col-span-2 space-y-1 sm:col-span-5">
                  {problems.map((problem) => (
                    <p
                      key={problem.name}
                      id={`${ids[problem.name]}-error`}
                      className="text-sm text-destructive"
                    >
                      {problem.text}
                    </p>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.lines?.message || errors.lines?.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {fieldError(errors.lines.message ?? errors.lines.root?.message ?? '')}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={lines.fields.length >= MAX_INVOICE_LINES}
        onClick={() => lines.append(EMPTY_LINE)}
      >
        <Plus aria-hidden className="size-4" />
        {t('addLine')}
      </Button>
    </fieldset>
  );
}
