'use client';

import { ArrowDown, ArrowUp, ImagePlus, Link2, LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/file-drop';
import { Input } from '@/components/ui/input';
import { isMessageKey, type MessageKey } from '@/lib/i18n/message-keys';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import type { useImageUploads } from './use-image-uploads';

type Uploads = ReturnType<typeof useImageUploads>;

/** docs/product.md §3 listing images: drag and drop, browse, remove, reorder, add media from URL. */
export function ImageManager({ uploads }: { uploads: Uploads }) {
  const t = useTranslations('ListingForm');
  const te = useTranslations('MediaErrors');
  // An upload's error code comes from the server; one we have no words for reads as a storage failure.
  const mediaError = (code: string = 'storage_failed', retryAfterSeconds = 60) =>
    te(isMessageKey<MessageKey<'MediaErrors'>>(te.has, code) ? code : 'storage_failed', {
      max: MEDIA_LIMITS.maxPerListing,
      megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024,
      characters: MEDIA_LIMITS.maxUrlLength,
      quotaMegabytes: MEDIA_LIMITS.storedBytesPerMember / 1024 / 1024,
      minutes: Math.ceil(retryAfterSeconds / 60),
    });
  const inputId = useId();
  const [url, setUrl] = useState('');

  const addUrl = async () => {
    if (!url.trim()) return;
    await uploads.addUrl(url.trim());
    setUrl('');
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium">{t('images')}</legend>
      <DropZone
        onFiles={uploads.addFiles}
        browseLabel={t('browse')}
        accept="image/*"
        multiple
        inputId={inputId}
        data-testid="image-dropzone"
      >
        <ImagePlus aria-hidden className="size-8 text-primary" />
        <p className="font-medium">{t('dropHere')}</p>
        <p className="text-sm text-muted-foreground">
          {t('imageRules', {
            max: MEDIA_LIMITS.maxPerListing,
            megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024,
          })}
        </p>
      </DropZone>
      <div className="flex gap-2">
        <label htmlFor={`${inputId}-url`} className="sr-only">
          {t('mediaUrl')}
        </label>
        <Input
          id={`${inputId}-url`}
          type="url"
          inputMode="url"
          placeholder={t('mediaUrlPlaceholder')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void addUrl();
            }
          }}
        />
        <Button type="button" variant="outline" className="h-11" onClick={() => void addUrl()}>
          <Link2 aria-hidden className="size-4" />
          {t('addFromUrl')}
        </Button>
      </div>
      {uploads.notice ? (
        <p role="alert" className="text-sm text-destructive">
          {mediaError(uploads.notice)}
        </p>
      ) : null}
      {uploads.items.length ? (
        <ol className="space-y-3" aria-label={t('imagesOrder')}>
          {uploads.items.map((item, index) => (
            <li key={item.key} className="flex items-start gap-3 rounded-lg border border-border p-3">
              <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-muted">
                {item.thumbUrl || item.previewUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- local previews and stored variants, already resized
                  <img src={item.thumbUrl ?? item.previewUrl} alt="" className="size-full object-cover" />
                ) : (
                  <LoaderCircle
                    aria-hidden
                    className="m-auto mt-7 size-6 animate-spin text-muted-foreground"
                  />
                )}
                {index === 0 ? (
                  <span className="absolute start-1 top-1 rounded bg-primary px-1.5 text-[10px] font-semibold text-primary-foreground">
                    {t('cover')}
                  </span>
                ) : null}
              </div>
              <div className="min-w-0 grow space-y-2">
                <p className="truncate text-sm font-medium" title={item.name}>
                  {item.name}
                </p>
                {item.status === 'uploading' ? (
                  <div
                    role="progressbar"
                    aria-label={t('uploading', { name: item.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full bg-primary transition-[width]"
                      style={{ width: `${Math.round(item.progress * 100)}%` }}
                    />
                  </div>
                ) : null}
                {item.status === 'error' ? (
                  <p role="alert" className="text-sm text-destructive">
                    {mediaError(item.error, item.retryAfterSeconds)}
                  </p>
                ) : null}
                {item.status === 'done' ? (
                  <Input
                    aria-label={t('altFor', { position: index + 1 })}
                    placeholder={t('altPlaceholder')}
                    value={item.alt}
                    maxLength={200}
                    onChange={(event) => uploads.setAlt(item.key, event.target.value)}
                    className="h-9"
                  />
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('moveUp', { position: index + 1 })}
                  disabled={index === 0}
                  onClick={() => uploads.move(item.key, -1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('moveDown', { position: index + 1 })}
                  disabled={index === uploads.items.length - 1}
                  onClick={() => uploads.move(item.key, 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('removeFile', { position: index + 1 })}
                  onClick={() => uploads.remove(item.key)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
