'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CALENDAR_CATEGORIES, categoryColor, type CalendarCategory } from '@/lib/calendar/categories';
import { parseLocalInput } from '@/lib/calendar/event-schema';

interface CalendarSidebarProps {
  hidden: ReadonlySet<CalendarCategory>;
  onToggle: (category: CalendarCategory) => void;
  onShowAll: () => void;
  onAdd: () => void;
  onGoTo: (date: Date) => void;
}

/** Add, go to a date, and the category filters (docs/apps.md, Calendar). */
export function CalendarSidebar({ hidden, onToggle, onShowAll, onAdd, onGoTo }: CalendarSidebarProps) {
  const t = useTranslations('Calendar');
  const dateId = useId();
  return (
    <aside className="surface space-y-6 p-4" aria-label={t('sidebar')}>
      <Button className="w-full" onClick={onAdd}>
        <Plus aria-hidden className="size-4" />
        {t('addEvent')}
      </Button>
      <div className="space-y-1.5">
        <label htmlFor={dateId} className="text-sm font-medium">
          {t('goToDate')}
        </label>
        <Input
          id={dateId}
          type="date"
          onChange={(event) => {
            const date = parseLocalInput(event.target.value);
            if (date) onGoTo(date);
          }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('categoriesHeading')}</legend>
        <label className="flex items-center gap-2.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-(--primary)"
            checked={hidden.size === 0}
            onChange={onShowAll}
          />
          {t('viewAll')}
        </label>
        {CALENDAR_CATEGORIES.map((category) => (
          <label key={category} className="flex items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              className="size-4"
              style={{ accentColor: categoryColor(category) }}
              checked={!hidden.has(category)}
              onChange={() => onToggle(category)}
            />
            <span
              aria-hidden
              className="size-2.5 rounded-full"
              style={{ backgroundColor: categoryColor(category) }}
            />
            {t(`categories.${category}`)}
          </label>
        ))}
      </fieldset>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <span
          aria-hidden
          className="mt-0.5 inline-block size-3 shrink-0 rounded-sm border-2 border-dashed border-current"
        />
        {t('invitationLegend')}
      </p>
    </aside>
  );
}
