'use client';

import { Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { callCounterpart, type CalendarEventView } from '@/lib/calendar/calendar-event';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';

/** "Join the call": the usual call page, calling the event's other person (docs/architecture.md §6). */
export function JoinCallLink({ event, className }: { event: CalendarEventView; className?: string }) {
  const t = useTranslations('Calendar');
  const counterpart = callCounterpart(event);
  if (!counterpart) return null;
  return (
    <Link
      href={{ pathname: '/my-call', query: { to: counterpart.id } }}
      className={cn(buttonVariants({ size: 'sm' }), className)}
      aria-label={t('joinCallWith', { name: counterpart.name })}
    >
      <Video aria-hidden className="size-4" />
      {t('joinCall')}
    </Link>
  );
}
