'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import type { GalleryFormResult } from '@/lib/templates/forms/actions';

/**
 * Sends a valid form to its server action and applies the answer: a success toast, or the
 * server's field errors on their fields (focus on the first) and a form-level message. The
 * values stay as typed either way.
 */
export function useGallerySubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<GalleryFormResult>,
) {
  const t = useTranslations('FormsGallery.common');
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const result = await send(values);
    if (result.ok) {
      // The sent values become the new starting point: nothing typed is cleared.
      form.reset(values);
      setSaved(true);
      toast.success(t('saved'));
      return;
    }
    Object.entries(result.fieldErrors ?? {}).forEach(([field, key], index) =>
      form.setError(field as Path<T>, { message: key }, { shouldFocus: index === 0 }),
    );
    setFormError(result.error === 'unauthenticated' ? t('errorUnauthenticated') : t('errorInvalid'));
  });
  return { onSubmit, formError, saved };
}
