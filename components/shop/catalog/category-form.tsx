'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { MessageRef } from '@/lib/auth/error-messages';
import { saveCategoryAction } from '@/lib/shop/catalog/actions';
import { EMPTY_CATEGORY, type CategoryFormValues } from '@/lib/shop/catalog/catalog-schemas';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';

const resolver = lazyZodResolver(() =>
  import('@/lib/shop/catalog/catalog-schemas').then((schemas) => schemas.categoryFormSchema),
);

export interface EditedCategory extends CategoryFormValues {
  id: string;
}

interface CategoryFormProps {
  /** The category being edited, or null for a new one. */
  editing: EditedCategory | null;
  onSaved: (name: string, created: boolean) => void;
  onCancel: () => void;
}

/** Name, slug (made from the name when left empty) and description; the server checks the slug is free. The parent remounts it per edited category (`key`). */
export function CategoryForm({ editing, onSaved, onCancel }: CategoryFormProps) {
  const t = useTranslations('ShopCatalog');
  const [error, setError] = useState<MessageRef | null>(null);
  const form = useForm<CategoryFormValues>({ resolver, defaultValues: editing ?? EMPTY_CATEGORY });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  const message = (key: string | undefined) => (key ? t(`field_${key}` as 'field_nameTooShort') : undefined);

  const save = form.handleSubmit(async (values) => {
    setError(null);
    const result = await saveCategoryAction(editing?.id ?? null, values);
    if (result.ok) {
      reset(EMPTY_CATEGORY);
      onSaved(values.name, !editing);
      return;
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
      form.setError(field as keyof CategoryFormValues, { message: key });
    setError({ key: `ShopCatalog.error_${result.error}` });
  });

  return (
    <form noValidate onSubmit={save} aria-labelledby="category-form-title" className="surface space-y-4 p-6">
      <h2 id="category-form-title" className="text-lg font-semibold">
        {editing ? t('editCategory', { name: editing.name }) : t('newCategory')}
      </h2>
      <FormAlert message={error} />
      <FormField label={t('categoryName')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <FormField label={t('categorySlug')} hint={t('categorySlugHint')} error={message(errors.slug?.message)}>
        {(control) => <Input {...control} dir="ltr" autoComplete="off" {...form.register('slug')} />}
      </FormField>
      <FormField label={t('categoryDescription')} error={message(errors.description?.message)}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className="w-full rounded-md border border-border bg-card px-3 py-2 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : editing ? t('saveCategory') : t('createCategory')}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
