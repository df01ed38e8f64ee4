'use client';

import { FileUp, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ProgressCircular } from '@/components/ui/progress-circular';
import { useUploadSimulation } from './use-upload-simulation';

/**
 * The upload simulation of both progress pages: Start, Cancel, a bar or a ring named after the
 * file, and a status line that screen readers announce at the start, the end and a cancellation
 * (not at every percent).
 */
export function UploadDemo({ kind }: { kind: 'linear' | 'circular' }) {
  const t = useTranslations('ComponentsGallery.common.upload');
  const format = useFormatter();
  const nameId = useId();
  const upload = useUploadSimulation();
  const percent = format.number(upload.value / 100, { style: 'percent' });
  const running = upload.state === 'running';
  const done = upload.state === 'done';
  const variant = done ? 'success' : upload.state === 'cancelled' ? 'warning' : 'default';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        {kind === 'circular' && (
          <ProgressCircular
            aria-labelledby={nameId}
            value={upload.value}
            size="lg"
            variant={variant}
            label={percent}
          />
        )}
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <FileUp aria-hidden className="size-5 shrink-0 text-primary" />
          <span id={nameId} className="truncate text-sm font-medium">
            {t('file')}
          </span>
        </div>
        {running ? (
          <Button variant="outline" size="sm" onClick={upload.cancel}>
            <X aria-hidden />
            {t('cancel')}
          </Button>
        ) : (
          <Button size="sm" onClick={upload.start}>
            {upload.state === 'idle' ? t('start') : t('again')}
          </Button>
        )}
      </div>
      {kind === 'linear' && (
        <div className="flex items-center gap-3">
          <Progress aria-labelledby={nameId} value={upload.value} variant={variant} className="flex-1" />
          <span aria-hidden className="w-12 text-end text-sm tabular-nums">
            {percent}
          </span>
        </div>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {upload.state === 'idle' ? '' : t(upload.state)}
      </p>
    </div>
  );
}
