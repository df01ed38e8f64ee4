'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ImageManager } from '@/components/listings/image-manager';
import type { ImageItem, useImageUploads } from '@/components/listings/use-image-uploads';
import type { PropertyListingValues } from '@/lib/wizards/property-listing-schema';
import { useWizardErrorText } from '../use-error-text';

type Uploads = ReturnType<typeof useImageUploads>;

/** The finished uploads a draft keeps, so a reload shows them again (new keys: the upload hook numbers its own from 1). */
export function restoredImages(text: string | null): ImageItem[] {
  try {
    const stored: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item: Partial<ImageItem>, index) =>
      typeof item?.mediaId === 'string' && typeof item.thumbUrl === 'string'
        ? [
            {
              key: `restored-${index}-${item.mediaId}`,
              mediaId: item.mediaId,
              thumbUrl: item.thumbUrl,
              name: typeof item.name === 'string' ? item.name : item.mediaId,
              alt: typeof item.alt === 'string' ? item.alt : '',
              progress: 1,
              status: 'done' as const,
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * Keeps the form's `photos.images` and the draft's photo list in step with the finished uploads,
 * whichever step is shown (an upload may finish after the member has gone back).
 */
export function usePhotoSync(
  form: UseFormReturn<PropertyListingValues>,
  uploads: Uploads,
  storageKey: string,
) {
  const { items } = uploads;
  useEffect(() => {
    const done = items.filter((item) => item.status === 'done' && item.mediaId);
    form.setValue(
      'photos.images',
      done.map((item) => ({ mediaId: item.mediaId!, alt: item.alt })),
      { shouldDirty: true, shouldValidate: Boolean(form.getFieldState('photos.images').error) },
    );
    window.sessionStorage.setItem(
      storageKey,
      JSON.stringify(done.map(({ mediaId, thumbUrl, name, alt }) => ({ mediaId, thumbUrl, name, alt }))),
    );
  }, [items, form, storageKey]);
}

/** The first message of the photos: the list's own (none, too many) or one photo's (the server's). */
function photosError(
  errors: UseFormReturn<PropertyListingValues>['formState']['errors'],
): string | undefined {
  const images = errors.photos?.images;
  if (!images) return undefined;
  if (images.message) return images.message;
  if (images.root?.message) return images.root.message;
  const first = Array.isArray(images) ? images.find(Boolean) : undefined;
  return first?.mediaId?.message ?? first?.alt?.message;
}

/** The listing's photos through Add new's own image manager and upload pipeline (/api/uploads). */
export function PropertyPhotosStep({
  form,
  uploads,
}: {
  form: UseFormReturn<PropertyListingValues>;
  uploads: Uploads;
}) {
  const error = useWizardErrorText();
  const message = error(photosError(form.formState.errors));
  return (
    <div className="space-y-3">
      <ImageManager uploads={uploads} />
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
