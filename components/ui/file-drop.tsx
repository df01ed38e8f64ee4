'use client';

import { FileIcon, Upload, X } from 'lucide-react';
import { useFormatter } from 'next-intl';
import { useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** The browse button's words; they also name the file input. */
  browseLabel: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  inputId?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  /** What the zone says above the button (an icon, "Drop files here", the rules). */
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A dashed area that takes dropped files, with a browse button for the keyboard and for phones.
 * It hands over every file; checking them (type, size, count) is the caller's job.
 */
export function DropZone({
  onFiles,
  browseLabel,
  accept,
  multiple,
  disabled,
  inputId,
  buttonRef,
  children,
  className,
  'data-testid': testId,
}: DropZoneProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border px-4 py-8 text-center transition',
        dragging && 'border-primary bg-primary-soft',
        disabled && 'opacity-50',
        className,
      )}
    >
      {children}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={browseLabel}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Choosing the same file again must fire `change` again.
          event.target.value = '';
        }}
      />
      <Button
        ref={buttonRef}
        type="button"
        variant="outline"
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden className="size-4" />
        {browseLabel}
      </Button>
    </div>
  );
}

/**
 * Whether a file matches an `accept` list (".pdf,image/*,text/csv"): the file input applies it
 * when browsing, but a dropped file arrives unchecked.
 */
function acceptsFile(file: File, accept: string | undefined) {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}

interface FileDropProps {
  value: File[];
  onValueChange: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  /** The largest file taken, in bytes. */
  maxSize?: number;
  disabled?: boolean;
  id?: string;
  /** The zone's heading ("Drop files here"). */
  title: string;
  /** The rules under it ("PDF, up to 5 MB"). */
  hint?: string;
  browseLabel: string;
  /** The name of the list of chosen files. */
  listLabel: string;
  removeLabel: (fileName: string) => string;
  tooLargeMessage: (fileName: string) => string;
  wrongTypeMessage: (fileName: string) => string;
}

/**
 * A file field: drop or browse, the chosen files listed with their size and a remove button.
 * Files over `maxSize` or outside `accept` are refused with a message naming them.
 */
export function FileDrop({
  value,
  onValueChange,
  accept,
  multiple = false,
  maxSize,
  disabled,
  id,
  title,
  hint,
  browseLabel,
  listLabel,
  removeLabel,
  tooLargeMessage,
  wrongTypeMessage,
}: FileDropProps) {
  const format = useFormatter();
  const browseButton = useRef<HTMLButtonElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);

  const addFiles = (files: File[]) => {
    const refused: string[] = [];
    const taken = files.filter((file) => {
      if (!acceptsFile(file, accept)) refused.push(wrongTypeMessage(file.name));
      else if (maxSize !== undefined && file.size > maxSize) refused.push(tooLargeMessage(file.name));
      else return true;
      return false;
    });
    setRefusals(refused);
    if (taken.length) onValueChange(multiple ? [...value, ...taken] : taken.slice(0, 1));
  };
  const remove = (index: number) => {
    onValueChange(value.filter((_, position) => position !== index));
    browseButton.current?.focus();
  };
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(bytes / 1024, 0.1), {
          style: 'unit',
          unit: 'kilobyte',
          maximumFractionDigits: 1,
        })
      : format.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  return (
    <div className="space-y-3">
      <DropZone
        onFiles={addFiles}
        browseLabel={browseLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        inputId={id}
        buttonRef={browseButton}
      >
        <Upload aria-hidden className="size-8 text-primary" />
        <p className="font-medium">{title}</p>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </DropZone>
      {refusals.length ? (
        <div role="alert" className="space-y-1 text-sm text-destructive">
          {refusals.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      ) : null}
      {value.length ? (
        <ul aria-label={listLabel} className="space-y-2">
          {value.map((file, index) => (
            <li
              key={`${index}-${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
            >
              <FileIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span className="min-w-0 grow truncate text-sm font-medium" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{size(file.size)}</span>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
