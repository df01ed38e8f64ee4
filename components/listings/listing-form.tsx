'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { saveListingAction, type ActionResult } from '@/lib/listings/actions';
import { PRICING_MODELS } from '@/lib/listings/constants';
import type { ListingFormValues } from '@/lib/listings/listing-schema';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { MessageRef } from '@/lib/auth/error-messages';
import { ImageManager } from './image-manager';
import { useImageUploads, type ImageItem } from './use-image-uploads';

const resolver = lazyZodResolver(() =>
  import('@/lib/listings/listing-schema').then((schemas) => schemas.listingFormSchema),
);

/** The shop's add-product variant: a category select, and an action that also saves the category. */
export interface ListingCategoryChoice {
  label: string;
  noneLabel: string;
  options: { id: string; name: string }[];
  save: (values: ListingFormValues, categoryId: string | null) => Promise<ActionResult>;
}

interface ListingFormProps {
  listingId: string | null;
  initial: ListingFormValues;
  initialImages: ImageItem[];
  currency: string;
  /** Where to go after saving. */
  doneHref: string;
  submitLabel: string;
  category?: ListingCategoryChoice;
}

const textarea =
  'min-h-40 w-full rounded-md border border-border bg-card px-3 py-2 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

/** docs/product.md §3 listing form; the same zod schema runs in the server action. Nothing typed is lost on errors. */
export function ListingForm({
  listingId,
  initial,
  initialImages,
  currency,
  doneHref,
  submitLabel,
  category,
}: ListingFormProps) {
  const t = useTranslations('ListingForm');
  const router = useRouter();
  const uploads = useImageUploads(initialImages);
  const [error, setError] = useState<MessageRef | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const form = useForm<ListingFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setError(null);
    const result = category
      ? await category.save(values, categoryId || null)
      : await saveListingAction(listingId, values);
    if (result.ok) {
      router.push(doneHref);
      router.refresh();
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
      form.setError(field as keyof ListingFormValues, { message: key });
    setError({ key: `ListingForm.error_${result.error}` });
  });

  const submit = (publish: boolean) => {
    if (uploads.uploading) {
      setError({ key: 'ListingForm.waitForUploads' });
      return;
    }
    const images = uploads.items
      .filter((item) => item.status === 'done' && item.mediaId)
      .map((item) => ({ mediaId: item.mediaId!, alt: item.alt }));
    form.setValue('images', images);
    form.setValue('publish', publish);
    void save();
  };

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        submit(true);
      }}
      className="grid gap-6 lg:grid-cols-[1.4fr_1fr]"
    >
      <div className="surface space-y-5 p-6">
        <FormAlert message={error} />
        <FormField label={t('productName')} error={errors.productName?.message}>
          {(control) => <Input {...control} {...form.register('productName')} />}
        </FormField>
        <FormField label={t('description')} error={errors.description?.message} hint={t('descriptionHint')}>
          {(control) => <textarea {...control} className={textarea} {...form.register('description')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('price', { currency })} error={errors.price?.message}>
            {(control) => (
              <Input {...control} inputMode="decimal" placeholder="0.00" {...form.register('price')} />
            )}
          </FormField>
          <FormField label={t('pricing')} error={errors.pricing?.message}>
            {(control) => (
              <select
                {...control}
                className="h-11 w-full rounded-md border border-border bg-card px-3 text-sm"
                {...form.register('pricing')}
              >
                {PRICING_MODELS.map((model) => (
                  <option key={model} value={model}>
                    {t(`pricing_${model}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('duration')} error={errors.duration?.message} hint={t('durationHint')}>
            {(control) => <Input {...control} {...form.register('duration')} />}
          </FormField>
          <FormField label={t('location')} error={errors.location?.message}>
            {(control) => <Input {...control} autoComplete="address-level2" {...form.register('location')} />}
          </FormField>
          {category ? (
            <FormField label={category.label}>
              {(control) => (
                <select
                  {...control}
                  name="categoryId"
                  value={categoryId}
                  onChange={(event) => setCategoryId(event.target.value)}
                  className="h-11 w-full rounded-md border border-border bg-card px-3 text-sm"
                >
                  <option value="">{category.noneLabel}</option>
                  {category.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
        </div>
      </div>
      <div className="space-y-6">
        <div className="surface p-6">
          <ImageManager uploads={uploads} />
        </div>
        <div className="surface flex flex-col gap-3 p-6">
          <Button type="button" size="lg" disabled={isSubmitting} onClick={() => submit(true)}>
            {isSubmitting ? t('saving') : t('publish')}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={isSubmitting}
            onClick={() => submit(false)}
          >
            {t('saveDraft')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('publishHint')}</p>
        </div>
      </div>
    </form>
  );
}
