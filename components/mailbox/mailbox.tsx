'use client';

import { FolderOpen, MailOpen } from 'lucide-react';
import { useRouter as useNextRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useRouter } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { LabelDialog } from './label-dialog';
import { MailEmpty } from './mail-empty';
import { MailListItem } from './mail-list-item';
import { MailPagination } from './mail-pagination';
import { MailReader } from './mail-reader';
import { MailSearch } from './mail-search';
import { MailSidebar } from './mail-sidebar';
import { MailToolbar } from './mail-toolbar';
import { folderHref, mailLinkId } from './mailbox-links';
import type { MailboxView, MailLabelItem } from './mailbox-types';
import { useMailActions, type MailChangeKind } from './use-mail-actions';
import { useMarkMailRead } from './use-mark-mail-read';

/** Changes after which the open message no longer belongs in the folder on screen. */
const LEAVES_FOLDER: Record<string, readonly MailChangeKind[]> = {
  trash: ['restore', 'deleteForever'],
  starred: ['unstar', 'trash'],
  other: ['trash'],
};

/** An element that cannot hold focus any more: the page, or something hidden or removed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.getClientRects().length === 0;
}

/**
 * The e-mail app: folders and labels, the folder's messages and the open one, side by side from
 * 1024 px; below, folders in a drawer, and from 768 px list and message side by side, on phones the
 * list, then the message with a back link.
 */
export function Mailbox({ view }: { view: MailboxView }) {
  const t = useTranslations('MailApp');
  const router = useRouter();
  const nextRouter = useNextRouter();
  const [selection, setSelection] = useState<{ page: string; ids: ReadonlySet<string> }>({
    page: '',
    ids: new Set(),
  });
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState<{ label: MailLabelItem | null; key: number } | null>(null);
  const readerHeading = useRef<HTMLHeadingElement>(null);
  const lastOpen = useRef<string | null>(null);
  const openId = view.open?.id ?? null;
  const folderKey = view.folder.kind === 'label' ? 'other' : view.folder.filter;
  const listHref = folderHref(view.segment, { q: view.q, page: view.page });

  // The selection belongs to the page of the list it was made on.
  const pageKey = `${view.segment} ${view.q} ${view.page} ${view.items.map((item) => item.id).join(' ')}`;
  const selectedIds = selection.page === pageKey ? selection.ids : new Set<string>();
  const selectedItems = view.items.filter((item) => selectedIds.has(item.id));
  const select = (ids: Iterable<string>) => setSelection({ page: pageKey, ids: new Set(ids) });

  const actions = useMailActions((kind, ids) => {
    select([]);
    const leaves = (LEAVES_FOLDER[folderKey] ?? LEAVES_FOLDER.other!).includes(kind as MailChangeKind);
    if (openId && ids.includes(openId) && leaves) router.replace(listHref);
    else nextRouter.refresh();
  });

  useMarkMailRead(openId, Boolean(view.open?.unread));

  useEffect(() => {
    // Opening a message moves focus to it when its link is gone (phones); closing it gives focus back.
    if (openId) {
      lastOpen.current = openId;
      if (focusLost()) readerHeading.current?.focus();
      return;
    }
    if (lastOpen.current && focusLost()) document.getElementById(mailLinkId(lastOpen.current))?.focus();
  }, [openId]);

  const sidebar = (onNavigate?: () => void) => (
    <MailSidebar
      view={view}
      onNavigate={onNavigate}
      onNewLabel={() => setDialog({ label: null, key: Date.now() })}
      onEditLabel={(label) => setDialog({ label, key: Date.now() })}
    />
  );

  const folderName =
    view.folder.kind === 'label' ? view.folder.label.name : t(`folder_${view.folder.filter}`);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p role="status" className="sr-only">
        {actions.announcement}
      </p>
      <div className="surface grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] overflow-hidden md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(18rem,24rem)_minmax(0,1fr)]">
        <aside
          aria-label={t('openFolders')}
          className="hidden min-h-0 flex-col border-e border-border lg:flex"
        >
          {sidebar()}
        </aside>
        <section
          aria-labelledby="mail-folder-heading"
          className={cn('min-h-0 flex-col md:flex md:border-e md:border-border', openId ? 'hidden' : 'flex')}
        >
          <div className="flex items-center gap-2 border-b border-border px-3 py-2">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={t('openFolders')}
              title={t('openFolders')}
              onClick={() => setDrawer(true)}
            >
              <FolderOpen aria-hidden className="size-4 rtl:-scale-x-100" />
            </Button>
            <h2 id="mail-folder-heading" className="truncate text-base font-semibold">
              {folderName}
            </h2>
          </div>
          <MailSearch key={`${view.segment} ${view.q}`} segment={view.segment} q={view.q} />
          <MailToolbar
            items={view.items}
            selected={selectedItems}
            labels={view.labels}
            inTrash={folderKey === 'trash'}
            busy={actions.pending}
            onSelectAll={(checked) => select(checked ? view.items.map((item) => item.id) : [])}
            onChange={(kind) => actions.change([...selectedIds], kind)}
            onLabel={(label, on) => actions.label([...selectedIds], label.id, label.name, on)}
          />
          {actions.error ? (
            <p
              role="alert"
              className="border-b border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {t(`error_${actions.error}`)}
            </p>
          ) : null}
          {view.missing ? (
            <p className="border-b border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
              {t('messageGone')}
            </p>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto">
            {view.items.length ? (
              <ul aria-label={t('messagesIn', { folder: folderName })}>
                {view.items.map((item) => (
                  <MailListItem
                    key={item.id}
                    item={item}
                    view={view}
                    busy={actions.pending}
                    checked={selectedIds.has(item.id)}
                    onCheck={(checked) =>
                      select(
                        checked ? [...selectedIds, item.id] : [...selectedIds].filter((id) => id !== item.id),
                      )
                    }
                    onStar={() => actions.change([item.id], item.starred ? 'unstar' : 'star')}
                  />
                ))}
              </ul>
            ) : (
              <MailEmpty view={view} />
            )}
          </div>
          <MailPagination view={view} />
        </section>
        <section
          aria-label={t('readingPane')}
          className={cn('min-h-0 min-w-0 flex-col md:flex', openId ? 'flex' : 'hidden')}
        >
          {view.open ? (
            <MailReader
              key={view.open.id}
              mail={view.open}
              view={view}
              busy={actions.pending}
              headingRef={readerHeading}
              onChange={(kind) => actions.change([view.open!.id], kind)}
              onLabel={(label, on) => actions.label([view.open!.id], label.id, label.name, on)}
              onReplied={() => actions.setAnnouncement(t('replySent', { name: view.open!.counterpartName }))}
            />
          ) : (
            <div className="grid flex-1 place-items-center p-6 text-center text-sm text-muted-foreground">
              <div className="space-y-2">
                <MailOpen aria-hidden className="mx-auto size-8" />
                <p>{t('openHint')}</p>
              </div>
            </div>
          )}
        </section>
      </div>
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent
          side="start"
          title={t('openFolders')}
          closeLabel={t('close')}
          aria-describedby={undefined}
        >
          {sidebar(() => setDrawer(false))}
        </SheetContent>
      </Sheet>
      {dialog ? (
        <LabelDialog
          key={dialog.key}
          label={dialog.label}
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          onDone={(outcome) => {
            setDialog(null);
            actions.setAnnouncement(t(`label_${outcome.kind}`, { name: outcome.name }));
            const current = view.folder.kind === 'label' && view.folder.label.id === dialog.label?.id;
            if (current && outcome.kind === 'deleted') router.replace(folderHref('inbox'));
            else if (current) router.replace(folderHref(outcome.slug));
            else nextRouter.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
