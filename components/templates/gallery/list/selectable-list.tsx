'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { List, ListItemAction, ListItemText, ListItemTrailing } from '@/components/ui/list';
import { cn } from '@/lib/utils';
import { SAMPLE_PEOPLE } from '../sample-people';
import { PersonLeading } from './person-leading';

/** Rows that are toggle buttons (`aria-pressed`): choose who gets an invitation. */
export function SelectableList() {
  const t = useTranslations('ComponentsGallery.list.selectable');
  const people = SAMPLE_PEOPLE.slice(4, 8);
  const [chosen, setChosen] = useState<string[]>([people[0]!.name]);
  return (
    <div className="space-y-3">
      <List aria-label={t('label')} className="gap-1">
        {people.map((person) => {
          const pressed = chosen.includes(person.name);
          return (
            <ListItemAction
              key={person.name}
              aria-pressed={pressed}
              onClick={() =>
                setChosen((list) =>
                  pressed ? list.filter((name) => name !== person.name) : [...list, person.name],
                )
              }
            >
              <PersonLeading person={person} />
              <ListItemText primary={person.name} />
              <ListItemTrailing>
                <span
                  aria-hidden
                  className={cn(
                    'grid size-5 place-items-center rounded border text-primary-foreground',
                    pressed ? 'border-primary bg-primary' : 'border-border bg-card',
                  )}
                >
                  {pressed && <Check className="size-3.5" />}
                </span>
              </ListItemTrailing>
            </ListItemAction>
          );
        })}
      </List>
      <p role="status" className="text-sm text-muted-foreground">
        {t('count', { count: chosen.length })}
      </p>
    </div>
  );
}
