'use client';

import { CircleCheck, FileIcon, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/file-drop';
import { Input } from '@/components/ui/input';
import {
  acceptAttribute,
  admitFiles,
  type FileProblem,
  type FileRules,
} from '@/lib/templates/forms/file-rules';
import { useSimulatedUpload, type UploadItem } from './use-simulated-upload';

function useFileSize() {
  const format = useFormatter();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(bytes / 1024, 0.1), {
          style: 'unit',
          unit: 'kilobyte',
          maximumFractionDigits: 1,
        })
      : format.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const t = useTranslations('FormsGallery.fileInput');
  const size = useFileSize();
  const done = item.progress >= 100;
  const barId = useId();
  return (
    <li className="space-y-2 rounded-lg border border-border bg-card px-3 py-2">
      <div className="flex items-center gap-3">
        {done ? (
          <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        ) : (
          <FileIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        )}
        <span id={barId} className="min-w-0 grow truncate text-sm font-medium" title={item.file.name}>
          {item.file.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{size(item.file.size)}</span>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t('remove', { name: item.file.name })}
          onClick={onRemove}
        >
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <div
        role="progressbar"
        aria-labelledby={barId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.progress}
        aria-valuetext={done ? t('uploaded') : t('uploading', { percent: item.progress })}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${item.progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {done ? t('uploaded') : t('uploading', { percent: item.progress })}
      </p>
    </li>
  );
}

/**
 * A drop zone with its rules (type, size, count), the refused files' translated reasons, and the
 * taken files with the progress of their simulated upload.
 */
export function UploadField({ variant, rules }: { variant: 'single' | 'multiple'; rules: FileRules }) {
  const t = useTranslations('FormsGallery.fileInput');
  const size = useFileSize();
  const single = variant === 'single';
  const browseButton = useRef<HTMLButtonElement>(null);
  const upload = useSimulatedUpload(single);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const message = (problem: FileProblem) =>
    problem.key === 'tooManyFiles'
      ? t('errors.tooManyFiles', { max: problem.values.max })
      : problem.key === 'fileTooBig'
        ? t('errors.fileTooBig', { name: problem.values.name, max: size(problem.values.max) })
        : t('errors.fileWrongType', { name: problem.values.name });
  return (
    <div className="space-y-3">
      <DropZone
        browseLabel={t(`${variant}.browse`)}
        accept={acceptAttribute(rules)}
        multiple={!single}
        buttonRef={browseButton}
        onFiles={(files) => {
          const { accepted, problems: refused } = admitFiles(files, rules, single ? 0 : upload.items.length);
          setProblems(refused);
          if (accepted.length) upload.add(accepted);
        }}
      >
        <p className="font-medium">{t(`${variant}.drop`)}</p>
        <p className="text-sm text-muted-foreground">
          {t(`${variant}.rules`, { max: size(rules.maxBytes), count: rules.maxFiles })}
        </p>
      </DropZone>
      <div role="alert" className="space-y-1 text-sm text-destructive empty:hidden">
        {problems.map((problem, index) => (
          <p key={index}>{message(problem)}</p>
        ))}
      </div>
      {upload.items.length ? (
        <ul aria-label={t(`${variant}.listLabel`)} className="space-y-2">
          {upload.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onRemove={() => {
                upload.remove(item.id);
                browseButton.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The browser's own file field: its button and file name come from the browser. */
export function NativeFileField() {
  const t = useTranslations('FormsGallery.fileInput.native');
  const [names, setNames] = useState<string[]>([]);
  return (
    <FormField label={t('label')} hint={t('hint')}>
      {(control) => (
        <>
          <Input
            {...control}
            type="file"
            accept=".pdf,.txt"
            multiple
            onChange={(event) => setNames([...(event.target.files ?? [])].map((file) => file.name))}
            className="py-2 file:me-3 file:rounded file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-sm file:font-medium file:text-primary"
          />
          <p role="status" className="text-sm text-muted-foreground">
            {names.length ? t('chosen', { count: names.length, names: names.join(', ') }) : ''}
          </p>
        </>
      )}
    </FormField>
  );
}
