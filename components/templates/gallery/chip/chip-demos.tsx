'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chip, FilterChip } from '@/components/ui/chip';

const TAGS = ['balcony', 'garden', 'parking', 'lift', 'pets', 'furnished'] as const;
type Tag = (typeof TAGS)[number];

/**
 * Removable tags. After a removal the focus moves to the next tag's remove button (or the
 * previous one, or "Restore" when none is left), and a status line says what was removed.
 */
export function ClosableChips() {
  const t = useTranslations('ComponentsGallery.chip');
  const [tags, setTags] = useState<Tag[]>([...TAGS]);
  const [removed, setRemoved] = useState<Tag | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const restore = useRef<HTMLButtonElement>(null);

  function remove(tag: Tag) {
    const index = tags.indexOf(tag);
    const rest = tags.filter((item) => item !== tag);
    setTags(rest);
    setRemoved(tag);
    const next = rest[Math.min(index, rest.length - 1)];
    // After React has removed the chip: focus the neighbour's remove button.
    requestAnimationFrame(() => {
      const target = next
        ? list.current?.querySelector<HTMLButtonElement>(`[data-tag="${next}"] button`)
        : null;
      (target ?? restore.current)?.focus();
    });
  }

  return (
    <div className="space-y-4">
      <ul aria-label={t('closable.label')} ref={list} className="flex min-h-8 flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} data-tag={tag}>
            <Chip
              colour="primary"
              onRemove={() => remove(tag)}
              removeLabel={t('closable.remove', { tag: t(`tags.${tag}`) })}
            >
              {t(`tags.${tag}`)}
            </Chip>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {removed ? t('closable.removed', { tag: t(`tags.${removed}`) }) : ''}
        </p>
        <Button
          ref={restore}
          size="sm"
          variant="outline"
          onClick={() => {
            setTags([...TAGS]);
            setRemoved(null);
          }}
        >
          <RotateCcw aria-hidden />
          {t('closable.restore')}
        </Button>
      </div>
    </div>
  );
}

// Eight sample homes and what each offers: the filter counts those that offer every chosen tag.
const HOMES: readonly Tag[][] = [
  ['balcony', 'lift', 'parking'],
  ['garden', 'pets', 'parking'],
  ['balcony', 'furnished'],
  ['garden', 'parking', 'furnished', 'pets'],
  ['lift', 'furnished', 'balcony', 'parking'],
  ['pets', 'garden'],
  ['lift', 'parking'],
  ['balcony', 'pets', 'lift', 'furnished'],
];

/** Filter chips (toggle buttons with `aria-pressed`) narrowing a list of homes. */
export function FilterChips() {
  const t = useTranslations('ComponentsGallery.chip');
  const [chosen, setChosen] = useState<Tag[]>([]);
  const matching = HOMES.filter((home) => chosen.every((tag) => home.includes(tag))).length;
  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('filter.label')} className="flex flex-wrap gap-2">
        {TAGS.map((tag) => (
          <FilterChip
            key={tag}
            pressed={chosen.includes(tag)}
            onPressedChange={(pressed) =>
              setChosen((list) => (pressed ? [...list, tag] : list.filter((item) => item !== tag)))
            }
          >
            {t(`tags.${tag}`)}
          </FilterChip>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium">
          {t('filter.matching', { count: matching, total: HOMES.length })}
        </p>
        <Button size="sm" variant="ghost" disabled={!chosen.length} onClick={() => setChosen([])}>
          {t('filter.clear')}
        </Button>
      </div>
    </div>
  );
}
