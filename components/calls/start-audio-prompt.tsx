'use client';

import { StartAudio, useAudioPlayback } from '@livekit/components-react';
import { Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';

/** Browsers may block sound until the page is clicked; this explains it around LiveKit's StartAudio button. */
export function StartAudioPrompt() {
  const t = useTranslations('Call');
  const { canPlayAudio } = useAudioPlayback();
  if (canPlayAudio) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-primary/30 bg-primary-soft px-3 py-2.5 text-sm"
    >
      <Volume2 aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1">{t('startAudioHint')}</p>
      <StartAudio label={t('startAudio')} className={buttonVariants({ size: 'sm' })} />
    </div>
  );
}
