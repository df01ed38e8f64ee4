'use client';

import { Bell, Mail, Minus, Plus, ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** Counts above 99 read "99+" on the badge; the button's name always says the full number. */
const shortCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Counters on buttons: the badge is drawn for the eye and hidden from screen readers, which hear
 * the full count in the button's name instead ("Messages, 3 unread"): visually hidden text after
 * the visible label, or the name of an icon-only button.
 */
export function BadgeCounters() {
  const t = useTranslations('ComponentsGallery.badge.counters');
  const [unread, setUnread] = useState(3);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline">
          <Mail aria-hidden />
          {t('messages')}
          {unread > 0 && (
            <Badge aria-hidden tone="solid" className="rounded-full px-1.5">
              {shortCount(unread)}
            </Badge>
          )}
          <span className="sr-only">{t('unreadSuffix', { count: unread })}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notificationsName', { count: unread })}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <Badge
              aria-hidden
              variant="destructive"
              className="absolute -end-1 -top-1 min-w-5 rounded-full px-1 text-[0.65rem]"
            >
              {shortCount(unread)}
            </Badge>
          )}
        </Button>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('updatesName')}>
          <Bell aria-hidden />
          <span
            aria-hidden
            className="absolute end-2 top-2 size-2 rounded-full bg-destructive ring-2 ring-card"
          />
        </Button>
        <Button variant="soft">
          <ShoppingCart aria-hidden />
          {t('cart')}
          <Badge aria-hidden variant="info" className="rounded-full px-1.5">
            {shortCount(120)}
          </Badge>
          <span className="sr-only">{t('itemsSuffix', { count: 120 })}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button size="sm" variant="outline" onClick={() => setUnread((count) => count + 1)}>
          <Plus aria-hidden />
          {t('add')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0}
          onClick={() => setUnread((count) => count - 1)}
        >
          <Minus aria-hidden />
          {t('remove')}
        </Button>
        <Button size="sm" variant="ghost" disabled={unread === 0} onClick={() => setUnread(0)}>
          {t('clear')}
        </Button>
        <p role="status" className="ms-auto text-sm text-muted-foreground">
          {t('unread', { count: unread })}
        </p>
      </div>
    </div>
  );
}
