'use client';

import { useCallback, useState } from 'react';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import {
  uploadFile,
  uploadFromUrl,
  UploadFailed,
  type UploadedImage,
} from '@/components/listings/upload-client';

export interface ImageItem {
  key: string;
  mediaId?: string;
  thumbUrl?: string;
  /** A local preview while the file uploads. */
  previewUrl?: string;
  name: string;
  alt: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  /** How long the server asked to wait (a `rate_limited` refusal). */
  retryAfterSeconds?: number;
}

let counter = 0;
const nextKey = () => `image-${(counter += 1)}`;

/** The listing's images: uploads with progress, URL imports, removal, order and alt texts. */
export function useImageUploads(initial: ImageItem[]) {
  const [items, setItems] = useState<ImageItem[]>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useCallback((key: string, patch: Partial<ImageItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);
  const done = (key: string, uploaded: UploadedImage) =>
    update(key, { mediaId: uploaded.id, thumbUrl: uploaded.thumbUrl, status: 'done', progress: 1 });
  const failed = (key: string, error: unknown) =>
    update(key, {
      status: 'error',
      error: error instanceof UploadFailed ? error.code : 'network',
      retryAfterSeconds: error instanceof UploadFailed ? error.retryAfterSeconds : undefined,
    });

  const addFiles = useCallback(
    (files: File[]) => {
      setNotice(null);
      const room = MEDIA_LIMITS.maxPerListing - items.length;
      if (files.length > room) setNotice('too_many');
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = nextKey();
        const item: ImageItem = {
          key,
          name: file.name,
          alt: '',
          progress: 0,
          status: 'uploading',
          previewUrl: URL.createObjectURL(file),
        };
        setItems((current) => [...current, item]);
        if (file.size > MEDIA_LIMITS.maxBytes) {
          failed(key, new UploadFailed('too_large'));
          continue;
        }
        uploadFile(file, (progress) => update(key, { progress })).then(
          (uploaded) => done(key, uploaded),
          (error) => failed(key, error),
        );
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- done/failed only call `update`
    [items.length, update],
  );

  const addUrl = useCallback(
    async (url: string) => {
      setNotice(null);
      if (items.length >= MEDIA_LIMITS.maxPerListing) {
        setNotice('too_many');
        return;
      }
      const key = nextKey();
      setItems((current) => [...current, { key, name: url, alt: '', progress: 0, status: 'uploading' }]);
      await uploadFromUrl(url).then(
        (uploaded) => done(key, uploaded),
        (error) => failed(key, error),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- done/failed only call `update`
    [items.length, update],
  );

  const remove = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  const move = (key: string, by: -1 | 1) =>
    setItems((current) => {
      const index = current.findIndex((item) => item.key === key);
      const target = index + by;
      if (index < 0 || target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
  const setAlt = (key: string, alt: string) => update(key, { alt });

  return {
    items,
    notice,
    addFiles,
    addUrl,
    remove,
    move,
    setAlt,
    uploading: items.some((item) => item.status === 'uploading'),
  };
}
