'use client';

import { AlertDialog } from 'radix-ui';
import { ArchiveRestore, Mail, MailOpen, Star, StarOff, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { LabelMenu } from './label-menu';
import type { MailItem, MailLabelItem } from './mailbox-types';
import type { MailChangeKind } from './use-mail-actions';

interface MailToolbarProps {
  items: MailItem[];
  selected: MailItem[];
  labels: MailLabelItem[];
  inTrash: boolean;
  busy: boolean;
  onSelectAll: (checked: boolean) => void;
  onChange: (kind: MailChangeKind) => void;
  onLabel: (label: MailLabelItem, on: boolean) => void;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Select all on the page, and what can be done with the selection in this folder. */
export function MailToolbar({
  items,
  selected,
  labels,
  inTrash,
  busy,
  onSelectAll,
  onChange,
  onLabel,
}: MailToolbarProps) {
  const t = useTranslations('MailApp');
  const selectAll = useRef<HTMLInputElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const some = selected.length > 0;
  const all = some && selected.length === items.length;
  const none = !some || busy;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some && !all;
  }, [some, all]);

  return (
    <div className="flex min-h-12 flex-wrap items-center gap-1 border-b border-border px-3 py-1">
      <input
        ref={selectAll}
        type="checkbox"
        checked={all}
        disabled={!items.length}
        onChange={(event) => onSelectAll(event.target.checked)}
        aria-label={t('selectAll')}
        className="me-2 size-4 accent-primary"
      />
      {inTrash ? (
        <>
          <ToolButton label={t('restore')} disabled={none} onClick={() => onChange('restore')}>
            <ArchiveRestore aria-hidden className="size-4" />
          </ToolButton>
          <AlertDialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
            <AlertDialog.Trigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('deleteForever')}
                title={t('deleteForever')}
                disabled={none}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </AlertDialog.Trigger>
            <ConfirmDialogContent
              title={t('deleteForeverTitle', { count: selected.length })}
              description={t('deleteForeverText')}
              cancelLabel={t('cancel')}
              confirmLabel={t('deleteForever')}
              onConfirm={() => onChange('deleteForever')}
            />
          </AlertDialog.Root>
        </>
      ) : (
        <>
          <ToolButton label={t('markRead')} disabled={none} onClick={() => onChange('read')}>
            <MailOpen aria-hidden className="size-4" />
          </ToolButton>
          <ToolButton label={t('markUnread')} disabled={none} onClick={() => onChange('unread')}>
            <Mail aria-hidden className="size-4" />
          </ToolButton>
          <ToolButton label={t('star')} disabled={none} onClick={() => onChange('star')}>
            <Star aria-hidden className="size-4" />
          </ToolButton>
          <ToolButton label={t('unstar')} disabled={none} onClick={() => onChange('unstar')}>
            <StarOff aria-hidden className="size-4" />
          </ToolButton>
          <LabelMenu labels={labels} items={selected} disabled={none} onToggle={onLabel} />
          <ToolButton label={t('moveToTrash')} disabled={none} onClick={() => onChange('trash')}>
            <Trash2 aria-hidden className="size-4" />
          </ToolButton>
        </>
      )}
      {some ? (
        <span className="ms-auto text-xs text-muted-foreground" aria-live="polite">
          {t('selectedCount', { count: selected.length })}
        </span>
      ) : null}
    </div>
  );
}
