'use client';

import { AlertDialog } from 'radix-ui';
import { ArchiveRestore, ArrowLeft, Mail, Star, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type Ref } from 'react';
import { FullDate } from '@/components/messages/message-date';
import { ReplyBox } from '@/components/messages/reply-box';
import { ReplyByEmail } from '@/components/messages/reply-by-email';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { LabelMenu } from './label-menu';
import { LabelChip } from './label-swatch';
import { folderHref } from './mailbox-links';
import type { MailboxView, MailLabelItem, OpenMail } from './mailbox-types';
import type { MailChangeKind } from './use-mail-actions';

interface MailReaderProps {
  mail: OpenMail;
  view: MailboxView;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (kind: MailChangeKind) => void;
  onLabel: (label: MailLabelItem, on: boolean) => void;
  onReplied: () => void;
}

/** The open message: who, when, about what, its whole text, and what to do with it (reply included). */
export function MailReader({ mail, view, busy, headingRef, onChange, onLabel, onReplied }: MailReaderProps) {
  const t = useTranslations('MailApp');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const labels = view.labels.filter((label) => mail.labelIds.includes(label.id));
  const subject = mail.subject ?? t('noSubject');
  const icon = (label: string) => ({
    'aria-label': label,
    title: label,
    disabled: busy,
    type: 'button' as const,
    variant: 'ghost' as const,
    size: 'icon' as const,
  });
  return (
    <article aria-labelledby="mail-reader-heading" className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-12 flex-wrap items-center gap-1 border-b border-border px-3 py-1">
        <Link
          href={folderHref(view.segment, { q: view.q, page: view.page })}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'md:hidden')}
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('back')}
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {mail.trashed ? (
            <>
              <Button {...icon(t('restore'))} onClick={() => onChange('restore')}>
                <ArchiveRestore aria-hidden className="size-4" />
              </Button>
              <AlertDialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
                <AlertDialog.Trigger asChild>
                  <Button {...icon(t('deleteForever'))}>
                    <X aria-hidden className="size-4" />
                  </Button>
                </AlertDialog.Trigger>
                <ConfirmDialogContent
                  title={t('deleteForeverTitle', { count: 1 })}
                  description={t('deleteForeverText')}
                  cancelLabel={t('cancel')}
                  confirmLabel={t('deleteForever')}
                  onConfirm={() => onChange('deleteForever')}
                />
              </AlertDialog.Root>
            </>
          ) : (
            <>
              <Button
                {...icon(t('starMessage', { name: mail.counterpartName }))}
                aria-pressed={mail.starred}
                onClick={() => onChange(mail.starred ? 'unstar' : 'star')}
              >
                <Star aria-hidden className={cn('size-4', mail.starred && 'fill-amber-500 text-amber-500')} />
              </Button>
              <LabelMenu labels={view.labels} items={[mail]} disabled={busy} onToggle={onLabel} />
              {mail.direction === 'in' ? (
                <Button {...icon(t('markUnread'))} onClick={() => onChange('unread')}>
                  <Mail aria-hidden className="size-4" />
                </Button>
              ) : null}
              <Button {...icon(t('moveToTrash'))} onClick={() => onChange('trash')}>
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </>
          )}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <header className="space-y-2 border-b border-border p-4">
          <h2
            id="mail-reader-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {subject}
          </h2>
          <p className="text-sm">
            <span className="font-medium">
              {t(mail.direction === 'out' ? 'toName' : 'fromName', { name: mail.counterpartName })}
            </span>
            {mail.visitorEmail ? (
              <span className="text-muted-foreground"> &lt;{mail.visitorEmail}&gt;</span>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">
            <FullDate iso={mail.createdAt} />
            {mail.trashed ? ` · ${t('inTrash')}` : null}
          </p>
          {labels.length ? (
            <p className="flex flex-wrap gap-1">
              {labels.map((label) => (
                <LabelChip key={label.id} name={label.name} color={label.color} />
              ))}
            </p>
          ) : null}
        </header>
        <div dir="auto" className="p-4 text-start text-sm leading-relaxed break-words whitespace-pre-wrap">
          {mail.body}
        </div>
      </div>
      {mail.direction === 'in' && !mail.trashed ? (
        mail.visitorEmail ? (
          <ReplyByEmail email={mail.visitorEmail} listingName={mail.subject} />
        ) : mail.counterpartUserId ? (
          <ReplyBox
            key={mail.id}
            conversationKey={`u:${mail.counterpartUserId}`}
            counterpartName={mail.counterpartName}
            maxLength={view.replyMaxLength}
            onSent={onReplied}
          />
        ) : null
      ) : null}
    </article>
  );
}
