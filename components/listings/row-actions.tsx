'use client';

import { DropdownMenu } from 'radix-ui';
import { Ellipsis, Eye, EyeOff, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { actionsTriggerId, type MyItemRow } from './my-item';

interface RowActionsProps {
  row: MyItemRow;
  onToggleStatus: (row: MyItemRow) => void;
  onDelete: (row: MyItemRow) => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent [&_svg]:size-4 [&_svg]:shrink-0';

/** The menu of one listing: view, edit, publish/unpublish and delete (which asks first). */
export function RowActions({ row, onToggleStatus, onDelete }: RowActionsProps) {
  const t = useTranslations('MyItems');
  // The delete dialog takes focus; the menu must not pull it back to its button while closing.
  const opensDialog = useRef(false);
  const published = row.status === 'published';
  const busy = Boolean(row.pending);
  return (
    // Not modal: a modal menu that opens a dialog can leave the page with pointer-events disabled.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={actionsTriggerId(row.id)}
        aria-label={t('actionsFor', { name: row.productName })}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (!opensDialog.current) return;
            opensDialog.current = false;
            event.preventDefault();
          }}
          className="surface z-(--z-overlay) min-w-44 border border-border p-1 text-sm shadow-lg"
        >
          {published ? (
            <DropdownMenu.Item asChild disabled={busy} className={itemClass}>
              <Link href={row.offerHref}>
                <ExternalLink aria-hidden className="rtl:-scale-x-100" />
                {t('viewOffer')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={row.editHref}>
              <Pencil aria-hidden />
              {t('edit')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled={busy} onSelect={() => onToggleStatus(row)} className={itemClass}>
            {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {t(published ? 'unpublish' : 'publish')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            disabled={busy}
            onSelect={() => {
              opensDialog.current = true;
              onDelete(row);
            }}
            className={cn(itemClass, 'text-destructive')}
          >
            <Trash2 aria-hidden />
            {t('delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
