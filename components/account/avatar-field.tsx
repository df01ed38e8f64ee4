'use client';

import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { removeAvatarAction } from '@/lib/account/actions';
import type { MessageRef } from '@/lib/auth/error-messages';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { MemberAvatar } from './member-avatar';

/** The values every MediaErrors message may name. */
function mediaErrorValues(retryAfterSeconds: number) {
  return {
    max: MEDIA_LIMITS.maxPerListing,
    megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024,
    characters: MEDIA_LIMITS.maxUrlLength,
    quotaMegabytes: MEDIA_LIMITS.storedBytesPerMember / 1024 / 1024,
    minutes: Math.ceil(retryAfterSeconds / 60),
  };
}

async function uploadAvatar(file: File): Promise<MessageRef | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch('/api/account/avatar', { method: 'POST', body: form });
    if (response.status === 201) return null;
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    const code = body?.error ?? (response.status === 413 ? 'too_large' : 'storage_failed');
    const retryAfter = Number(response.headers.get('retry-after')) || 60;
    return { key: `MediaErrors.${code}`, values: mediaErrorValues(retryAfter) };
  } catch {
    return { key: 'MediaErrors.network', values: mediaErrorValues(60) };
  }
}

/** The member's photo: upload through the media pipeline (re-encoded, metadata stripped) or remove. */
export function AvatarField({ name, email, src }: { name: string; email: string; src: string | null }) {
  const t = useTranslations('AccountSettings');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [notice, setNotice] = useState<{ message: MessageRef; tone: 'error' | 'success' } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    setNotice(null);
    const error = await uploadAvatar(file);
    setBusy(null);
    setNotice(
      error
        ? { message: error, tone: 'error' }
        : { message: { key: 'AccountSettings.photoSaved' }, tone: 'success' },
    );
    if (!error) router.refresh();
  };

  const remove = async () => {
    setBusy('remove');
    setNotice(null);
    const result = await removeAvatarAction();
    setBusy(null);
    setNotice(
      result.ok
        ? { message: { key: 'AccountSettings.photoRemoved' }, tone: 'success' }
        : { message: { key: `AccountSettings.error_${result.error}` }, tone: 'error' },
    );
    if (result.ok) router.refresh();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-5">
        <MemberAvatar name={name} src={src} size="lg" />
        <div className="min-w-0 space-y-3">
          <div>
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              hidden
              onChange={onFile}
            />
            <Button type="button" size="sm" onClick={() => input.current?.click()} disabled={busy !== null}>
              {busy === 'upload' ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <ImageUp aria-hidden className="size-4" />
              )}
              {busy === 'upload' ? t('photoUploading') : src ? t('photoChange') : t('photoUpload')}
            </Button>
            {src ? (
              <Button type="button" size="sm" variant="outline" onClick={remove} disabled={busy !== null}>
                <Trash2 aria-hidden className="size-4" />
                {t('photoRemove')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {t('photoHint', { megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024 })}
          </p>
        </div>
      </div>
      <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
    </div>
  );
}
