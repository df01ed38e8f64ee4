'use client';

import {
  Archive,
  ChevronDown,
  Copy,
  Link2,
  Mail,
  MessageSquare,
  MoreVertical,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type MenuAction = 'edit' | 'duplicate' | 'email' | 'message' | 'copyLink' | 'archive' | 'delete';

/** The items of a listing's menu: grouped, with icons and shortcuts, a Share submenu and Delete. */
export function ListingMenuItems({ onSelect }: { onSelect: (action: MenuAction) => void }) {
  const t = useTranslations('ComponentsGallery.menu.items');
  return (
    <>
      <DropdownMenuLabel>{t('label')}</DropdownMenuLabel>
      <DropdownMenuGroup>
        <DropdownMenuItem onSelect={() => onSelect('edit')}>
          <Pencil aria-hidden />
          {t('edit')}
          <DropdownMenuShortcut>Ctrl+E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('duplicate')}>
          <Copy aria-hidden />
          {t('duplicate')}
          <DropdownMenuShortcut>Ctrl+D</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Share2 aria-hidden className="text-muted-foreground" />
            {t('share')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem onSelect={() => onSelect('email')}>
              <Mail aria-hidden />
              {t('email')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSelect('message')}>
              <MessageSquare aria-hidden />
              {t('message')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onSelect('copyLink')}>
              <Link2 aria-hidden />
              {t('copyLink')}
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onSelect('archive')}>
        <Archive aria-hidden />
        {t('archive')}
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" onSelect={() => onSelect('delete')}>
        <Trash2 aria-hidden />
        {t('delete')}
        <DropdownMenuShortcut>Del</DropdownMenuShortcut>
      </DropdownMenuItem>
    </>
  );
}

/** The last choice, written in a status line. */
export function ChosenAction({ action }: { action: MenuAction | null }) {
  const t = useTranslations('ComponentsGallery.menu');
  return (
    <p role="status" className="mt-4 text-sm text-muted-foreground">
      {action ? t('chosen', { action: t(`items.${action}`) }) : ''}
    </p>
  );
}

/** A button that opens the listing menu. */
export function ActionsMenu() {
  const t = useTranslations('ComponentsGallery.menu');
  const [action, setAction] = useState<MenuAction | null>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            {t('actions.open')}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-60">
          <ListingMenuItems onSelect={setAction} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ChosenAction action={action} />
    </>
  );
}

/** The same menu on an icon button at the end of a card, with an item that is disabled. */
export function IconButtonMenu() {
  const t = useTranslations('ComponentsGallery.menu');
  const [action, setAction] = useState<MenuAction | null>(null);
  return (
    <>
      <div className="flex items-center gap-3 rounded-lg border border-border p-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{t('iconButton.listing')}</p>
          <p className="text-sm text-muted-foreground">{t('iconButton.meta')}</p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('iconButton.open')}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-52">
            <DropdownMenuItem onSelect={() => setAction('edit')}>
              <Pencil aria-hidden />
              {t('items.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Share2 aria-hidden />
              {t('iconButton.shareSoon')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setAction('delete')}>
              <Trash2 aria-hidden />
              {t('items.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <ChosenAction action={action} />
    </>
  );
}
